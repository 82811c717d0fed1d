/**
 * The headless core of the admin kit (no styling): provider, session, permissions, routes and
 * the navigation guard, tabs with keep-alive, preferences and i18n hooks, notices, error log
 * and the small shell hooks. The shell (src/shell) renders all of it.
 */
export type {
  AdminProviderProps, ControlSize, Locale, ResourceViewOptions, RouteEntry, RouteView, ServiceKind, StoredUser, ThemeProp, ThemeSettings,
} from './types';

export { AdminProvider, useAdminRoot } from './AdminProvider';
export { mountDomains } from './domain';
export type { DomainMessages, DomainModule } from './domain';
export { useAdmin } from './adminContext';
export type { AdminConfig } from './adminContext';

// session
export { useEnsurePermissions, useSession, useSessionState } from './session/useSession';
export type { SessionApi } from './session/useSession';
export { ROLES_ERROR } from './session/sessionStore';
export type { SessionState } from './session/sessionStore';
export { encryptPassword, publicKeyOf, sealPassword, serverTimeOf } from './session/encryptPassword';
export {
  USER_KEY, ROLES_KEY, EXT_TOKEN_KEY, EXT_TYPE_KEY, LATEST_PATH_KEY, readStoredUser, readLatestPath,
} from './session/storage';

// permissions
export { can, useCan, Can, ADMIN_PERMISSION } from './permissions';
export type { CanProps } from './permissions';

// routes and guard
export {
  filterRoutes, flattenRoutes, findRouteByPath, menuEntries, leafRoutes, matchPage, joinPath, isGroup,
} from './routes/filterRoutes';
export type { FlatRoute } from './routes/filterRoutes';
export { decideNavigation, loginRedirect } from './routes/decideNavigation';
export type { NavigationDecision, NavigationState, NavigationTarget } from './routes/decideNavigation';
export { isInternalPath, safeInternalPath, isRememberablePath, postLoginTarget } from './routes/safePath';
export { useNavigationGuard } from './routes/useNavigationGuard';
export { GuardedRoutes } from './routes/GuardedRoutes';
export type { GuardedRoutesProps, PublicPages } from './routes/GuardedRoutes';
export { RouterView } from './routes/RouterView';
export { useGuardedRoutes } from './routes/guardContext';
export type { GuardContextValue, RenderView } from './routes/guardContext';
export { useCurrentRoute, useLoginTarget } from './routes/useCurrentRoute';
export { routeTitle, looksLikeKey } from './routes/routeTitle';
export { chooseRouteView, useRouteView } from './routes/chooseRouteView';
export type { ChosenView } from './routes/chooseRouteView';
export { useExternalLogin } from './routes/ExternalLoginGate';
export type { ExternalLoginState } from './routes/ExternalLoginGate';

// tabs
export { useTabs } from './tabs/useTabs';
export type { TabsApi } from './tabs/useTabs';
export type { TabView } from './tabs/tabStore';
export { hrefOf, isListStateParam, tabKeyOf } from './tabs/tabStore';
export { useUnsavedChanges } from './tabs/useUnsavedChanges';
export { useDiscardLabels } from './tabs/useDiscardLabels';
export type { DiscardTexts } from './tabs/useDiscardLabels';
export { TabKeyContext, useTabKey } from './tabs/TabKeyContext';

// preferences and i18n
export { usePreferences } from './preferences/usePreferences';
export type { PreferencesApi } from './preferences/usePreferences';
export type { Device } from './preferences/preferencesStore';
export { CONTROL_SIZES, CONTROL_SIZES_PX, DEFAULT_SIZE } from './preferences/sizes';
export { useT, useLocale } from './preferences/useT';
export { LOCALES, availableLocales, defineLocaleMessages, registerLocale } from '../i18n';
export type { BuiltInLocale, LocaleDefinition, LocaleMessages, Translator, MessageOverrides, MessageTable, OverridableKey } from '../i18n';

// notices and errors
export { useNotify, useNotices, useNoticesHost } from './notify/useNotify';
export type { NotifyApi, NoticesApi } from './notify/useNotify';
export type { Toast, ToastType, ConfirmOptions, ConfirmRequest } from './notify/notifyStore';
export { useErrorLog } from './errorLog';
export type { ErrorLogEntry } from './errorLog';
export { PageErrorBoundary } from './PageErrorBoundary';
export type { PageErrorBoundaryProps } from './PageErrorBoundary';

// shell hooks
export { useExportStatus } from './useExportStatus';
export { usePageUpdateCheck } from './usePageUpdateCheck';
export type { PageUpdateApi } from './usePageUpdateCheck';
export { useMenuSearch } from './useMenuSearch';
export type { MenuSearchItem } from './useMenuSearch';
export { useFullscreen } from './useFullscreen';
export type { FullscreenApi } from './useFullscreen';
export { externalLinkUrl, hostsOf, useOpenExternalLink } from './externalLink';
export { embedUrl, useEmbedTarget, useEmbedUrl } from './embedUrl';
export type { EmbedTarget, EmbedView } from './embedUrl';
export { EMBED_SETTINGS_PATH, EMBED_SETTINGS_PERMISSION, EMBED_SERVICE_LIST_PATH, basesFromRows, useEmbedBases } from './useEmbedBases';
export type { EmbedBases } from './useEmbedBases';
export { useAppDownloadLinks, APP_DOWNLOAD_GROUP } from './useAppDownloadLinks';
export type { AppDownloadApi, AppDownloadLinks } from './useAppDownloadLinks';
export { useOneKeyRoleSetup } from './useOneKeyRoleSetup';
export { useAirRuleLookup } from './useAirRuleLookup';
export type { OneKeyRoleApi, OneKeyRoleResult } from './useOneKeyRoleSetup';

// theme
export { themeVariables } from './themeVariables';
export { resolveTheme, mix, tint, shade, contrastRatio, readableInk, readableFill, DEFAULT_PRIMARY, DEFAULT_THEME, SIDEBAR_PALETTES } from './theme';
export { DEFAULT_TOKENS, resolveTokens } from './themeTokens';
export type { ThemeColors, ThemeTokens, ThemeTokensInput } from './themeTokens';

// resources (headless)
export * from './resource';
// data: a page holding back its parts for a quick first answer
export { useSettledWithin } from './query/useSettledWithin';
export { useReport } from './report/useReport';
export type { ReportState, UseReportOptions } from './report/useReport';
export { changeOf, drillHref, initialQuery, localDay, sortRows } from './report/reportModel';
export type { ReportQuery, ReportRange, ReportResult, ReportRow } from './report/reportModel';

// tree
export * from './tree';
