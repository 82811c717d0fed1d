import { Suspense, useState } from 'react';
import { webRole } from '../../contract/services/platform';
import { ResourcePage, useViewT, type ResourcePageOfProps, type Row } from '../../resource';
import { lazyNamed } from '../../ui';
import { platformMessages } from './messages';

// The tree dialog (its dialog layer and the virtualised tree) loads on first use, not with the list.
const PermissionDialog = lazyNamed(() => import('./PermissionDialog'), 'PermissionDialog');

/**
 * 角色管理: roles (web and app, by type) with the contract's calls (role types, the one-step
 * organisation-administrator app roles), and 分配权限 on each row: the permission tree dialog.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><RolesPage /></AdminProvider>
 */
export function RolesPage({ children, ...props }: ResourcePageOfProps) {
  const t = useViewT(platformMessages);
  const [editing, setEditing] = useState<Row | null>(null);
  return (
    <ResourcePage
      resource={webRole}
      rowLinks={[{ label: t('platform.assignPermissions'), onClick: (row) => setEditing(row) }]}
      {...props}
    >
      <Suspense fallback={null}>
        {editing ? (
          <PermissionDialog role={{ id: editing.id as number, name: editing.name }} onClose={() => setEditing(null)} />
        ) : null}
      </Suspense>
      {children}
    </ResourcePage>
  );
}
