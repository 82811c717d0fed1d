import { PermissionDialog } from '../platform/PermissionDialog';
import { SERVICE_APP_MENUS } from '../platform/serviceAppMenus';
import { useViewT } from '../../resource';
import { systemMessages } from './messages';

/**
 * 配置应用菜单: a service's app menus as a checkbox tree of the app's menus (the platform domain's
 * permission tree over loadMenu with isApp), saved with serviceAppMenuConfig/updateBatch.
 * @example
 * <ServiceAppMenusDialog service={{ id: 3, name: '会议室预订' }} onClose={close} />
 */
export function ServiceAppMenusDialog({ service, onClose }: { service: { id: number; name: unknown }; onClose: () => void }) {
  const t = useViewT(systemMessages);
  return (
    <PermissionDialog
      role={service} store={SERVICE_APP_MENUS} onClose={onClose}
      title={t('svc.appMenusOf', { name: String(service.name ?? service.id) })}
    />
  );
}
