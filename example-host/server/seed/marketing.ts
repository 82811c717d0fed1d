/**
 * 营销中心: coupon batches of the first projects in every state, the coupons their users received
 * over the last weeks (some used on orders, some expired), distribution rules and the commission
 * lines of referred orders, so the pages and both reports have something to show.
 */
import { fenToAmount } from '../../../src/utils/amountFen';
import { tableName } from '../db/migrate';
import type { Row } from '../types';
import { type SeedContext, idOf } from './context';

type Batch = [name: string, type: 'full' | 'discount' | 'cash', amount: number | null, discount: number | null, minSpend: number,
  total: number, from: number, to: number, status: 'draft' | 'published' | 'stopped', perUser: number];

const BATCHES: Batch[] = [
  ['新人专享10元券', 'cash', 10, null, 0, 1000, -30, 60, 'published', 1],
  ['满100减20', 'full', 20, null, 100, 500, -10, 20, 'published', 2],
  ['生鲜9折券', 'discount', null, 9, 0, 300, 5, 35, 'draft', 1],
  ['国庆满减券', 'full', 30, null, 199, 800, -60, -30, 'stopped', 1],
  ['食堂早餐券', 'cash', 5, null, 0, 2000, -20, 40, 'stopped', 3],
  ['会员日8.5折券', 'discount', null, 8.5, 50, 600, -3, 27, 'published', 1],
];

const fen = (yuan: number) => BigInt(Math.round(yuan * 100));

/** What a used coupon took off its order, in fen (the server's couponDeduction, for seeded rows). */
function takenOff(b: Batch, orderFen: bigint): bigint {
  if (b[1] === 'discount') return orderFen - (orderFen * fen(b[3]!) + 500n) / 1000n;
  const face = fen(b[2]!);
  return face < orderFen ? face : orderFen;
}

export async function seedMarketing(c: SeedContext): Promise<void> {
  const { rng } = c;
  const orgs = c.rows['organisation.organization']!;
  const users = c.rows['organisation.user']!;
  const batches = await c.ins('marketing.coupon', BATCHES.map((b, i) => {
    const [name, type, amount, discount, minSpend, total, from, to, status, perUserLimit] = b;
    return {
      name, orgId: idOf(orgs[i % 3]!), type, amount, discount, minSpend, total, remaining: status === 'draft' ? null : total,
      perUserLimit, startDate: c.day(from), endDate: c.day(to), status, remark: type === 'full' ? `订单满${minSpend}元可用，每单限用一张` : null,
      createTime: c.at(from - 3, 10),
    };
  }));

  const receipts: Row[] = [];
  const taken = new Map<number, number>();
  batches.forEach((batch, i) => {
    const b = BATCHES[i]!;
    if (b[8] === 'draft') return;
    const own = users.filter((u) => u.orgId === batch.orgId && u.status === 1);
    const count = Math.min(own.length, 18 + 4 * i);
    const lastDay = Math.min(0, b[7]);
    for (let k = 0; k < count; k += 1) {
      const user = own[k]!;
      const dayOffset = rng.int(b[6], lastDay);
      const expired = b[7] < 0;
      const used = rng.chance(expired ? 0.4 : 0.45);
      const orderFen = fen(rng.money(Math.max(b[4], 15), Math.max(b[4], 15) + 120));
      receipts.push({
        couponId: idOf(batch), orgId: batch.orgId, userId: idOf(user), channel: k % 3 === 0 ? 'issued' : 'claimed',
        receiveTime: c.at(dayOffset, rng.int(8, 20), rng.int(0, 59)), expireDate: batch.endDate,
        status: used ? 'used' : expired ? 'expired' : 'unused',
        orderNo: used ? c.code('YH', i * 100 + k) : null,
        orderAmount: used ? fenToAmount(orderFen) : null,
        discountAmount: used ? fenToAmount(takenOff(b, orderFen)) : null,
        useTime: used ? c.at(Math.min(0, dayOffset + rng.int(0, 3)), rng.int(11, 20), rng.int(0, 59)) : null,
        issuedBy: k % 3 === 0 ? '李娜' : null,
      });
      taken.set(idOf(batch), (taken.get(idOf(batch)) ?? 0) + 1);
    }
  });
  await c.ins('marketing.couponReceipt', receipts);
  for (const [id, n] of taken) {
    await c.db.query(`update ${tableName(c.idx.resource('marketing.coupon'))} set "remaining" = "total" - $2 where "id" = $1`, [id, n]);
  }

  const rules = await c.ins('marketing.distributionRule', orgs.slice(0, 3).map((o, i) => ({
    name: `${String(o.name)}推广返佣`, orgId: idOf(o), levels: i === 1 ? 1 : 2, level1Rate: ['5.00', '8.50', '6.00'][i], level2Rate: i === 1 ? null : ['2.00', null, '1.50'][i],
    startDate: c.day(-90), endDate: c.day(275), status: 1, remark: '按订单实付金额计算佣金', createTime: c.at(-92, 9),
  })));
  const lines: Row[] = [];
  rules.forEach((rule, i) => {
    const own = users.filter((u) => u.orgId === rule.orgId);
    const distributors = own.slice(0, 6);
    for (let k = 0; k < 40; k += 1) {
      const seller = distributors[k % distributors.length];
      if (!seller) return;
      const orderFen = fen(rng.money(30, 600));
      const orderNo = c.code('FX', i * 1000 + k);
      const createTime = c.recent(60);
      const levels: [number, Row, unknown][] = [[1, seller, rule.level1Rate]];
      const recruiter = distributors[(k + 1) % distributors.length];
      if (Number(rule.levels) === 2 && recruiter) levels.push([2, recruiter, rule.level2Rate]);
      for (const [level, who, rate] of levels) {
        lines.push({
          orgId: rule.orgId, ruleId: idOf(rule), distributorId: idOf(who), level, orderNo, orderAmount: fenToAmount(orderFen),
          rate, commission: fenToAmount((orderFen * fen(Number(rate)) + 5000n) / 10000n), createTime,
        });
      }
    }
  });
  await c.ins('marketing.commission', lines);
}
