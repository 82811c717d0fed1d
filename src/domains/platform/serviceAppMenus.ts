import { serviceAppMenuConfig } from '../../contract/services/common';
import { callOperation, operationOf } from '../../core/resource';
import { dataOf } from './loadAll';
import type { GrantStore } from './PermissionDialog';

const ofService = /* @__PURE__ */ operationOf(serviceAppMenuConfig, 'action', 'servicetypeinfoid')!;
const replace = /* @__PURE__ */ operationOf(serviceAppMenuConfig, 'action', 'updateBatch')!;

/**
 * A service's app menus as grants: read with servicetypeinfoid/{id}, replaced in one
 * serviceAppMenuConfig/updateBatch (a tree of the app's menus, not a comma-separated text box).
 * @example
 * <PermissionDialog role={{ id: service.id, name: service.name }} store={SERVICE_APP_MENUS} title="配置应用菜单" onClose={close} />
 */
export const SERVICE_APP_MENUS: GrantStore = {
  menus: { isApp: true },
  load: async (api, id, signal) => ((await dataOf<Record<string, unknown>[]>(api, ofService, { id }, signal)) ?? []).map((r) => String(r.menuId)),
  save: (api, id, menuIds) => callOperation(api, replace, { serviceInfoId: id, menuIds: menuIds.join(',') }),
};
