/**
 * Who asked for what is waiting for approval (the two-person rule): the requests of the demo data
 * are put up by the requesting demo roles, so each approving login sees a queue it may approve,
 * and the requesters see their own requests without the approve action. Runs after the platform
 * seed, which creates the users.
 */
import { q, tableName } from '../db/migrate';
import type { SeedContext } from './context';
import type { DemoLogin } from './demoUsers';

/** The demo login that put up the rows of each resource with an approval that records its requester. */
export const SEED_REQUESTERS: Readonly<Record<string, DemoLogin['loginName']>> = {
  'wallet.rechargeManage': 'merchant',
  'credit.creditQuotaRequest': 'opcenter',
  'flashdeliver.product': 'merchant',
  'organisation.household': 'project',
  'organisation.userRechargeRequest': 'project',
  'organisation.userDeduction': 'project',
  'notify.appNotice': 'project',
  'notify.mobileMessage': 'project',
  'notify.emailMessage': 'project',
  'notify.wxTemplateMessage': 'project',
};

export async function seedRequesters(c: SeedContext): Promise<void> {
  const users = c.rows['platform.webUser']!;
  for (const r of c.idx.resources.values()) {
    if (!r.operations.some((o) => o.approval?.requester)) continue;
    const login = SEED_REQUESTERS[r.key];
    const user = users.find((u) => u.loginName === login);
    if (!user) throw new Error(`seed: no requester login for ${r.key}`);
    const sets: string[] = [];
    const params: unknown[] = [];
    for (const [name, fd] of Object.entries(r.fields)) {
      if (!fd.requester) continue;
      params.push(fd.requester === 'id' ? user.id : user.name);
      sets.push(`${q(name)} = $${params.length}`);
    }
    await c.db.query(`update ${tableName(r)} set ${sets.join(', ')}`, params);
  }
}
