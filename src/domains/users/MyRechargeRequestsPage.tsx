import { userRechargeRequest } from '../../contract/services/organisation/userRecharge';
import type { ResourceDef } from '../../contract/types';
import { ResourcePage, useViewT, type ResourcePageOfProps } from '../../resource';
import { usersMessages } from './messages';

// The requester's view of the wallet role's resource: under the users role, listed by `myList`
// (the server answers only the caller's rows), with 撤回 as the one row action (the generic
// transition button, offered on 待审核 rows only). The review and the wallet list stay with the wallet role.
const MINE: ResourceDef = {
  ...userRechargeRequest,
  permission: 'userManagement',
  operations: userRechargeRequest.operations.filter((o) => o.name === 'myList' || o.name === 'withdraw'),
};

const COLUMNS = ['requestNo', 'targetType', 'userNames', 'userCount', 'totalAmount', 'auditStatus', 'auditRemark', 'createTime', 'auditorName', 'auditTime'];

/**
 * 我的充值申请: the user recharge requests the signed-in user filed (from 用户列表, 批量充值 or
 * 福利发放) with their audit status, reviewer and note; a pending one can be withdrawn (撤回,
 * confirmed; a welfare grant's request puts the grant back to 待发放).
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><MyRechargeRequestsPage /></AdminProvider>
 */
export function MyRechargeRequestsPage(props: ResourcePageOfProps) {
  // The domain's texts (the heading) are added here, so the page reads right mounted alone too.
  useViewT(usersMessages);
  return <ResourcePage resource={MINE} listWith="myList" title="route.myRechargeRequests" columns={COLUMNS} {...props} />;
}
