import type { ResourceDef } from '../contract/types';
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
export function resourcePageOf(resource: ResourceDef, fixed: Partial<Omit<ResourcePageProps, 'resource'>> = {}) {
  return function DomainResourcePage(props: ResourcePageOfProps) {
    return <ResourcePage resource={resource} {...fixed} {...props} />;
  };
}
