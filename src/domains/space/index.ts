/**
 * `@supercloud/admin/space`: space management (the project > building > unit > floor > room
 * hierarchy browser, building–project links) and the owner pages (households with members and
 * room moves, the review queue), each mountable alone inside `<AdminProvider>`, the room
 * tree-select that shows whole paths, and their route data for a console.
 * @example
 * import { AdminProvider } from '@supercloud/admin';
 * import { SpaceHierarchyPage } from '@supercloud/admin/space';
 * <AdminProvider apiBase="https://api.example.com/super_cloud/api" token={token}><SpaceHierarchyPage /></AdminProvider>
 * @module @supercloud/admin/space
 */
'use client';

export { SpaceHierarchyPage } from './SpaceHierarchyPage';
export type { SpaceHierarchyPageProps } from './SpaceHierarchyPage';
export { ProjectSpaceSetPage } from './ProjectSpaceSetPage';
export { HouseholdsPage, HouseholdAuditPage, roomPathCell } from './HouseholdsPage';
// MembersDrawer and TransferDialog are not exported: the households page loads them lazily.
export { RoomPickerInput } from './RoomPickerInput';
export type { RoomPickerInputProps } from './RoomPickerInput';
export { useSpaceRoots } from './useSpaceRoots';
export { SPACE_LEVELS, loadSpaceLevel, parseSpaceNodeId, spaceChildrenLoader, spaceNodeId } from './spaceTree';
export type { SpaceLevel } from './spaceTree';
export { SPACE_PAGES, SPACE_ROLE, ownerRoutes, spaceRoutes } from './routes';
export type { SpacePageName } from './routes';
export { spaceActions } from './actions';
/** The domain as one value (menu groups, pages, role key, texts), as the console's registry reads it. */
export { spaceDomain } from './domain';
export { spaceMessages } from './messages';
