/**
 * The application shell (000 sections 2 and 4 to 9): layout, sidebar, navbar and its tools,
 * tab strip, keep-alive main area, public pages and dialogs. Renders what src/core holds.
 */
export { Layout } from './layout/Layout';
export type { LayoutProps } from './layout/Layout';
export { Sidebar, SIDEBAR_COLLAPSED_PX } from './layout/Sidebar';
export type { SidebarProps } from './layout/Sidebar';
export { SidebarItem } from './layout/SidebarItem';
export { MobileDrawer } from './layout/MobileDrawer';
export { AppMain } from './layout/AppMain';
export { PageView, withPageBoundary } from './layout/PageView';

export { Navbar } from './navbar/Navbar';
export { NavBreadcrumb } from './navbar/NavBreadcrumb';
export { HeaderSearch } from './navbar/HeaderSearch';
export { FullscreenButton } from './navbar/FullscreenButton';
export { SizeSelect } from './navbar/SizeSelect';
export { LanguageSelect } from './navbar/LanguageSelect';
export { ThemePicker, THEME_PRESETS } from './navbar/ThemePicker';
export { ErrorLogButton } from './navbar/ErrorLogButton';
export { ErrorLogDialog } from './navbar/ErrorLogDialog';
export { ExportTaskDot } from './navbar/ExportTaskDot';
export { UserDropdown } from './navbar/UserDropdown';
export { AppDownloadDialog } from './navbar/AppDownloadDialog';

export { TabStrip } from './tabs/TabStrip';

export { ChangePasswordDialog } from './dialogs/ChangePasswordDialog';
export { Notices } from './dialogs/Notices';
export { UpdatePrompt } from './dialogs/UpdatePrompt';

export { LoginPage } from './pages/LoginPage';
export { ExternalLoginPage } from './pages/ExternalLoginPage';
export { AuthRedirectPage } from './pages/AuthRedirectPage';
export type { AuthRedirectMessage } from './pages/AuthRedirectPage';
export { RedirectPage } from './pages/RedirectPage';
export { Page401 } from './pages/Page401';
export { Page404 } from './pages/Page404';
export { PendingPage } from './pages/PendingPage';
export { EmbeddedPage, EMBED_SANDBOX } from './pages/EmbeddedPage';
export { StatusPage } from './pages/StatusPage';

export { createRenderView } from './views/createRenderView';
export type { PageRegistry, ResourceView } from './views/createRenderView';
export { PageLoading } from './views/PageLoading';
