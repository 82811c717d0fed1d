/**
 * The demo logins printed at start and their roles. Each role grants a visibly different set
 * of role keys (spec 000 section 6), so logging in as each shows a different console. Every
 * approval has a requesting role and a separate approving one (the two-person rule): `merchant`
 * asks for recharges and puts products up, `opcenter` asks for credit limits, `finance` approves
 * recharges, refunds and credit limits; `project`
 * writes messages and registers households, `auditor` approves them and product listings.
 */
import { catalogue } from '../../../src/contract';
import { APPROVAL_KEYS } from '../../../src/contract/dsl';

/**
 * Every permission key the contract uses except `admin`: the `operator` demo role holds them all,
 * under the data scope of one organisation, so every call of the catalogue is made by a
 * non-administrator in the tests (scope/scopeProperties.test.ts), not only what the narrower
 * roles reach.
 */
export function allPermissionsButAdmin(): string[] {
  const keys = new Set<string>(Object.values(APPROVAL_KEYS));
  for (const s of catalogue) {
    for (const r of s.resources) {
      if (r.permission) keys.add(r.permission);
      for (const op of r.operations) if (op.permission) keys.add(op.permission);
    }
  }
  keys.delete('admin');
  return [...keys].sort();
}

export interface DemoRole {
  readonly key: 'admin' | 'project' | 'opcenter' | 'merchant' | 'finance' | 'auditor' | 'operator';
  readonly name: string;
  /** Role type of platform.webRole (1 platform, 2 project, 4 operations centre, 5 merchant). */
  readonly type: number;
  readonly perms: readonly string[];
  readonly remark: string;
}

export interface DemoLogin {
  readonly loginName: string;
  readonly password: string;
  readonly userType: number;
  readonly note: string;
  /** Display name (the navbar greets it). */
  readonly name: string;
  readonly role: DemoRole['key'];
}

export const DEMO_ROLES: readonly DemoRole[] = [
  { key: 'admin', name: '超级管理员', type: 1, perms: ['admin'], remark: '拥有全部权限' },
  {
    key: 'project', name: '项目管理员', type: 2,
    perms: ['space', 'userManagement', 'organization', 'pc:passthrough', 'pc:noticeCenter', 'pc:electronicRelease', 'pc:lost',
      'pc.convenient', 'pc.tousujiany', 'pc:airovertime', 'meetingRoom'],
    remark: '项目的空间、住户、通行、通知与社区服务',
  },
  {
    key: 'opcenter', name: '运营中心管理员', type: 4,
    perms: ['organization', 'enterprise', 'statisticalData', 'flashdeliver', 'flashstatiscal', 'marketingCenter', 'merchant/wallet'],
    remark: '企业、钱包、商户、云店、营销与统计',
  },
  { key: 'merchant', name: '商户管理员', type: 5, perms: ['merchant/wallet', 'flashdeliver'], remark: '商户、订餐与云店' },
  {
    key: 'finance', name: '财务审核员', type: 4, perms: ['merchant/wallet', 'enterprise', APPROVAL_KEYS.recharge, APPROVAL_KEYS.refund, APPROVAL_KEYS.credit],
    remark: '审核充值申请、退款与授信额度申请（不能审核自己提交的申请）',
  },
  {
    key: 'auditor', name: '内容审核员', type: 2,
    perms: ['space', 'userManagement', 'pc:noticeCenter', 'flashdeliver', APPROVAL_KEYS.message, APPROVAL_KEYS.shelf, APPROVAL_KEYS.household],
    remark: '审核通知发布、商品上架与住户登记',
  },
  {
    key: 'operator', name: '项目全权运营', type: 2, perms: allPermissionsButAdmin(),
    remark: '除平台管理员外的全部权限，只限本项目的数据',
  },
];

export const DEMO_LOGINS: readonly DemoLogin[] = [
  { loginName: 'admin', password: 'Admin123', userType: 1, name: '管理员', role: 'admin', note: '平台管理员：全部权限 (admin)' },
  { loginName: 'project', password: 'Project123', userType: 3, name: '张伟', role: 'project', note: '项目管理员：空间、住户、组织、通行、通知、社区服务' },
  { loginName: 'opcenter', password: 'Opcenter123', userType: 6, name: '李娜', role: 'opcenter', note: '运营中心：组织、企业（提交授信额度申请）、钱包商户、云店、营销、统计' },
  { loginName: 'merchant', password: 'Merchant123', userType: 9, name: '王芳', role: 'merchant', note: '商户：商户钱包与订餐、云店' },
  { loginName: 'finance', password: 'Finance123', userType: 6, name: '陈静', role: 'finance', note: '财务审核：充值审核、退款、授信额度审核（不能审核自己的申请）' },
  { loginName: 'auditor', password: 'Auditor123', userType: 3, name: '周敏', role: 'auditor', note: '内容审核：通知发布、商品上架、住户审核' },
  { loginName: 'operator', password: 'Operator123', userType: 3, name: '赵磊', role: 'operator', note: '项目全权运营：除平台管理员外的全部权限，只限本项目的数据' },
];
