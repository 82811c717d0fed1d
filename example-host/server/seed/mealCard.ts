/**
 * The meal-card back office of 用户管理 (our additions): each project's card types, and a few
 * deduction requests so 扣款 shows a queue to approve (two waiting, one rejected). Approved
 * deductions are not seeded: their ledger lines are written only by the approval. No random
 * draws, so the data seeded after this stays as it was. The requester is set by seedRequesters.
 */
import type { SeedContext } from './context';

const CARD_TYPES = [
  { name: '员工卡', holder: 'staff', discountPercent: 100, dailyLimit: 80, deposit: 0, validDays: 0, remark: '在职员工，工资代扣充值' },
  { name: '住户卡', holder: 'resident', discountPercent: 95, dailyLimit: 150, deposit: 20, validDays: 0, remark: '业主及家属就餐九五折' },
  { name: '访客卡', holder: 'visitor', discountPercent: 100, dailyLimit: 50, deposit: 20, validDays: 1, remark: '当日有效，退卡退押金' },
  { name: '临时工卡', holder: 'temporary', discountPercent: 100, dailyLimit: 60, deposit: 10, validDays: 90, remark: '保洁、安保等临时人员' },
];

export async function seedMealCard(c: SeedContext): Promise<void> {
  const orgs = (c.rows['organisation.organization'] ?? []).slice(0, 3);
  await c.ins('organisation.mealCardType', orgs.flatMap((o, i) => CARD_TYPES.map((t, j) => ({
    ...t, orgId: o.id, status: i === 0 && j === 3 ? 0 : 1, createTime: c.at(-40 + j, 9, 0),
  }))));
  const types = c.rows['organisation.mealCardType'] ?? [];
  await c.ins('organisation.autoRechargeRule', orgs.flatMap((o, i) => {
    const own = types.filter((t) => t.orgId === o.id);
    return [
      { name: '员工餐补低额续充', orgId: o.id, cardTypeId: own[0]?.id ?? null, threshold: '20.00', amount: '200.00', monthlyTimes: 1, status: 1, remark: '每月最多一次，由财务审核后入账', createTime: c.at(-30 + i, 9, 30) },
      { name: '住户卡自动充值', orgId: o.id, cardTypeId: own[1]?.id ?? null, threshold: '10.00', amount: '100.00', monthlyTimes: 2, status: i === 2 ? 0 : 1, remark: '业主授权代扣', createTime: c.at(-20 + i, 14, 0) },
    ];
  }));
  const people = [
    ['周晓明', '13800138101', 'staff', 2, '新入职研发工程师'], ['吴佳怡', '13800138102', 'resident', 5, '3栋1202新业主'],
    ['郑浩', '13800138103', 'visitor', 1, '驻场审计一个月'], ['王磊', '13800138104', 'staff', 9, '实习生'],
  ] as const;
  await c.ins('organisation.preRegistration', orgs.flatMap((o, i) => people.map(([name, phone, userType, days, remark], j) => ({
    name, phone: `${phone.slice(0, 9)}${i}${j}`, orgId: o.id, userType, arriveDate: c.at(days, 9, 0).slice(0, 10),
    cardTypeId: types.find((t) => t.orgId === o.id && t.holder === userType)?.id ?? null,
    status: j === 3 && i === 0 ? 'cancelled' : 'pending', remark, createTime: c.at(-3 - j, 11, 0),
  }))));
  const all = c.rows['organisation.user'] ?? [];
  // Users of the first project with money on them, from the middle: the first users are the ones
  // other tests and demos disable or edit, the last ones carry the seeded recharge requests.
  const users = all.filter((u) => Number(u.status) === 1 && u.orgId === all[0]?.orgId && Number(u.balance ?? 0) >= 30);
  const mid = users.slice(Math.floor(users.length / 2));
  const row = (u: (typeof all)[number] | undefined, amount: string, reason: string, remark: string, status: string, offset: number) => (u ? [{
    userId: u.id, orgId: u.orgId, amount, reason, remark, auditStatus: status, createTime: c.at(offset, 16, 20),
    ...(status === 'rejected' ? { auditRemark: '证据不足，请补充照片', auditorName: '陈静', auditTime: c.at(offset + 1, 10, 5) } : {}),
  }] : []);
  await c.ins('organisation.userDeduction', [
    ...row(mid[0], '15.00', 'cardFee', '饭卡遗失补办', 'pending', -1),
    ...row(mid[1], '28.50', 'correction', '3月餐补重复充值冲正', 'pending', -2),
    ...row(mid[2], '20.00', 'damage', '损坏餐盘', 'rejected', -5),
  ]);
}
