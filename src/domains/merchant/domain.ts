/**
 * The merchant domain as one value: its pages in the '商户管理' group (and 商户收款 under
 * 组织机构), role keys and texts. The console and the build read it from `src/domains/registry.ts`.
 */
import type { DomainModule } from '../../core/domain';
import { FLASH_STATISTICS_ROLE, MERCHANT_PAGES, MERCHANT_ROLE, ORGANIZATION_ROLE, merchantRoutes } from './routes';
import { merchantTitles } from './titles.gen';

/**
 * @example
 * mountDomains(myRoutes, [merchantDomain]) // the '商户管理' pages added to a console's menu
 */
export const merchantDomain: DomainModule = {
  name: 'merchant',
  roles: [MERCHANT_ROLE, ORGANIZATION_ROLE, FLASH_STATISTICS_ROLE],
  routes: merchantRoutes,
  pages: MERCHANT_PAGES,
  titles: merchantTitles,
  load: () => import('./index'),
};
