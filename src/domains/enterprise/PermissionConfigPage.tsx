import { useState } from 'react';
import { virtPermConfig } from '../../contract/services/organisation/enterprise';
import { PageNotices, ResourcePage, useViewT } from '../../resource';
import { SegmentedControl, classes } from '../../ui';
import { PermissionMatrix } from './PermissionMatrix';
import { enterpriseMessages } from './messages';

/**
 * @example
 * <PermissionConfigPage className="partner-perms" />
 */
export interface PermissionConfigPageProps {
  className?: string;
}

/**
 * 权限配置: the permission-control matrix (which settings apply to which virtual structure, as
 * check boxes) and the list of permission settings (add, edit, details).
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><PermissionConfigPage /></AdminProvider>
 */
export function PermissionConfigPage({ className }: PermissionConfigPageProps) {
  const t = useViewT(enterpriseMessages);
  const [tab, setTab] = useState<'matrix' | 'list'>('matrix');
  const switcher = (
    <SegmentedControl
      aria-label={t('route.virtPermConfig')} value={tab} onChange={(v) => setTab(v)}
      options={[{ value: 'matrix', label: t('enterprise.matrix') }, { value: 'list', label: t('enterprise.configs') }]}
    />
  );
  if (tab === 'list') {
    return <ResourcePage resource={virtPermConfig} title="route.virtPermConfig" {...(className ? { className } : {})}>{switcher}</ResourcePage>;
  }
  return (
    <section className={classes('sca-page sca-resource-page', className)} aria-labelledby="sc-title-enterprise-perm">
      <h1 id="sc-title-enterprise-perm">{t('route.virtPermConfig')}</h1>
      {/* Toasts and confirms when the page is mounted alone (the console shell draws them otherwise). */}
      <PageNotices />
      <div style={{ marginBottom: 12 }}>{switcher}</div>
      <PermissionMatrix />
    </section>
  );
}
