/**
 * The visitor-pass domain's routes as data: the spec's /passthrough/visitorPass shows the
 * visitors; the other passthrough resources (appointments, pass codes, access groups with
 * their devices and members, Lingling cards, devices and card holders) join the same group.
 */
import type { RouteEntry } from '../../core/types';

/**
 * @example
 * <AdminProvider apiBase="/api" permissions={[PASSTHROUGH_ROLE]}><VisitorInfoPage /></AdminProvider>
 */
export const PASSTHROUGH_ROLE = 'pc:passthrough';

/**
 * Page name -> the export of `@supercloud/admin/passthrough` that renders it.
 * @example
 * PASSTHROUGH_PAGES.visitorInfo // 'VisitorInfoPage'
 */
export const PASSTHROUGH_PAGES = {
  visitorInfo: 'VisitorInfoPage',
  visitorOrders: 'VisitorOrdersPage',
  visitorQrCodes: 'VisitorQrCodesPage',
  permGroups: 'PermGroupsPage',
  permGroupDevices: 'PermGroupDevicesPage',
  permGroupUsers: 'PermGroupUsersPage',
  linglingCards: 'LinglingCardsPage',
  linglingDevices: 'LinglingDevicesPage',
  linglingCardUsers: 'LinglingCardUsersPage',
} as const;

/**
 * @example
 * PASSTHROUGH_PAGES.visitorInfo // 'VisitorInfoPage'
 */
export type PassthroughPageName = keyof typeof PASSTHROUGH_PAGES;

const entry = (path: string, name: PassthroughPageName, title = `route.${name}`): RouteEntry =>
  ({ path, name, title, roles: [PASSTHROUGH_ROLE], view: { kind: 'page', page: name } });

/**
 * The pages of the '/passthrough' menu group (the group itself is the console's).
 * @example
 * const routes = [{ path: '/passthrough', name: 'passthrough', title: 'route.passthrough', children: passthroughPages }];
 */
export const passthroughPages: readonly RouteEntry[] = [
  { ...entry('/passthrough/visitorPass', 'visitorInfo', 'route.visitorPass'), name: 'visitorPass' },
  entry('/passthrough/visitorOrder', 'visitorOrders'),
  entry('/passthrough/visitorQrCode', 'visitorQrCodes'),
  entry('/passthrough/permGroup', 'permGroups'),
  entry('/passthrough/permGroupDevice', 'permGroupDevices'),
  entry('/passthrough/permGroupUser', 'permGroupUsers'),
  entry('/passthrough/linglingCard', 'linglingCards'),
  entry('/passthrough/linglingDevice', 'linglingDevices'),
  entry('/passthrough/linglingCardUser', 'linglingCardUsers'),
];
