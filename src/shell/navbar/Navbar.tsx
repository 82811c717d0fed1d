import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { usePreferences, useT } from '../../core';
import type { RouteEntry } from '../../core';
import { IconButton, cssVar } from '../../ui';
import { ErrorLogButton } from './ErrorLogButton';
import { ExportTaskDot } from './ExportTaskDot';
import { FullscreenButton } from './FullscreenButton';
import { HeaderSearch } from './HeaderSearch';
import { LanguageSelect } from './LanguageSelect';
import { NavBreadcrumb } from './NavBreadcrumb';
import { SizeSelect } from './SizeSelect';
import { ThemePicker } from './ThemePicker';
import { UserDropdown } from './UserDropdown';

export interface NavbarProps {
  routes: readonly RouteEntry[];
}

const Bar = styled.header`
  display: flex; flex: none; align-items: center; gap: ${cssVar.spaceSm}; height: 50px; padding: 0 ${cssVar.spaceSm}; box-sizing: border-box;
  background: ${cssVar.bg}; color: ${cssVar.text}; box-shadow: 0 1px 4px rgba(0, 21, 41, 0.08); position: relative; z-index: 9;
`;
const Left = styled.div`display: flex; align-items: center; gap: ${cssVar.spaceXs}; min-width: 0; flex: 1 1 auto; overflow: hidden;`;
const Right = styled.div`
  display: flex; align-items: center; gap: 2px; flex: none;
  @media (max-width: 767px) { [data-wide-only] { display: none; } }
`;
const Greeting = styled.span`
  margin: 0 ${cssVar.spaceSm}; font-size: ${cssVar.fontSize}; color: ${cssVar.textSecondary}; white-space: nowrap;
  /* Below 1200 px the breadcrumb needs the room more than the greeting does. */
  @media (max-width: 1199px) { display: none; }
`;

/**
 * The top bar: sidebar toggle, breadcrumb with back button, header search, error log, export
 * tasks, full screen, size, language, theme, greeting '欢迎，管理员' and the user menu.
 * @example
 * <Navbar routes={consoleRoutes} />
 */
export function Navbar({ routes }: NavbarProps) {
  const t = useT();
  const { sidebarOpened, toggleSidebar, device } = usePreferences();
  // Only a sidebar that is on the page can be named as controlled (a navbar shown alone has none).
  const [sidebarShown, setSidebarShown] = useState(false);
  useEffect(() => { setSidebarShown(device !== 'mobile' && document.getElementById('sc-sidebar') !== null); }, [device]);
  return (
    <Bar className="sca-navbar">
      <Left>
        <IconButton
          icon="menu" label={t('navbar.toggleSidebar')} aria-expanded={sidebarOpened}
          aria-controls={sidebarShown ? 'sc-sidebar' : undefined} onClick={toggleSidebar}
        />
        <NavBreadcrumb routes={routes} />
      </Left>
      <Right>
        <HeaderSearch routes={routes} />
        <ErrorLogButton />
        <ExportTaskDot />
        <span data-wide-only><FullscreenButton /></span>
        <span data-wide-only><SizeSelect /></span>
        <LanguageSelect />
        <ThemePicker />
        <Greeting>{t('navbar.greeting')}</Greeting>
        <UserDropdown />
      </Right>
    </Bar>
  );
}
