import { visitorInfo } from '../../contract/services/passthrough';
import { ResourcePage } from '../../resource';

export interface PassthroughPageProps {
  /** i18n key or text of the heading (default: the resource's title). */
  title?: string;
  /** Today (yyyy-MM-dd) for the date pickers; stories and tests pin it. */
  today?: string;
}

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
