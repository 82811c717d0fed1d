import type { ResourceDef } from '../contract/types';
import { ResourcePage, type ResourcePageProps } from './ResourcePage';

/** What a page made by `resourcePageOf` takes from its caller. */
export interface ResourcePageOfProps {
  /** i18n key or text of the heading (default: the resource's title). */
  title?: string;
  /** Today (yyyy-MM-dd) for the date pickers; stories and tests pin it. */
  today?: string;
}

/**
 * A mountable page that is the generic ResourcePage of one resource with a domain's choices
 * fixed (columns, date rules, action labels); the caller may still give a title and today.
 * @example
 * export const MealsPage = resourcePageOf(meal, { columns: ['name', 'price', 'status'] });
 */
export function resourcePageOf(resource: ResourceDef, fixed: Partial<Omit<ResourcePageProps, 'resource'>> = {}) {
  return function DomainResourcePage({ title, today }: ResourcePageOfProps) {
    return <ResourcePage resource={resource} {...fixed} {...(title ? { title } : {})} {...(today ? { today } : {})} />;
  };
}
