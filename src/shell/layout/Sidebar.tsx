import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import { findRouteByPath, flattenRoutes, menuEntries, useOpenExternalLink, usePreferences, useSession, useT } from '../../core';
import type { RouteEntry } from '../../core';
import { SIDEBAR_WIDTH_PX } from '../../utils';
import { cssVar } from '../../ui';
import { SidebarItem } from './SidebarItem';

/**
 * @example
 * <Sidebar routes={consoleRoutes} collapsed={!sidebarOpened} />
 */
export interface SidebarProps {
  /** The console's whole route table; only what the session may open is shown. */
  routes: readonly RouteEntry[];
  /** Icons only (the desktop sidebar when closed). */
  collapsed?: boolean;
  className?: string;
}

/**
 * Width of the collapsed desktop sidebar (icons only).
 * @example
 * const width = collapsed ? SIDEBAR_COLLAPSED_PX : SIDEBAR_WIDTH_PX; // 54 or 210
 */
export const SIDEBAR_COLLAPSED_PX = 54;

const Aside = styled.nav<{ $width: number }>`
  width: ${(p) => p.$width}px; flex: none; height: 100%; overflow: hidden auto; box-sizing: border-box;
  background: ${cssVar.sidebarBg}; transition: width 0.28s;
  @media (prefers-reduced-motion: reduce) { transition: none; }
  ul { list-style: none; margin: 0; padding: 0; }
`;
// The app name wraps to a second line rather than being cut (en 'Consumption Platform' is wider than 150 px).
const Brand = styled.div<{ $collapsed: boolean }>`
  min-height: 50px; display: flex; align-items: center; justify-content: ${(p) => (p.$collapsed ? 'center' : 'flex-start')};
  gap: ${cssVar.spaceSm}; padding: 0 ${(p) => (p.$collapsed ? 0 : 12)}px; box-sizing: border-box;
  color: #fff; font-weight: 600; font-size: ${cssVar.fontSize}; line-height: 1.2; background: rgba(0, 0, 0, 0.12);
  /* The mark is white with the sidebar's colour as text: readable (AA) on any sidebar palette, whatever the primary. */
  span:first-child { display: inline-grid; place-items: center; width: 28px; height: 28px; border-radius: 6px; background: #fff; color: ${cssVar.sidebarBg}; flex: none; }
  span + span { min-width: 0; padding: ${cssVar.spaceXs} 0; overflow-wrap: anywhere; }
  ${(p) => (p.$collapsed ? 'span + span { display: none; }' : '')}
`;

/** The absolute paths of the groups on the way to `pathname`. */
function groupsOn(routes: readonly RouteEntry[], pathname: string): string[] {
  const found = findRouteByPath(routes, pathname);
  if (!found) return [];
  const flat = flattenRoutes(routes);
  return found.parents.map((p) => flat.find((r) => r.entry === p)?.path).filter((p): p is string => Boolean(p));
}

/**
 * The menu (000 section 2): the permitted, visible route entries as a tree, 210 px wide (54 px
 * collapsed, icons only). The group of the current page opens by itself; entries with an
 * external link open it in a new window with the token (trusted hosts only), or warn
 * '无跳转页面数据' when there is no link data. The palette follows the theme's sidebar choice
 * (dark, or green with a darker green sub-menu and white text) through CSS variables.
 * @example
 * <Sidebar routes={consoleRoutes} collapsed={!sidebarOpened} />
 */
export function Sidebar({ routes, collapsed = false, className }: SidebarProps) {
  const t = useT();
  const { perms } = useSession();
  const { theme, toggleSidebar } = usePreferences();
  const { pathname } = useLocation();
  const openExternal = useOpenExternalLink();
  const menu = useMemo(() => menuEntries(routes, perms), [routes, perms]);
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set(groupsOn(routes, pathname)));

  useEffect(() => {
    const on = groupsOn(routes, pathname);
    setOpen((prev) => (on.every((p) => prev.has(p)) ? prev : new Set([...prev, ...on])));
  }, [routes, pathname]);

  const toggleGroup = (path: string) => {
    if (collapsed) {
      // An icon-only group cannot show its pages: open the sidebar with the group unfolded.
      setOpen((prev) => new Set([...prev, path]));
      toggleSidebar();
      return;
    }
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(path)) next.delete(path);
      else next.add(path);
      return next;
    });
  };

  return (
    <Aside
      id="sc-sidebar" aria-label={t('sidebar.label')} className={className ? `sca-sidebar ${className}` : 'sca-sidebar'} data-sidebar-theme={theme.sidebar}
      data-collapsed={collapsed || undefined} $width={collapsed ? SIDEBAR_COLLAPSED_PX : SIDEBAR_WIDTH_PX}
    >
      <Brand $collapsed={collapsed}><span aria-hidden="true">SC</span><span>{t('app.shortTitle')}</span></Brand>
      <ul>
        {menu.map((entry) => (
          <SidebarItem
            key={entry.name} entry={entry} base="/" depth={0} collapsed={collapsed} openGroups={open}
            onToggleGroup={toggleGroup} activePath={pathname} onExternal={(e) => openExternal(e.externallink!)}
          />
        ))}
      </ul>
    </Aside>
  );
}
