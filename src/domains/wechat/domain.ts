/**
 * The wechat domain as one value: its pages in 设置中心, role key and texts. The console and the
 * build read it from `src/domains/registry.ts`.
 */
import type { DomainModule } from '../../core/domain';
import { wechatMessages } from './messages';
import { WECHAT_PAGES, wechatRoutes } from './routes';

/**
 * @example
 * mountDomains(myRoutes, [wechatDomain]) // the '设置中心' pages added to a console's menu
 */
export const wechatDomain: DomainModule = {
  name: 'wechat',
  roles: [...new Set(wechatRoutes.roles)],
  routes: [wechatRoutes],
  pages: WECHAT_PAGES,
  messages: wechatMessages,
  load: () => import('./index'),
};
