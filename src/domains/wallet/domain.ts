/**
 * The wallet domain as one value: its pages in the '商户管理' and '企业管理' groups, role keys and
 * texts. The console and the build read it from `src/domains/registry.ts`.
 */
import type { DomainModule } from '../../core/domain';
import { ENTERPRISE_ROLE, WALLET_PAGES, WALLET_ROLE, walletRoutes } from './routes';
import { walletTitles } from './titles.gen';

/**
 * @example
 * mountDomains(myRoutes, [walletDomain]) // 充值管理, 账户流水, 授信 … added to a console's menu
 */
export const walletDomain: DomainModule = {
  name: 'wallet',
  roles: [WALLET_ROLE, ENTERPRISE_ROLE],
  routes: walletRoutes,
  pages: WALLET_PAGES,
  titles: walletTitles,
  load: () => import('./index'),
};
