import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { usePreferences, useT } from '../../core';
import type { RouteEntry } from '../../core';
import { SIDEBAR_WIDTH_PX } from '../../utils';
import { Drawer, cssVar } from '../../ui';
import { Sidebar } from './Sidebar';

export interface MobileDrawerProps {
  routes: readonly RouteEntry[];
}

/**
 * The sidebar of narrow screens (below 992 px): a drawer that the hamburger opens and that
 * closes by itself when the route changes (000 section 2), on Esc and on a backdrop click.
 * @example
 * {device === 'mobile' ? <MobileDrawer routes={routes} /> : <Sidebar routes={routes} />}
 */
export function MobileDrawer({ routes }: MobileDrawerProps) {
  const t = useT();
  const { sidebarOpened, closeSidebar } = usePreferences();
  const { pathname, search } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) { first.current = false; return; }
    closeSidebar();
  }, [pathname, search, closeSidebar]);
  return (
    <Drawer
      open={sidebarOpened} onClose={closeSidebar} placement="left" size={SIDEBAR_WIDTH_PX}
      label={t('sidebar.label')} style={{ background: cssVar.sidebarBg }}
    >
      <Sidebar routes={routes} />
    </Drawer>
  );
}
