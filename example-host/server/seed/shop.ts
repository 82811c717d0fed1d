/**
 * Cloud shop (flash delivery): categories, products in every shelf state, delivery staff and
 * orders; business types; referral rewards (coupons: marketing.ts); cliques (groups) and labels.
 */
import { amountToFen } from '../../../src/utils/amountFen';
import type { Row } from '../types';
import { type SeedContext, idOf, times } from './context';
import { seedShopAdditions } from './shopAdditions';

const CATALOGUE: [string, [string, number][]][] = [
  ['生鲜果蔬', [['山东红富士苹果 5斤装', 29.9], ['海南香蕉 3斤', 15.8], ['云南小番茄 500g', 12.9], ['有机菠菜 400g', 8.8]]],
  ['粮油调味', [['五常大米 10kg', 89], ['花生油 5L', 79.9], ['生抽酱油 500ml', 12.5], ['陈醋 420ml', 9.9]]],
  ['休闲零食', [['每日坚果 30包', 99], ['牛肉干 200g', 45], ['薯片 家庭装', 16.8], ['黑巧克力 100g', 19.9]]],
  ['乳品饮料', [['纯牛奶 250ml*24', 69.9], ['酸奶 100g*8', 25.9], ['矿泉水 550ml*24', 29.9], ['冷萃咖啡 300ml', 8.5]]],
  ['日用百货', [['抽纸 3层*24包', 49.9], ['洗衣液 3kg', 39.9], ['垃圾袋 5卷', 12.9], ['厨房湿巾 80抽', 9.9]]],
];

/** The merchant of an order: one of its project's, else any (by the order's number, no PRNG draw). */
function shopOf(merchants: readonly Row[], orgId: unknown, i: number): number {
  const own = merchants.filter((m) => m.orgId === orgId);
  const pool = own.length ? own : merchants;
  return idOf(pool[i % pool.length]!);
}

const fenOf = (amount: unknown) => Number(amountToFen(Number(amount).toFixed(2)) ?? 0n);

/** The paid amount in fen: nothing while unpaid, 5 yuan short on every 23rd order from the 6th (an anomaly). */
const paidOf = (amount: unknown, status: string, i: number) => (status === 'unpaid' ? 0 : i % 23 === 5 ? Math.max(0, fenOf(amount) - 500) : fenOf(amount));

/**
 * What the orders were paid, their lines and refunds (whole fen; 商户报表, 账单异常报表). Derived from
 * each order's amount and number, never from the PRNG, so the data seeded after it is unchanged.
 * Lines add up to the paid amount except on a few orders (every 23rd from the 6th: 5 yuan short);
 * every 9th completed order has a refund of a tenth, every 27th a second one.
 */
async function seedOrderMoney(c: SeedContext, orders: readonly Row[], products: readonly Row[]): Promise<void> {
  const lines: Row[] = [];
  const refunds: Row[] = [];
  for (const [i, o] of orders.entries()) {
    const fen = fenOf(o.amount);
    const first = products[(i * 7) % products.length]!;
    const second = products[(i * 7 + 3) % products.length]!;
    const half = Math.floor(fen / 4);
    // Two of the first at a quarter each, the rest on the second: they add up to the amount.
    lines.push({ orderId: idOf(o), productId: idOf(first), quantity: 2, unitPrice: half });
    lines.push({ orderId: idOf(o), productId: idOf(second), quantity: 1, unitPrice: fen - 2 * half });
    if (o.status === 'completed' && i % 9 === 0) {
      refunds.push({ orderId: idOf(o), amount: Math.max(1, Math.floor(fen / 10)), reason: '商品缺货，部分退款', operatorName: '陈静', createTime: o.createTime });
      if (i % 27 === 0) refunds.push({ orderId: idOf(o), amount: Math.max(1, Math.floor(fen / 20)), reason: '配送超时补偿', operatorName: '陈静', createTime: o.createTime });
    }
  }
  await c.ins('flashdeliver.orderLine', lines);
  await c.ins('flashdeliver.orderRefund', refunds);
}

