import { useLocation, useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { findRouteByPath, flattenRoutes, isGroup, routeTitle, useT } from '../../core';
import type { RouteEntry } from '../../core';
import { Breadcrumb, IconButton } from '../../ui';
import type { BreadcrumbItem } from '../../ui';

export interface NavBreadcrumbProps {
  routes: readonly RouteEntry[];
}

// One line in the 50 px bar whatever the language: crumbs never wrap; when the bar is short each crumb
// gives up width and ends in '…' (its full text stays in the DOM for screen readers), the back button never.
const Row = styled.div`
  display: flex; align-items: center; gap: 4px; min-width: 0;
  > button { flex: none; }
  > nav { min-width: 0; overflow: hidden; }
  > nav ol { flex-wrap: nowrap; }
  > nav li { display: flex; flex: 0 1 auto; min-width: 0; white-space: nowrap; }
  > nav li > :first-child { display: block; min-width: 2.5em; overflow: hidden; text-overflow: ellipsis; }
  > nav li > :not(:first-child) { flex: none; }
`;

/** Where a group crumb leads: its redirect, else its first page. */
function groupTarget(routes: readonly RouteEntry[], group: RouteEntry): string | undefined {
  const flat = flattenRoutes(routes);
  const self = flat.find((r) => r.entry === group);
  if (!self) return undefined;
  if (group.redirect) return group.redirect;
  return flat.find((r) => r.parents.includes(group) && !isGroup(r.entry) && !r.entry.hidden)?.path;
}

/**
 * Module > function > page for the current path (000 section 2), with a back button. Group
 * crumbs lead to the group's first page; the current page is plain text.
 * @example
 * <NavBreadcrumb routes={consoleRoutes} />
 */
export function NavBreadcrumb({ routes }: NavBreadcrumbProps) {
  const t = useT();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const found = findRouteByPath(routes, pathname);
  const items: BreadcrumbItem[] = found
    ? [
      ...found.parents.map((p, i) => {
        const href = groupTarget(routes, p);
        return { key: `${i}-${p.name}`, label: routeTitle(t, p.title), ...(href && href !== pathname ? { href } : {}) };
      }),
      { key: found.entry.name, label: routeTitle(t, found.entry.title) },
    ]
    : [];
  // react-router keeps the position in history.state.idx: 0 means there is nowhere to go back to.
  const idx = typeof window !== 'undefined' ? (window.history.state as { idx?: number } | null)?.idx ?? 0 : 0;
  return (
    <Row>
      <IconButton icon="arrow-left" label={t('breadcrumb.back')} disabled={idx <= 0} onClick={() => navigate(-1)} />
      <Breadcrumb label={t('breadcrumb.label')} items={items} onNavigate={(item, e) => { e.preventDefault(); if (item.href) navigate(item.href); }} />
    </Row>
  );
}
