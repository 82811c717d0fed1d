import { useMemo } from 'react';
import { serviceAppMenuConfig, serviceOrgConfig, serviceinfo } from '../../contract/services/common';
import { useAdmin } from '../../core';
import { useQuery } from '../../core/query/useQuery';
import { callOperation, listColumns, operationOf, resourceQueryKey } from '../../core/resource';
import { ResourceTable, useViewT, type Row } from '../../resource';
import { Drawer, EmptyState } from '../../ui';
import { systemMessages } from './messages';

const orgsOp = /* @__PURE__ */ operationOf(serviceinfo, 'all', 'getServiceOrgByServiceId') ?? serviceinfo.operations.find((o) => o.name === 'getServiceOrgByServiceId')!;
const menusOp = /* @__PURE__ */ operationOf(serviceAppMenuConfig, 'action', 'servicetypeinfoid');
const ORG_COLUMNS = ['orgId', 'companyId', 'startDate', 'endDate', 'status'];
const MENU_COLUMNS = ['menuId', 'name', 'sort', 'status'];
const rowsOf = (d: unknown): Row[] => (Array.isArray(d) ? (d as Row[]) : Array.isArray((d as { list?: unknown })?.list) ? (d as { list: Row[] }).list : []);

/**
 * One service's projects (getServiceOrgByServiceId) and app menus (servicetypeinfoid/{id}).
 * @example
 * <ServiceDetailDrawer row={{ id: 1, name: '物业服务' }} onClose={close} />
 */
export function ServiceDetailDrawer({ row, onClose }: { row: Row; onClose: () => void }) {
  const t = useViewT(systemMessages);
  const { api } = useAdmin();
  const id = row.id;
  const orgs = useQuery({
    key: [...resourceQueryKey(serviceOrgConfig.key), 'byService', String(id)],
    fn: async (signal) => rowsOf((await callOperation<{ data?: unknown }>(api, orgsOp, { serviceId: id }, { signal })).data),
  });
  const menus = useQuery({
    key: [...resourceQueryKey(serviceAppMenuConfig.key), 'byService', String(id)],
    fn: async (signal) => rowsOf((await callOperation<{ data?: unknown }>(api, menusOp!, { id }, { signal })).data),
  });
  const orgFields = useMemo(() => listColumns(serviceOrgConfig).filter(([n]) => ORG_COLUMNS.includes(n)), []);
  const menuFields = useMemo(() => MENU_COLUMNS.map((n) => [n, serviceAppMenuConfig.fields[n]!] as const), []);
  const title = t('svc.detailTitle', { name: String(row.name ?? id) });
  return (
    <Drawer open onClose={onClose} placement="right" size={720} title={title} label={title} closeLabel={t('file.close')}>
      <section aria-label={t('svc.orgs')} style={{ padding: '12px 20px' }}>
        <h2 style={{ fontSize: 15, margin: '0 0 8px' }}>{t('svc.orgs')}</h2>
        <ResourceTable
          resource={serviceOrgConfig} rows={orgs.data ?? []} fields={orgFields} label={t('svc.orgs')} height={260} busy={orgs.isFetching}
          empty={<EmptyState title={orgs.isPending ? t('svc.loading') : t('svc.noOrgs')} />}
        />
      </section>
      <section aria-label={t('svc.menus')} style={{ padding: '12px 20px' }}>
        <h2 style={{ fontSize: 15, margin: '0 0 8px' }}>{t('svc.menus')}</h2>
        <ResourceTable
          resource={serviceAppMenuConfig} rows={menus.data ?? []} fields={menuFields} label={t('svc.menus')} height={220} busy={menus.isFetching}
          empty={<EmptyState title={menus.isPending ? t('svc.loading') : t('svc.noMenus')} />}
        />
      </section>
    </Drawer>
  );
}
