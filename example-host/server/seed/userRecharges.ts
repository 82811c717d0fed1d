/**
 * A few users' recharge requests (organisation.userRechargeRequest), so 用户充值 shows a queue to
 * approve: two waiting (one user, a batch of one project) and one rejected. No random draws, so
 * the data seeded after this stays as it was. Their requester is set by seedRequesters.
 */
import type { SeedContext } from './context';

export async function seedUserRecharges(c: SeedContext): Promise<void> {
  // The last enabled users of the first project (the demo approver's scope holds it); the first
  // users are the ones other tests and demos disable or edit.
  const all = c.rows['organisation.user'] ?? [];
  const users = all.filter((u) => Number(u.status) === 1 && u.orgId === all[0]?.orgId).reverse();
  const first = users[0];
  if (!first) return;
  const sameOrg = users.slice(1, 4);
  const one = (u: typeof first, amount: number, purpose: string, status: string, offset: number) => ({
    targetType: 'user', userIds: String(u.id), userNames: String(u.name), userCount: 1, amount, totalAmount: amount,
    orgId: u.orgId, purpose, auditStatus: status, createTime: c.at(offset, 10, 30),
    ...(status === 'rejected' ? { auditRemark: '未附缴费凭证', auditorName: '陈静', auditTime: c.at(offset + 1, 9, 15) } : {}),
  });
  await c.ins('organisation.userRechargeRequest', [
    one(first, 200, '线下缴费补录', 'pending', -1),
    {
      targetType: 'batch', userIds: sameOrg.map((u) => String(u.id)).join(','), userNames: sameOrg.map((u) => String(u.name)).join('、'),
      userCount: sameOrg.length, amount: 50, totalAmount: 50 * sameOrg.length, orgId: first.orgId, purpose: '员工餐补预充', auditStatus: 'pending',
      createTime: c.at(-2, 14, 5),
    },
    one(users[4] ?? first, 88.8, '退费转充值', 'rejected', -6),
  ]);
}
