import { useRef } from 'react';
import { interfaceConfig, INTERFACE_CHECK_RESULTS } from '../../contract/services/basesettingAdditions';
import { operationOf, useCan, useLocale, useNotify, useResourceWrite } from '../../core';
import { ResourcePage, errorText, useViewT, type ResourcePageOfProps, type RowLink } from '../../resource';
import { settingsMessages } from './messages';

const checkOp = operationOf(interfaceConfig, 'action', 'check')!;
// What an operator scans for: where it points, whether it has credentials, is on, and last answered.
const COLUMNS = ['name', 'serviceKind', 'baseUrl', 'credentialSet', 'status', 'lastCheckResult', 'lastCheckTime'];

/**
 * 接口管理: the external interfaces the platform calls or opens (service, direction, base URL,
 * authentication; key and secret are typed but never shown again: 凭据 says 已设置), 启用/停用, and
 * 连通性检测 on each row: the server reaches the stored URL and the row shows the result and its time.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><InterfacesPage /></AdminProvider>
 */
export function InterfacesPage({ rowLinks, ...props }: ResourcePageOfProps) {
  const t = useViewT(settingsMessages);
  const locale = useLocale();
  const notify = useNotify();
  const may = useCan();
  const write = useResourceWrite(interfaceConfig);
  // One check at a time per page: a second click while the host is slow would only ask again.
  const running = useRef(false);
  const check = async (row: Record<string, unknown>) => {
    if (running.current) return;
    running.current = true;
    notify.info(t('interfaces.checking', { name: String(row.name ?? '') }));
    try {
      const out = (await write.run(checkOp, { id: row.id })) as Record<string, unknown> | undefined;
      const result = INTERFACE_CHECK_RESULTS.find((r) => r.value === out?.lastCheckResult);
      const text = t('interfaces.checked', { name: String(row.name ?? ''), result: result?.label[locale] ?? String(out?.lastCheckResult ?? '') });
      if (out?.lastCheckResult === 'ok') notify.success(text);
      else notify.warning(text);
    } catch (e) {
      notify.error(errorText(e, t('common.unknownError')));
    } finally {
      running.current = false;
    }
  };
  const links: RowLink[] = [
    ...(may([checkOp.permission ?? interfaceConfig.permission]) ? [{ label: t('interfaces.check'), onClick: (row: Record<string, unknown>) => void check(row), lead: true }] : []),
    ...(rowLinks ?? []),
  ];
  return <ResourcePage resource={interfaceConfig} title="route.interfaceManage" columns={COLUMNS} rowLinks={links} {...props} />;
}
