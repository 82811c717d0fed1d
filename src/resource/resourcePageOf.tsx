import type { ResourceDef } from '../contract/types';
import type { DomainMessages } from '../core/domain';
import { ResourcePage, type ResourcePageProps } from './ResourcePage';

/**
 * What a domain's page takes from its caller: any `ResourcePage` prop but the resource (a heading,
 * today for the date pickers, other columns or filters, `renderCell`...), over the domain's choices.
 * @example
 * export const MealsPage = resourcePageOf(meal, { columns: ['name', 'price', 'status'] });
 */
export type ResourcePageOfProps = Partial<Omit<ResourcePageProps, 'resource'>>;

/**
 * A mountable page that is the generic ResourcePage of one resource with a domain's choices
 * (columns, date rules, action labels); the caller's props override them (a title, today, columns...).
 * @example
 * export const MealsPage = resourcePageOf(meal, { columns: ['name', 'price', 'status'] });
 */
export function resourcePageOf(resource: ResourceDef, fixed: ResourcePageOfProps = {}) {
  function DomainResourcePage(props: ResourcePageOfProps) {
    return <ResourcePage resource={resource} {...fixed} {...props} />;
  }
  // Read by the test that every page mounted alone resolves its heading (tests/unit/pageTitles.test.ts).
  return Object.assign(DomainResourcePage, { pageTitle: fixed.title, pageMessages: fixed.messages });
}

/**
 * `resourcePageOf` for one domain: every page it makes carries the domain's texts, so a page
 * mounted alone (a partner's app, no console menu) finds its title and labels.
 * @example
 * const resourcePageOf = resourcePageWith(mealMessages);
 * export const MealsPage = resourcePageOf(meal, { title: 'route.meals' });
 */
export function resourcePageWith(messages: DomainMessages) {
  return (resource: ResourceDef, fixed: ResourcePageOfProps = {}) =>
    resourcePageOf(resource, { messages, ...fixed });
}
