/** The console's route table: every menu group and page of 000 section 2, as data. */
import type { RouteEntry } from '../../core';
import { mountDomains } from '../../core/domain';
import { addMessages, addSourceMessages } from '../../i18n';
import { routeTitlesZhCN } from '../../i18n/messages/routes.zh-CN';
import { DOMAINS } from '../../domains/registry';
import { basesettingRoutes } from './basesetting';
import { buildFlashStatiscalRoutes } from './buildFlashStatiscal';
import { dashboardRoutes } from './dashboard';
import { enterpiseMangerRoutes } from './enterpiseManger';
import { exportCenterRoutes } from './exportCenter';
import { flashdeliverRoutes } from './flashdeliver';
import { marketingCenterRoutes } from './marketingCenter';
import { merchantRoutes } from './merchant';
import { noticeCenterRoutes } from './noticeCenter';
import { operationcenterRoutes } from './operationcenter';
import { operatorRoutes } from './operator';
import { organisationRoutes } from './organisation';
import { otherRoutes } from './others';
import { platformRoutes } from './platform';
import { statiscalRoutes } from './statiscal';
import { systemRoutes } from './system';
import { userManageRoutes } from './userManage';
import { wechatRoutes } from './wechat';

/** The menu groups of 000 section 2, before the domains fill them in. */
const specRoutes: RouteEntry[] = [
  ...dashboardRoutes,
  systemRoutes,
  basesettingRoutes,
  wechatRoutes,
  platformRoutes,
  operationcenterRoutes,
  operatorRoutes,
  userManageRoutes,
  organisationRoutes,
  enterpiseMangerRoutes,
  marketingCenterRoutes,
  merchantRoutes,
  flashdeliverRoutes,
  buildFlashStatiscalRoutes,
  statiscalRoutes,
  exportCenterRoutes,
  noticeCenterRoutes,
  ...otherRoutes,
];

// The menu shows every domain's route titles and the other groups' and pages' titles, in the user's locale:
// added with the table, so a bundle that never uses the table (the login page, a partner's page) drops them.
// en and es hold the other titles in their catalogues, loaded with the language.
function mountTitled(base: readonly RouteEntry[], domains: typeof DOMAINS): RouteEntry[] {
  addSourceMessages(routeTitlesZhCN);
  for (const d of domains) addMessages(d.titles);
  return mountDomains(base, domains);
}

/**
 * Every entry with its role keys (000 section 6), the domains' entries mounted (see
 * `src/domains/registry.ts`); the guard and the sidebar filter it per user.
 * @example
 * <GuardedRoutes routes={consoleRoutes} layout={<Layout />} /> // the spec's menu with every domain's entries
 */
export const consoleRoutes: RouteEntry[] = /* @__PURE__ */ mountTitled(specRoutes, DOMAINS);

/** Role keys of 000 section 6 (the set route entries may use). */
export const ROLE_KEYS = [
  'system-monitoring', 'dictionary', 'base-setting', 'system-management', 'organization', 'userManagement', 'space',
  'enterprise', 'marketingCenter', 'merchant/wallet', 'flashdeliver', 'flashstatiscal', 'statisticalData',
  'pc:noticeCenter', 'pc.convenient', 'pc:passthrough', 'pc:lost', 'pc:electronicRelease', 'meetingRoom',
  'pc:airovertime', 'pc.tousujiany',
] as const;

/** Entries open to every logged-in user (no role key): the home dashboard and the export centre. */
export const OPEN_ROUTE_NAMES = ['dashboard', 'exportCenter', 'taskList'] as const;

/** The external-link keys the sidebar uses (AdminProvider `externalLinks`). */
export const EXTERNAL_LINK_KEYS = ['mail', 'smartPassage', 'questionnaire', 'inspection', 'onlineMall'] as const;
