import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { useGuardedRoutes, usePreferences, useT } from '../../core';
import { cssVar } from '../../ui';
import type { RouteEntry } from '../../core';
import { Navbar } from '../navbar/Navbar';
import { TabStrip } from '../tabs/TabStrip';
import { AppMain } from './AppMain';
import { MobileDrawer } from './MobileDrawer';
import { Sidebar } from './Sidebar';

/**
 * @example
 * <GuardedRoutes layout={<Layout />} ... />
 */
export interface LayoutProps {
  /** The route table; default: the one of the enclosing `<GuardedRoutes>`. */
  routes?: readonly RouteEntry[];
  /** What the main area shows; default `<AppMain />` (keep-alive router view). */
  children?: ReactNode;
}

// Only the main area scrolls: the frame is exactly the viewport, and the navbar and tab strip are
// `flex: none` (see Navbar and TabStrip), so a long page can neither push nor squash them.
const Frame = styled.div`
  display: flex; height: 100vh; height: 100dvh; overflow: hidden;
  font-family: ${cssVar.fontFamily};
`;
const Column = styled.div`display: flex; flex-direction: column; flex: 1 1 auto; min-width: 0; min-height: 0;`;
const Skip = styled.a`
  position: absolute; left: -9999px; top: 8px; z-index: 3000; padding: ${cssVar.spaceSm} ${cssVar.spaceMd}; background: #fff;
  &:focus { left: 8px; }
`;

/**
 * The console frame (000 section 2): sidebar (a drawer below 992 px), navbar, tab strip and the
 * main area. Notices and the update prompt live above it (`<AdminConsole>`), so the login page has them too.
 * @example
 * <GuardedRoutes layout={<Layout />} ... />
 */
export function Layout({ routes, children }: LayoutProps) {
  const guard = useGuardedRoutes();
  const table = routes ?? guard?.routes ?? [];
  const t = useT();
  const { device, sidebarOpened } = usePreferences();
  return (
    <Frame className="sca-layout" data-device={device}>
      <Skip href="#sc-main">{t('layout.skip')}</Skip>
      {device === 'mobile' ? <MobileDrawer routes={table} /> : <Sidebar routes={table} collapsed={!sidebarOpened} />}
      <Column className="sca-layout-column">
        <Navbar routes={table} />
        <TabStrip />
        {children ?? <AppMain />}
      </Column>
    </Frame>
  );
}
