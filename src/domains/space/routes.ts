/**
 * The space domain's routes as data: it fills the console's '空间管理' group (/organisation) and
 * adds the two owner pages to '用户管理' (/userManage), replacing their generic entries by path;
 * the users domain fills the rest of that group.
 */
import type { RouteEntry } from '../../core/types';

/**
 * Role key of every space call (000 section 6): buildings, rooms and households.
 * @example
 * <AdminProvider apiBase="/api" permissions={[SPACE_ROLE]}><HouseholdsPage /></AdminProvider>
 */
export const SPACE_ROLE = 'space';

/**
 * Page name (the `{ kind: 'page' }` view) -> the export of `@supercloud/admin/space` that renders it.
 * @example
 * SPACE_PAGES.build // 'SpaceHierarchyPage'
 */
export const SPACE_PAGES = {
  build: 'SpaceHierarchyPage',
  projectSpaceSet: 'ProjectSpaceSetPage',
  ownerInfoManage: 'HouseholdsPage',
  ownerAuditManage: 'HouseholdAuditPage',
} as const;

/**
 * @example
 * const name: SpacePageName = 'build';
 */
export type SpacePageName = keyof typeof SPACE_PAGES;

const entry = (path: string, name: SpacePageName): RouteEntry =>
  ({ path, name, title: `route.${name}`, roles: [SPACE_ROLE], view: { kind: 'page', page: name } });

/**
 * The '空间管理' group's native pages: the hierarchy browser and the building–project links.
 * @example
 * <GuardedRoutes routes={[...myRoutes, spaceRoutes]} layout={<Layout />} />
 */
export const spaceRoutes: RouteEntry = {
  path: '/organisation', name: 'organisation', title: 'route.organisation', roles: [SPACE_ROLE],
  children: [
    entry('/organisation/build/index', 'build'),
    entry('/organisation/projectSpaceSet/index', 'projectSpaceSet'),
  ],
};

/**
 * The owner pages of '用户管理', merged by path into the console's group.
 * @example
 * mountDomains(myRoutes, [usersDomain, spaceDomain]) // /userManage gets the owner pages too
 */
export const ownerRoutes: RouteEntry = {
  path: '/userManage', name: 'userManage', title: 'route.userManage', roles: [SPACE_ROLE],
  children: [
    entry('/userManage/ownerInfoManage', 'ownerInfoManage'),
    entry('/userManage/ownerAuditManage', 'ownerAuditManage'),
  ],
};
