/**
 * The notice domain as one value: its pages in 通知中心 and 基础设置, role keys and texts. The console
 * and the build read it from `src/domains/registry.ts`.
 */
import type { DomainModule } from '../../core/domain';
import { NOTICE_PAGES, NOTICE_ROLE, NOTICE_SETTINGS_ROLE, noticeRoutes, noticeSettingsRoutes } from './routes';
import { noticeTitles } from './titles.gen';

/**
 * @example
 * mountDomains(myRoutes, [noticeDomain]) // the '通知中心' pages added to a console's menu
 */
export const noticeDomain: DomainModule = {
  name: 'notice',
  roles: [NOTICE_ROLE, NOTICE_SETTINGS_ROLE],
  routes: [noticeRoutes, noticeSettingsRoutes],
  pages: NOTICE_PAGES,
  titles: noticeTitles,
  load: () => import('./index'),
};
