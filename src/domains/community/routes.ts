/**
 * The community domain's routes as data: it fills the console's groups of 000 section 2 "others"
 * (/convenience, /lostAndFound, /electronRelease, /meetingRoom, /overtimeManage, /comment) with
 * native pages — the same paths replace the generic, embedded or pending entries — and adds the
 * pages the catalogue has calls for. 会议室管理 is native over our addition `conference.meetingRoom`,
 * 会议预约 / 预约审批 / 会议统计 over `conference.meetingReservation`. /passthrough is another domain's.
 */
import type { RouteEntry } from '../../core/types';

/**
 * Role keys of the community pages (000 section 6), by area.
 * @example
 * <AdminProvider apiBase="/api" permissions={[COMMUNITY_ROLES.comment]}><CommentBillsPage /></AdminProvider>
 */
export const COMMUNITY_ROLES = {
  convenience: 'pc.convenient',
  carpark: 'space',
  charging: 'pc.convenient',
  bill: 'enterprise',
  lost: 'pc:lost',
  release: 'pc:electronicRelease',
  meeting: 'meetingRoom',
  air: 'pc:airovertime',
  comment: 'pc.tousujiany',
  /** 物业缴费项目: the payment-project links' calls ask for base settings (the contract's permission). */
  payment: 'base-setting',
} as const;

/**
 * Page name (the `{ kind: 'page' }` view) -> the export of `@supercloud/admin/community` that renders it.
 * @example
 * COMMUNITY_PAGES.commentBill // 'CommentBillsPage'
 */
export const COMMUNITY_PAGES = {
  carwashService: 'CarwashServicesPage',
  carwashOrder: 'CarwashOrdersPage',
  carwashOrgSet: 'CarwashOrgSetsPage',
  carwashCustomer: 'CarwashCustomersPage',
  carpark: 'CarparksPage',
  parkingRecord: 'ParkingRecordsPage',
  chargingCategory: 'ChargingCategoriesPage',
  chargingProduct: 'ChargingProductsPage',
  chargingRecharge: 'ChargingRechargesPage',
  billPush: 'BillPushPage',
  billPushTemplate: 'BillPushTemplatesPage',
  lostItems: 'LostItemsPage',
  releaseManger: 'ReleaseSlipsPage',
  meetingRoomManage: 'MeetingRoomsPage',
  meetingReserve: 'MeetingReservationsPage',
  meetingApproval: 'MeetingApprovalsPage',
  meetingStatistics: 'MeetingStatisticsPage',
  meetingRecord: 'ConferencesPage',
  meetingService: 'ConferenceGuestsPage',
  airConditionerRoom: 'AirConfigsPage',
  overtimeApply: 'AirOrdersPage',
  overtimeRule: 'AirRulesPage',
  overtimeBill: 'AirBillsPage',
  commentBill: 'CommentBillsPage',
  commentTypeCategory: 'CommentCategoriesPage',
  commentType: 'CommentTypesPage',
  commentFaqs: 'CommentFaqsPage',
  propertyPaymentProjects: 'ProjectLinksPage',
} as const;

/**
 * @example
 * const name: CommunityPageName = 'commentBill';
 */
export type CommunityPageName = keyof typeof COMMUNITY_PAGES;

type Role = (typeof COMMUNITY_ROLES)[keyof typeof COMMUNITY_ROLES];

const entry = (path: string, name: CommunityPageName, role: Role): RouteEntry =>
  ({ path, name, title: `route.${name}`, roles: [role], view: { kind: 'page', page: name } });

const group = (path: string, name: string, role: Role, children: RouteEntry[]): RouteEntry =>
  ({ path, name, title: `route.${name}`, roles: [role], children });

const R = COMMUNITY_ROLES;

/**
 * The community pages, as groups merged into the console's groups of the same path.
 * @example
 * mountDomains(myRoutes, [communityDomain]) // communityRoutes fill /comment, /meetingRoom...
 */
export const communityRoutes: readonly RouteEntry[] = [
  group('/convenience', 'convenience', R.convenience, [
    entry('/convenience/carwashService', 'carwashService', R.convenience),
    entry('/convenience/carwashOrder', 'carwashOrder', R.convenience),
    entry('/convenience/carwashOrgSet', 'carwashOrgSet', R.convenience),
    entry('/convenience/carwashCustomer', 'carwashCustomer', R.convenience),
    // Car parks have no group of their own in 000 section 2: they join the convenience services.
    entry('/convenience/carpark', 'carpark', R.carpark),
    entry('/convenience/parkingRecord', 'parkingRecord', R.carpark),
    entry('/convenience/chargingCategory', 'chargingCategory', R.charging),
    entry('/convenience/chargingProduct', 'chargingProduct', R.charging),
    entry('/convenience/chargingRecharge', 'chargingRecharge', R.charging),
    entry('/convenience/billPush', 'billPush', R.bill),
    entry('/convenience/billPushTemplate', 'billPushTemplate', R.bill),
    // 物业缴费项目 (001 section 7.6: projects/all and ProjectsXOrganistation) had no page; a convenience service like the bills.
    entry('/convenience/propertyPaymentProjects', 'propertyPaymentProjects', R.payment),
  ]),
  group('/lostAndFound', 'lostAndFound', R.lost, [entry('/lostAndFound/index', 'lostItems', R.lost)]),
  group('/electronRelease', 'electronRelease', R.release, [entry('/electronRelease/releaseManger', 'releaseManger', R.release)]),
  group('/meetingRoom', 'meetingRoom', R.meeting, [
    entry('/meetingRoom/room', 'meetingRoomManage', R.meeting),
    entry('/meetingRoom/reserve', 'meetingReserve', R.meeting),
    entry('/meetingRoom/approval', 'meetingApproval', R.meeting),
    entry('/meetingRoom/statistics', 'meetingStatistics', R.meeting),
    entry('/meetingRoom/record', 'meetingRecord', R.meeting),
    entry('/meetingRoom/service', 'meetingService', R.meeting),
  ]),
  group('/overtimeManage', 'overtimeManage', R.air, [
    entry('/overtimeManage/airConditionerRoom', 'airConditionerRoom', R.air),
    entry('/overtimeManage/apply', 'overtimeApply', R.air),
    entry('/overtimeManage/rule', 'overtimeRule', R.air),
    entry('/overtimeManage/bill', 'overtimeBill', R.air),
  ]),
  group('/comment', 'comment', R.comment, [
    entry('/comment/commentBill', 'commentBill', R.comment),
    entry('/comment/commentTypeCategory', 'commentTypeCategory', R.comment),
    entry('/comment/commentType', 'commentType', R.comment),
    entry('/comment/commentFaqs', 'commentFaqs', R.comment),
  ]),
];
