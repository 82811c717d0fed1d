import type { RouteEntry } from '../../core';
import { ICON_NAMES, Icon } from '../../ui';
import type { IconName } from '../../ui';

/**
 * The sidebar's own icons: 24×24 stroke drawings in `currentColor`, as path data. They live here,
 * not in `src/ui/Icon.tsx`, so they load with the layout after login and the login page never pays for them.
 */
export const SIDEBAR_ICONS = {
  home: 'M3 11l9-8 9 8M5.5 9.5V20h5v-6h3v6h5V9.5',
  monitor: 'M3 4h18v12H3zM8 20h8M12 16v4M6 11h3l2-3 2 5 2-2h3',
  settings: 'M4 6h9M17 6h3M4 12h3M11 12h9M4 18h11M19 18h1M15 4v4M9 10v4M17 16v4',
  chat: 'M4 5h12v9H9l-4 3v-3H4zM16 9h4v8h-1v3l-4-3h-4v-3',
  shield: 'M12 3l8 3v6c0 4.5-3.4 8-8 9c-4.6-1-8-4.5-8-9V6zM9 12l2 2 4-4',
  org: 'M9 3h6v5H9zM3 16h6v5H3zM15 16h6v5h-6zM12 8v4M6 16v-4h12v4',
  network: 'M6 9a3 3 0 1 0 0 6a3 3 0 1 0 0-6zM18 3a3 3 0 1 0 0 6a3 3 0 1 0 0-6zM18 15a3 3 0 1 0 0 6a3 3 0 1 0 0-6zM8.6 10.5l6.8-3.8M8.6 13.5l6.8 3.8',
  users: 'M9 4a3.5 3.5 0 1 0 0 7a3.5 3.5 0 1 0 0-7zM2.5 20a6.5 6.5 0 0 1 13 0M16 4.5a3.5 3.5 0 0 1 0 6.5M18 14a6.5 6.5 0 0 1 3.5 6',
  building: 'M4 21V5l8-2v18M12 8h8v13M3 21h18M7.5 8h1M7.5 12h1M7.5 16h1M15.5 12h1M15.5 16h1',
  briefcase: 'M3 8h18v12H3zM9 8V5h6v3M3 13h18M11 13v2h2v-2',
  megaphone: 'M4 10h3l9-5v14l-9-5H4zM7 14l1.5 6h3L10 15M19 9.5a3 3 0 0 1 0 5',
  store: 'M4 9l1.5-5h13L20 9zM4 9a2.7 2.7 0 0 0 5.3 0a2.7 2.7 0 0 0 5.4 0a2.7 2.7 0 0 0 5.3 0M5 11.5V20h14v-8.5M10 20v-5h4v5',
  canteen: 'M7 3v18M4.5 3v5a2.5 2.5 0 0 0 5 0V3M17 21V3c-2 1.5-3 4.5-3 8h3',
  cart: 'M3 4h2.5l2.2 10.5h10.3L20 7H6.2M9 17.8a1.2 1.2 0 1 0 0 2.4a1.2 1.2 0 1 0 0-2.4zM17 17.8a1.2 1.2 0 1 0 0 2.4a1.2 1.2 0 1 0 0-2.4z',
  'chart-bar': 'M4 20h16M7 16v-5M12 16V6M17 16v-8',
  'chart-pie': 'M21 12A9 9 0 1 1 12 3v9zM15 3.5A8.5 8.5 0 0 1 20.5 9H15z',
  download: 'M12 4v11M7 10l5 5 5-5M5 20h14',
  bell: 'M6 16v-5a6 6 0 0 1 12 0v5l2 2H4zM10 20.5a2 2 0 0 0 4 0',
  heart: 'M12 20s-7-4.4-7-10a4 4 0 0 1 7-2.6A4 4 0 0 1 19 10c0 5.6-7 10-7 10z',
  door: 'M6 21V3h12v18M3 21h18M14.5 12h.01',
  box: 'M3 7.5L12 3l9 4.5v9L12 21l-9-4.5zM3 7.5l9 4.5 9-4.5M12 12v9',
  slip: 'M6 3h8l4 4v14H6zM14 3v4h4M9 14l2 2 4-4',
  calendar: 'M4 6h16v14H4zM4 10h16M8 3v5M16 3v5',
  snowflake: 'M12 3v18M4.2 7.5l15.6 9M4.2 16.5l15.6-9M9.5 4.5L12 6l2.5-1.5M9.5 19.5L12 18l2.5 1.5',
  comment: 'M4 5h16v11H9l-5 4zM12 8v4M12 14v.01',
  link: 'M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1',
  external: 'M14 4h6v6M20 4l-9 9M18 14v6H4V6h6',
  /** The default of a top-level entry that names no icon. */
  apps: 'M4 4h6v6H4zM14 4h6v6h-6zM4 14h6v6H4zM14 14h6v6h-6z',
  /** The default of a nested page: a small bullet that keeps the labels aligned. */
  dot: 'M12 10.5a1.5 1.5 0 1 0 0 3a1.5 1.5 0 1 0 0-3z',
} as const;

export type SidebarIconName = keyof typeof SIDEBAR_ICONS;

/** Icons of groups whose route data carries none (a domain package's group), by the group's name. */
export const GROUP_ICONS: Readonly<Record<string, SidebarIconName>> = { meal: 'canteen' };

const has = (map: object, key: unknown): boolean => typeof key === 'string' && Object.prototype.hasOwnProperty.call(map, key);

/** True for a name of the sidebar's icon set. */
export const isSidebarIconName = (name: unknown): name is SidebarIconName => has(SIDEBAR_ICONS, name);

/**
 * The icon of a sidebar entry: its `icon` when the sidebar's set (or `src/ui`'s) has it, else the
 * icon of its group name, else `apps` at the top level and `dot` below it.
 * @example
 * sidebarIconOf({ name: 'platform', icon: 'shield' }) // 'shield'
 * sidebarIconOf({ name: 'meal' })                     // 'canteen'
 * sidebarIconOf({ name: 'user' }, 1)                  // 'dot'
 */
export function sidebarIconOf(entry: Pick<RouteEntry, 'name' | 'icon'>, depth = 0): SidebarIconName | IconName {
  if (isSidebarIconName(entry.icon)) return entry.icon;
  if ((ICON_NAMES as readonly unknown[]).includes(entry.icon)) return entry.icon as IconName;
  if (has(GROUP_ICONS, entry.name)) return GROUP_ICONS[entry.name]!;
  return depth === 0 ? 'apps' : 'dot';
}

/**
 * The decorative icon of a sidebar entry (the entry's label names it), 18 px by default.
 * @example
 * <SidebarIcon entry={entry} depth={0} />
 */
export function SidebarIcon({ entry, depth = 0, size = 18 }: { entry: Pick<RouteEntry, 'name' | 'icon'>; depth?: number; size?: number }) {
  const name = sidebarIconOf(entry, depth);
  if (!isSidebarIconName(name)) return <Icon name={name} size={size} />;
  return (
    <svg
      width={size} height={size} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8}
      strokeLinecap="round" strokeLinejoin="round" focusable="false" aria-hidden="true" data-icon={name} style={{ flex: 'none' }}
    >
      <path d={SIDEBAR_ICONS[name]} />
    </svg>
  );
}
