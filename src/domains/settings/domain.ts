/**
 * The settings domain as one value: its pages in 基础设置 (merged into the console's group of
 * the same path), its role keys and texts. The console and the build read it from
 * `src/domains/registry.ts`.
 */
import type { DomainModule } from '../../core/domain';
import { DICTIONARY_ROLE, SETTINGS_PAGES, SETTINGS_ROLE, settingsRoutes } from './routes';
import { settingsTitles } from './titles.gen';

/**
 * @example
 * mountDomains(myRoutes, [settingsDomain]) // 基础设置's pages added to a console's menu
 */
export const settingsDomain: DomainModule = {
  name: 'settings',
  roles: [SETTINGS_ROLE, DICTIONARY_ROLE, 'system-management'],
  routes: [settingsRoutes],
  pages: SETTINGS_PAGES,
  titles: settingsTitles,
  load: () => import('./index'),
};
