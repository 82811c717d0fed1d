import { NavLink } from 'react-router-dom';
import { styled, css } from 'styled-components';
import { isGroup, joinPath, routeTitle, useT } from '../../core';
import type { RouteEntry } from '../../core';
import { Icon, cssVar } from '../../ui';
import { SidebarIcon, sidebarIconOf } from './SidebarIcon';

export interface SidebarItemProps {
  entry: RouteEntry;
  /** Absolute path of the parent. */
  base: string;
  depth: number;
  collapsed: boolean;
  /** Absolute paths of the open groups. */
  openGroups: ReadonlySet<string>;
  onToggleGroup: (path: string) => void;
  /** Absolute path of the current page. */
  activePath: string;
  onExternal: (entry: RouteEntry) => void;
}

const text = cssVar.sidebarText;
const activeText = `var(--sc-sidebar-active-text, ${cssVar.sidebarActive})`;

// Labels wrap to a second line instead of being cut: English and Spanish titles are long for 210 px.
const row = css<{ $depth: number; $collapsed: boolean }>`
  display: flex; align-items: center; gap: 10px; width: 100%; box-sizing: border-box; min-height: 50px;
  padding: 0 ${(p) => (p.$collapsed ? 0 : 12)}px 0 ${(p) => (p.$collapsed ? 0 : 16 + p.$depth * 16)}px;
  justify-content: ${(p) => (p.$collapsed ? 'center' : 'flex-start')};
  border: 0; background: none; color: ${text}; font: inherit; font-size: ${cssVar.fontSize}; line-height: 1.25; text-align: left; text-decoration: none;
  cursor: pointer;
  &:hover { background: ${cssVar.sidebarHoverBg}; }
  &:focus-visible { outline: 2px solid ${activeText}; outline-offset: -2px; }
  .sc-label {
    flex: 1 1 auto; min-width: 0; padding: 6px 0; overflow-wrap: anywhere;
    ${(p) => (p.$collapsed ? 'position: absolute; width: 1px; height: 1px; padding: 0; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;' : '')}
  }
`;
const Link = styled(NavLink)<{ $depth: number; $collapsed: boolean }>`
  ${row}
  &.active { color: ${activeText}; background: ${cssVar.sidebarActiveBg}; box-shadow: inset 3px 0 0 ${activeText}; font-weight: 600; }
`;
const GroupButton = styled.button<{ $depth: number; $collapsed: boolean; $active: boolean }>`
  ${row}
  ${(p) => (p.$active ? css`color: ${activeText}; font-weight: 600;` : '')}
`;
const Sub = styled.ul`list-style: none; margin: 0; padding: 0; background: ${cssVar.sidebarSubBg};`;

/** The entry shown for a group with exactly one visible page and no `alwaysShow` (the page itself). */
export function soleChild(entry: RouteEntry): RouteEntry | null {
  const kids = entry.children ?? [];
  const only = kids[0];
  return !entry.alwaysShow && kids.length === 1 && only && !isGroup(only) ? only : null;
}

/**
 * One sidebar entry: a page link, an external link (opens a new window), or a collapsible
 * group (button with aria-expanded and a nested list).
 * @example
 * <SidebarItem entry={entry} base="/" depth={0} collapsed={false} openGroups={open} onToggleGroup={toggle} activePath={pathname} onExternal={openLink} />
 */
export function SidebarItem(props: SidebarItemProps) {
  const { entry, base, depth, collapsed, openGroups, onToggleGroup, activePath, onExternal } = props;
  const t = useT();
  const path = joinPath(base, entry.path);
  const sole = soleChild(entry);
  if (sole) return <SidebarItem {...props} entry={{ ...sole, icon: sole.icon ?? sidebarIconOf(entry, depth) }} base={path} />;
  const title = routeTitle(t, entry.title);
  const hidesLabel = collapsed && depth === 0;

  if (isGroup(entry)) {
    const open = openGroups.has(path) && !hidesLabel;
    const within = activePath === path || activePath.startsWith(`${path}/`);
    return (
      <li>
        <GroupButton
          type="button" $depth={depth} $collapsed={hidesLabel} $active={within} aria-expanded={open}
          title={hidesLabel ? title : undefined} onClick={() => onToggleGroup(path)}
        >
          <SidebarIcon entry={entry} depth={depth} />
          <span className="sc-label">{title}</span>
          {hidesLabel ? null : <Icon name={open ? 'chevron-down' : 'chevron-right'} size={12} />}
        </GroupButton>
        {open ? (
          <Sub>
            {entry.children!.map((child) => <SidebarItem key={child.name} {...props} entry={child} base={path} depth={depth + 1} />)}
          </Sub>
        ) : null}
      </li>
    );
  }

  if (entry.externallink) {
    return (
      <li>
        <GroupButton
          type="button" $depth={depth} $collapsed={hidesLabel} $active={false}
          aria-label={t('sidebar.externalLink', { title })} title={hidesLabel ? title : undefined} onClick={() => onExternal(entry)}
        >
          <SidebarIcon entry={entry} depth={depth} />
          <span className="sc-label">{title}</span>
          {hidesLabel ? null : <Icon name="external" size={12} />}
        </GroupButton>
      </li>
    );
  }

  return (
    <li>
      <Link to={path} end $depth={depth} $collapsed={hidesLabel} title={hidesLabel ? title : undefined}>
        <SidebarIcon entry={entry} depth={depth} />
        <span className="sc-label">{title}</span>
      </Link>
    </li>
  );
}
