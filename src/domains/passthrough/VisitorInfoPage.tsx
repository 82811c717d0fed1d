import { visitorInfo } from '../../contract/services/passthrough';
import { ResourcePage, type ResourcePageOfProps } from '../../resource';

/**
 * What a mountable page takes: any ResourcePage prop over the domain's choices (a heading, today, columns...).
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><VisitorInfoPage /></AdminProvider>
 */
export type PassthroughPageProps = ResourcePageOfProps;

/**
 * Visitors: find by name, phone, plate, project and registration date; register, edit and
 * delete them. Mounts alone in a partner app inside `<AdminProvider>`.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><VisitorInfoPage /></AdminProvider>
 */
export function VisitorInfoPage(props: PassthroughPageProps) {
  return (
    <ResourcePage
      resource={visitorInfo}
      dateRules={{ createTime: { maxDays: 366, noFuture: true } }}
      {...props}
    />
  );
}
