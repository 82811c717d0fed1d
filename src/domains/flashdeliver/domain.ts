/**
 * The cloud-shop domain as one value: its pages in the '云小店' group, role key and texts. The
 * console and the build read it from `src/domains/registry.ts`.
 */
import type { DomainModule } from '../../core/domain';
import { FLASHDELIVER_PAGES, FLASH_ROLE, flashdeliverRoutes } from './routes';
import { flashdeliverTitles } from './titles.gen';

/**
 * @example
 * mountDomains(myRoutes, [flashdeliverDomain]) // the '云小店' pages added to a console's menu
 */
export const flashdeliverDomain: DomainModule = {
  name: 'flashdeliver',
  roles: [FLASH_ROLE],
  routes: [flashdeliverRoutes],
  pages: FLASHDELIVER_PAGES,
  titles: flashdeliverTitles,
  load: () => import('./index'),
};
