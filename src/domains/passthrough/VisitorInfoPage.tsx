import { visitorInfo } from '../../contract/services/passthrough';
import { ResourcePage, type ResourcePageOfProps } from '../../resource';

/** What a mountable page takes: an optional heading and, for stories and tests, today. */
export type PassthroughPageProps = ResourcePageOfProps;

/**
 * Visitors: find by name, phone, plate, project and registration date; register, edit and
 * delete them. Mounts alone in a partner app inside `<AdminProvider>`.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><VisitorInfoPage /></AdminProvider>
 */
export function VisitorInfoPage({ title, today }: PassthroughPageProps) {
  return (
    <ResourcePage
      resource={visitorInfo} {...(title ? { title } : {})} {...(today ? { today } : {})}
      dateRules={{ createTime: { maxDays: 366, noFuture: true } }}
    />
  );
}
