/**
 * The wechat domain as one value: its pages in 设置中心, role key and texts. The console and the
 * build read it from `src/domains/registry.ts`.
 */
import type { DomainModule } from '../../core/domain';
import { WECHAT_PAGES, wechatRoutes } from './routes';
import { wechatTitles } from './titles.gen';

/**
 * @example
 * mountDomains(myRoutes, [wechatDomain]) // the '设置中心' pages added to a console's menu
 */
export const wechatDomain: DomainModule = {
  name: 'wechat',
  roles: [...new Set(wechatRoutes.roles)],
  routes: [wechatRoutes],
  pages: WECHAT_PAGES,
  titles: wechatTitles,
  load: () => import('./index'),
};
