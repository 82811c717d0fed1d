/**
 * `@supercloud/admin/community`: the community-service pages — complaints with their reply thread
 * and handling, car parks (enable/disable one or many), conferences with their guests and
 * arrangements, lost and found with claims, electronic release slips with their goods,
 * air-conditioning overtime, car wash, charging, bill notices, and the property-payment projects'
 * links to platform projects —
 * each mountable alone inside `<AdminProvider>`, and their route data for a console.
 * @example
 * import { AdminProvider } from '@supercloud/admin';
 * import { CommentBillsPage } from '@supercloud/admin/community';
 * <AdminProvider apiBase="https://api.example.com/super_cloud/api" token={token}><CommentBillsPage /></AdminProvider>
 * @module @supercloud/admin/community
 */
'use client';

export { CommentBillsPage } from './CommentBillsPage';
export { CarparksPage } from './CarparksPage';
export { ConferencesPage } from './ConferencesPage';
export { ConferenceGuestsPage } from './ConferenceGuestsPage';
export { ReleaseSlipsPage } from './ReleaseSlipsPage';
export { AirRulesPage } from './AirRulesPage';
export { ProjectLinksPage } from './ProjectLinksPage';
export { ProjectOrgPicker } from './ProjectOrgPicker';
export type { AirRulesPageProps } from './AirRulesPage';
// The drawers (CommentBillDrawer, ConferenceDrawer) are not exported: the pages load them on first use.
export { ChildList } from './ChildList';
export type { ChildListProps } from './ChildList';
export {
  AirBillsPage, AirConfigsPage, AirOrdersPage, BillPushPage, BillPushTemplatesPage, CarwashCustomersPage, CarwashOrdersPage, CarwashOrgSetsPage,
  CarwashServicesPage, ChargingCategoriesPage, ChargingProductsPage, ChargingRechargesPage, CommentCategoriesPage, CommentFaqsPage, CommentTypesPage,
  LostItemsPage, MeetingRoomsPage,
} from './CommunityListPages';
export { ParkingRecordsPage } from './ParkingRecordsPage';
export { MeetingApprovalsPage, MeetingReservationsPage, MeetingStatisticsPage } from './MeetingReservationPages';
export type { MeetingStatisticsPageProps } from './MeetingReservationPages';
export { COMMUNITY_PAGES, COMMUNITY_ROLES, communityRoutes } from './routes';
export type { CommunityPageName } from './routes';
/** The lost-and-found resource (our addition to the catalogue), for views of one's own. */
export { lostItem } from '../../contract/services/lostfound';
/** The domain as one value (menu groups, pages, role keys, texts), as the console's registry reads it. */
export { communityDomain } from './domain';
export { communityMessages } from './messages';
