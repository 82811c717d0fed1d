import { Suspense, useState } from 'react';
import { userCompany, userDept, userFloor, userOrgnization, userRole, webUser } from '../../contract/services/platform';
import type { ResourceDef } from '../../contract/types';
import { ResourcePage, useViewT, type ResourcePageOfProps, type Row } from '../../resource';
import { lazyNamed } from '../../ui';
import { platformMessages } from './messages';

// The dialogs load on first use, not with the list.
const ResetPasswordDialog = lazyNamed(() => import('./ResetPasswordDialog'), 'ResetPasswordDialog');
const UserLinksDialog = lazyNamed(() => import('./UserLinksDialog'), 'UserLinksDialog');

type Open = { kind: 'links'; resource: ResourceDef; row: Row } | { kind: 'password'; row: Row } | null;

/**
 * 平台用户: platform users with 启用/停用 on the row, and from each row its roles, departments,
 * floors, organisations and companies (each a small list of links with add and delete) and
 * 重置密码.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><UsersPage /></AdminProvider>
 */
export function UsersPage({ children, ...props }: ResourcePageOfProps) {
  const t = useViewT(platformMessages);
  const [open, setOpen] = useState<Open>(null);
  const links = (label: string, resource: ResourceDef) => ({ label, onClick: (row: Row) => setOpen({ kind: 'links', resource, row }) });
  return (
    <ResourcePage
      resource={webUser}
      rowLinks={[
        links(t('platform.assignRoles'), userRole),
        { label: t('platform.resetPassword'), onClick: (row) => setOpen({ kind: 'password', row }) },
        links(t('platform.userDepts'), userDept),
        links(t('platform.userFloors'), userFloor),
        links(t('platform.userOrgs'), userOrgnization),
        links(t('platform.userCompanies'), userCompany),
      ]}
      {...props}
    >
      <Suspense fallback={null}>
        {open?.kind === 'links' ? (
          <UserLinksDialog resource={open.resource} user={{ id: open.row.id as number, name: open.row.name }} onClose={() => setOpen(null)} />
        ) : null}
        {open?.kind === 'password' ? (
          <ResetPasswordDialog user={{ id: open.row.id as number, name: open.row.name }} onClose={() => setOpen(null)} />
        ) : null}
      </Suspense>
      {children}
    </ResourcePage>
  );
}
