import { log } from '../../contract/services/platform';
import { ResourcePage, type ResourcePageOfProps } from '../../resource';

/**
 * The columns 操作日志 shows by default, in order.
 * @example
 * <OperationLogPage columns={OPERATION_LOG_COLUMNS.slice(0, 4)} />
 */
export const OPERATION_LOG_COLUMNS: readonly string[] = ['createTime', 'userName', 'module', 'operation', 'recordId', 'amount', 'ip', 'result'];

/**
 * 操作日志: who did what and when, filtered by operator, operation, module, result, IP and a time
 * range (past dates, at most 92 days); a row opens its detail (call, path, method, duration,
 * the failure's message).
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><OperationLogPage /></AdminProvider>
 */
export function OperationLogPage(props: ResourcePageOfProps) {
  return (
    <ResourcePage
      resource={log}
      columns={OPERATION_LOG_COLUMNS}
      filters={['userName', 'operation', 'createTime', 'recordId', 'module', 'result', 'ip']}
      dateRules={{ createTime: { maxDays: 92, noFuture: true } }}
      {...props}
    />
  );
}
