import { useEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
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
 * closes by itself when the user goes to another page (000 section 2: a link, the search, back or
 * forward), on Esc and on a backdrop click. A redirect (a replace, such as '/' to the first page
 * after login, which commits once that page has rendered) is no going anywhere: it leaves the
 * drawer as it is, or a tap on the menu right after login opened a drawer the redirect then shut.
 * @example
 * {device === 'mobile' ? <MobileDrawer routes={routes} /> : <Sidebar routes={routes} />}
 */
export function MobileDrawer({ routes }: MobileDrawerProps) {
  const t = useT();
  const { sidebarOpened, closeSidebar } = usePreferences();
  const { pathname, search } = useLocation();
  const navigation = useNavigationType();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) { first.current = false; return; }
    if (navigation !== 'REPLACE') closeSidebar();
  }, [pathname, search, navigation, closeSidebar]);
  return (
    <Drawer
      open={sidebarOpened} onClose={closeSidebar} placement="left" size={SIDEBAR_WIDTH_PX}
      label={t('sidebar.label')} style={{ background: cssVar.sidebarBg }}
    >
      <Sidebar routes={routes} />
    </Drawer>
  );
}
