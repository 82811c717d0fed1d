/**
 * What the home page counts, per role: each card names the call that answers it (a list's total
 * with a filter, or a report's total), the role key that call needs, and the page that shows the
 * rows counted. Cards a user's permissions do not open are neither shown nor fetched. Cards marked
 * `todo` are work waiting for someone (audits, reviews, open complaints) and fill the to-do list.
 */

export interface DashboardCard {
  readonly key: string;
  /** Message key of the card's title. */
  readonly title: string;
  /** Role key (000 section 6) the call needs. */
  readonly permission: string;
  /** POST path below the API base and its body; `{today}` in a value becomes today's date. */
  readonly path: string;
  readonly body: Readonly<Record<string, string | number>>;
  /** The number in the answer: a list's `total`, or a report's total of one measure. */
  readonly pick: { readonly kind: 'total' } | { readonly kind: 'measure'; readonly measure: string };
  /** Two decimals (money). */
  readonly money?: boolean;
  /** The filtered page of what it counts; `{today}` becomes today's date. */
  readonly href?: string;
  readonly todo?: boolean;
}

const TODAY_REPORT = { startDate: '{today}', endDate: '{today}', dimension: 'mealTime' } as const;

export const DASHBOARD_CARDS: readonly DashboardCard[] = [
  {
    key: 'todayOrders', title: 'dashboard.todayOrders', permission: 'merchant/wallet', path: '/statistics/report/dinnerStatistics', body: TODAY_REPORT,
    pick: { kind: 'measure', measure: 'orders' }, href: '/meal/orders?f.date={today}~{today}',
  },
  {
    key: 'todayRevenue', title: 'dashboard.todayRevenue', permission: 'merchant/wallet', path: '/statistics/report/dinnerStatistics', body: TODAY_REPORT,
    pick: { kind: 'measure', measure: 'amount' }, money: true, href: '/meal/statistics',
  },
  {
    key: 'rechargePending', title: 'dashboard.rechargePending', permission: 'merchant/wallet', path: '/wallet/rechargeManage/list',
    body: { auditStatus: 'pending', pageSize: 1 }, pick: { kind: 'total' }, todo: true,
  },
  {
    // Users' recharges (one user, a batch, a welfare pay-out) wait in their own queue (用户充值).
    key: 'userRechargePending', title: 'dashboard.userRechargePending', permission: 'merchant/wallet', path: '/organisation/userRechargeRequest/list',
    body: { auditStatus: 'pending', pageSize: 1 }, pick: { kind: 'total' }, href: '/merchant/userRecharge?f.auditStatus=pending', todo: true,
  },
  {
    key: 'householdsPending', title: 'dashboard.householdsPending', permission: 'space', path: '/organisation/household/findAuditList',
    body: { pageSize: 1 }, pick: { kind: 'total' }, href: '/userManage/ownerAuditManage', todo: true,
  },
  {
    key: 'noticesPending', title: 'dashboard.noticesPending', permission: 'pc:noticeCenter', path: '/notify/appNotice/list',
    body: { auditStatus: 'pending', pageSize: 1 }, pick: { kind: 'total' }, href: '/noticeCenter/notice?f.auditStatus=pending', todo: true,
  },
  {
    key: 'wechatPending', title: 'dashboard.wechatPending', permission: 'pc:noticeCenter', path: '/notify/wechatNotice/list',
    body: { auditStatus: 'pending', pageSize: 1 }, pick: { kind: 'total' }, href: '/noticeCenter/noticeWx?f.auditStatus=pending', todo: true,
  },
  {
    key: 'devicesOffline', title: 'dashboard.devicesOffline', permission: 'merchant/wallet', path: '/wallet/equipment/list',
    body: { onlineStatus: 'offline', pageSize: 1 }, pick: { kind: 'total' },
  },
  {
    key: 'complaintsOpen', title: 'dashboard.complaintsOpen', permission: 'pc.tousujiany', path: '/comment/commentBill/list',
    body: { status: 'pending', pageSize: 1 }, pick: { kind: 'total' }, href: '/comment/commentBill?f.status=pending', todo: true,
  },
];

/** A card's call body or link with today's date filled in. */
export const withToday = (s: string, today: string): string => s.replace(/\{today\}/g, today);
