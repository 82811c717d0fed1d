import { useState } from 'react';
import { webRole } from '../../contract/services/platform';
import { useAdmin } from '../../core';
import { useQuery } from '../../core/query/useQuery';
import { operationOf, resourceQueryKey } from '../../core/resource';
import { errorText, useViewT } from '../../resource';
import { PageFrame, SegmentedControl } from '../../ui';
import { dataOf } from './loadAll';
import { platformMessages } from './messages';
import { RoleTemplatesPage } from './RoleTemplatesPage';

const typesOp = operationOf(webRole, 'action', 'getTypeListV2')!;

interface RoleType { value: number; label: string; isApp: boolean; count: number }

/**
 * 标准化角色: the role types offered for web or app roles (getTypeListV2) with how many roles each
 * has, above the role templates that standardise them.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><StandardRolesPage /></AdminProvider>
 */
export function StandardRolesPage({ title, className }: { title?: string; className?: string }) {
  const t = useViewT(platformMessages);
  const { api } = useAdmin();
  const [isApp, setIsApp] = useState(false);
  const q = useQuery({
    key: [...resourceQueryKey(webRole.key), 'types', isApp],
    fn: (signal) => dataOf<RoleType[]>(api, typesOp, { isApp }, signal),
  });
  const heading = title ?? t('route.roleStandardized');
  return (
    <PageFrame title={heading} titleId="sc-title-role-types" className={className}>
      <section aria-label={t('platform.roleTypes')} style={{ marginBottom: 16 }}>
        <SegmentedControl
          aria-label={t('platform.menuKind')} value={isApp ? 'app' : 'web'} onChange={(v) => setIsApp(v === 'app')}
          options={[{ value: 'web', label: t('platform.webRoles') }, { value: 'app', label: t('platform.appRoles') }]}
        />
        {q.error ? <div role="alert">{t('platform.loadFailed', { message: errorText(q.error, '') })}</div> : null}
        <table aria-label={t('platform.roleTypes')} style={{ marginTop: 8, borderCollapse: 'collapse', minWidth: 360 }}>
          <thead><tr><th scope="col" style={{ textAlign: 'left' }}>{t('platform.roleType')}</th><th scope="col" style={{ textAlign: 'right' }}>{t('platform.roleCount')}</th></tr></thead>
          <tbody>
            {(q.data ?? []).map((r) => (
              <tr key={r.value}><td>{r.label}</td><td style={{ textAlign: 'right' }}>{r.count}</td></tr>
            ))}
          </tbody>
        </table>
      </section>
      <RoleTemplatesPage />
    </PageFrame>
  );
}