export async function seedShop(c: SeedContext): Promise<void> {
  const { rng } = c;
  const orgs = c.rows['organisation.organization']!;
  const parents = await c.ins('flashdeliver.category', [['食品生鲜', 1], ['家居日用', 2]].map(([name, sort]) => ({
    name, icon: `/super_cloud/api/common/file/geturl/cat-${sort}.png`, sort, status: 1, createTime: c.at(-150, 10),
  })));
  const cats = await c.ins('flashdeliver.category', CATALOGUE.map(([name], i) => ({
    name, parentId: idOf(parents[i < 4 ? 0 : 1]!), icon: `/super_cloud/api/common/file/geturl/cat-${i + 10}.png`, sort: i + 1,
    status: i === 2 ? 0 : 1, createTime: c.at(-150, 11),
  })));
  const orgIds = orgs.map(idOf);
  const products = await c.ins('flashdeliver.product', CATALOGUE.flatMap(([, items], ci) => items.flatMap(([name, price], k) => [0, 1].map((v) => {
    const n = ci * 8 + k * 2 + v;
    const shelf = rng.weighted([['onShelf', 6], ['pendingAudit', 2], ['offShelf', 1], ['rejected', 1]] as const);
    return {
      name: v ? `${name}（特惠）` : name, categoryId: idOf(cats[ci]!), image: `/super_cloud/api/common/file/geturl/product-${n}.jpg`,
      price: v ? Math.round(price * 0.85 * 100) / 100 : price, stock: rng.int(0, 500), orgIds: orgIds.filter((_, oi) => (n + oi) % 2 === 0).join(','),
      shelfStatus: shelf, auditRemark: shelf === 'rejected' ? '商品图片不清晰，请重新上传' : null, createTime: c.recent(120),
    };
  }))));
  const riders = await c.ins('flashdeliver.deliveryStaff', times(8, (i) => ({
    name: rng.name(), phone: rng.phone(), workNo: `PS${String(301 + i)}`, orgId: idOf(orgs[i % orgs.length]!), status: i === 7 ? 0 : 1, createTime: c.at(-100 + i, 9),
  })));
  const merchants = c.rows['merchant.merchant']!;
  const rooms = c.rows['organisation.roomNo']!;
  const builds = c.rows['organisation.build']!;
  const orders = await c.ins('flashdeliver.order', times(80, (i) => {
    const room = rooms[(i * 11) % rooms.length]!;
    const b = builds.find((x) => x.id === room.buildId)!;
    const status = rng.weighted([['completed', 6], ['delivering', 2], ['paid', 2], ['unpaid', 1], ['cancelled', 1]] as const);
    const rider = riders.filter((r) => r.orgId === room.orgId)[0] ?? riders[0]!;
    // Drawn in the order the fields were before paidAmount existed, so later seeds stay the same.
    const [receiverName, receiverPhone, amount] = [rng.name(), rng.phone(), rng.money(19, 260)];
    return {
      orderNo: c.code('SD', i + 1), receiverName, receiverPhone,
      address: `${orgs.find((o) => o.id === room.orgId)!.name}${b.name}${room.name}室`, orgId: room.orgId, amount, paidAmount: paidOf(amount, status, i),
      merchantId: shopOf(merchants, room.orgId, i), deliveryStaffId: status === 'delivering' || status === 'completed' ? idOf(rider) : null, status, createTime: c.recent(30),
    };
  }));
  await seedOrderMoney(c, orders, products);
  // Sales targets (our addition) per project for this month and the one before, for 目标完成.
  const [y, m] = c.day(0).split('-').map(Number) as [number, number];
  const months = [`${y}-${String(m).padStart(2, '0')}`, m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`];
  await c.ins('flashdeliver.salesTarget', orgs.slice(0, 4).flatMap((o, i) => months.map((month, k) => ({
    orgId: idOf(o), month, targetAmount: [1500, 2000, 800, 1200][i]! + k * 300, remark: null, createTime: c.at(-40 + k, 9),
  }))));
  await c.ins('flashdeliver.business', [['社区团购', 'GROUP_BUY'], ['即时配送', 'INSTANT'], ['企业福利', 'WELFARE'], ['到店自提', 'PICKUP']].map(([name, code], i) => ({
    name, code, sort: i + 1, remark: null, createTime: c.at(-160, 10),
  })));

  await c.ins('organisation.recommend', orgs.slice(0, 3).map((o, i) => ({
    orgId: idOf(o), title: `${o.name}邀请有礼`, rewardAmount: [10, 15, 20][i], rule: '邀请新业主注册并完成认证，双方各得奖励金，可用于缴纳物业费。', enabled: i !== 2, createTime: c.at(-70, 10),
  })));

  const labels = await c.ins('clique.cliqueLable', [['高端住宅', '#409EFF'], ['产业园区', '#67C23A'], ['老旧小区', '#E6A23C']].map(([name, color], i) => ({ name, color, sort: i + 1, createTime: c.at(-90, 10) })));
  const groups = await c.ins('clique.clique', [['华南片区', 0], ['华东片区', 1]].map(([name, k]) => ({
    name, lableId: idOf(labels[Number(k)]!), sort: Number(k) + 1, remark: null, status: 1, createTime: c.at(-90, 11),
  })));
  await c.ins('clique.clique', [['深圳南山组团', 0, 0], ['深圳福田组团', 0, 0], ['广州天河组团', 0, 2], ['杭州西湖组团', 1, 1]].map(([name, g, l], i) => ({
    name, parentId: idOf(groups[Number(g)]!), lableId: idOf(labels[Number(l)]!), sort: i + 1, remark: null, status: 1, createTime: c.at(-89, 11),
  })));
  await seedShopAdditions(c, orgs, products);
}
