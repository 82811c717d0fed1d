/**
 * The marketing domain as one value: its pages in the '营销中心' group and its two reports in
 * '统计数据', role keys and texts. The console and the build read it from `src/domains/registry.ts`.
 */
import type { DomainModule } from '../../core/domain';
import { MARKETING_PAGES, MARKETING_REPORT_ROLE, MARKETING_ROLE, marketingReportRoutes, marketingRoutes } from './routes';
import { marketingTitles } from './titles.gen';

/**
 * @example
 * mountDomains(myRoutes, [marketingDomain]) // 优惠券, 分销管理, 领取记录… in a console's '营销中心' group
 */
export const marketingDomain: DomainModule = {
  name: 'marketing',
  roles: [MARKETING_ROLE, MARKETING_REPORT_ROLE],
  routes: [marketingRoutes, marketingReportRoutes],
  pages: MARKETING_PAGES,
  titles: marketingTitles,
  load: () => import('./index'),
};
