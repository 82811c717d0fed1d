import { Suspense, useState } from 'react';
import { serviceinfo } from '../../contract/services/common';
import { ResourcePage, useViewT, type ResourcePageOfProps, type Row } from '../../resource';
import { lazyNamed } from '../../ui';
import { systemMessages } from './messages';

const ServiceDetailDrawer = lazyNamed(() => import('./ServiceDetailDrawer'), 'ServiceDetailDrawer');
const ServiceAppMenusDialog = lazyNamed(() => import('./ServiceAppMenusDialog'), 'ServiceAppMenusDialog');

/**
 * 服务管理: the services (name, code, kind, address, icon, order, status; access settings edited
 * with updateService), and per service the projects that use it and its app menus.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><ServicesPage /></AdminProvider>
 */
export function ServicesPage({ children, rowLinks, ...props }: ResourcePageOfProps) {
  const t = useViewT(systemMessages);
  const [open, setOpen] = useState<Row | null>(null);
  const [menus, setMenus] = useState<Row | null>(null);
  const links = [
    { label: t('svc.detail'), lead: true, onClick: (row: Row) => setOpen(row) },
    { label: t('svc.appMenus'), onClick: (row: Row) => setMenus(row) },
    ...(rowLinks ?? []),
  ];
  return (
    <ResourcePage resource={serviceinfo} title="route.service" rowLinks={links} {...props}>
      {children}
      <Suspense fallback={null}>
        {open ? <ServiceDetailDrawer row={open} onClose={() => setOpen(null)} /> : null}
        {menus ? <ServiceAppMenusDialog service={{ id: Number(menus.id), name: menus.name }} onClose={() => setMenus(null)} /> : null}
      </Suspense>
    </ResourcePage>
  );
}
