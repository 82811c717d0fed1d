/**
 * @supercloud/admin: the operator back office as an embeddable React kit.
 *
 * The public surface of the root entry, name by name: a layer's new export is not public until it
 * is listed here (`scripts/apiSurface.ts` checks each listed export has a JSDoc example). The
 * subpaths `./api`, `./contract`, `./utils` and one per domain have their own index files.
 * @module @supercloud/admin
 */
'use client';

export { createApiClient, ApiError, TransportError, TimeoutError, isApiError } from './api';
export type { ApiClient, ApiClientOptions } from './api';

// utils: formatting, parsing, validation and business constants (also `@supercloud/admin/utils`)
export {
  AMOUNT_DECIMALS, CONTROL_HEIGHTS_PX, DATE_PICKER_FORMAT, DATE_PICKER_MAX_SPAN_MS,
  DEFAULT_DOWNLOAD_FILE_NAME, DEFAULT_LOCALE, DEFAULT_THEME_COLOR, DEFAULT_TIME_FORMAT,
  EXPORT_STATUS_POLL_MS, FUZZY_SEARCH, MOBILE_BREAKPOINT_PX, PAGE_UPDATE_CHECK_MS,
  PASSWORD_MISMATCH_DURATION_MS, PERCENT_CAP, REQUEST_TIMEOUT_MS, ROLE_SETUP_TIMEOUT_MS, SESSION_COOKIE,
  SIDEBAR_CLOSED, SIDEBAR_GREEN, SIDEBAR_OPENED, SIDEBAR_WIDTH_PX, TOAST_DURATION_MS, digitUppercase,
  exportFileName, filterAmountInput, formatTime, getZodiac, isAmount, isEmail, isExternal, isImageSource,
  isLink, isPhone, isPositiveInteger, maskPhone, numberFormatter, param2Obj, parseTime, reminderColor,
  statusColor, toDate, toThousands, userTypeCategory, userTypeRoleGroup,
} from './utils';
export type {
  AmountInputMode, ControlSize, FormatTimeLocale, FormatTimeOptions, ReminderTone, StatusTone, TimeInput,
  UserTypeCategory, UserTypeRoleGroup, ZodiacKey, ZodiacSign,
} from './utils';

// core: the headless layer: provider, session, permissions, routes and guard, tabs, preferences and i18n, notices, resource hooks
export {
  ADMIN_PERMISSION, APP_DOWNLOAD_GROUP, AdminProvider, CONTROL_SIZES, CONTROL_SIZES_PX, Can,
  DEFAULT_PRIMARY, DEFAULT_SIZE, DEFAULT_THEME, DEFAULT_TOKENS, EXT_TOKEN_KEY, EXT_TYPE_KEY, GuardedRoutes, LATEST_PATH_KEY,
  LOCALES, PAGE_SIZES, PageErrorBoundary, ROLES_ERROR, ROLES_KEY, RouterView, SIDEBAR_PALETTES,
  TabKeyContext, USER_KEY, amountModeOf, availableLocales, bodyFields, callOperation, can, cellText, decideNavigation, defineLocaleMessages,
  contrastRatio, detailFields, editFields, embedUrl, encryptPassword, enumValueOf, externalLinkUrl, filterFields,
  filterInput, filterInputValue, filterRoutes, findRouteByPath, flattenRoutes, formFields, formFieldsFor,
  hostsOf, hrefOf, importTemplate, initialValues, isGroup, isInternalPath, isListStateParam, isRangeField,
  isRefusal, isRememberablePath, joinPath, labelerOf, leafRoutes, listColumns, listInput, listOperation,
  lockedOnEdit, loginRedirect, matchPage, menuEntries, mergeColumnPrefs, mix, mountDomains, noteFields,
  noteFieldsFor, operationOf, operationsOf, pageOperations, parseListState, postLoginTarget, primaryExport,
  publicKeyOf, readLatestPath, readStoredUser, readableFill, readableInk, refLabelReader, refTargetsOf, registerLocale, resolveTheme, resolveTokens, resourceQueryKey,
  rowEditOperations, rowIdOf, rowRefLabel, rowsOf, safeInternalPath, sameState, saveBlob, sealPassword,
  serverTimeOf, shade, splitRange, stateLabel, tabKeyOf, themeVariables, tint, toPayload, transitionChoices,
  transitionInput, transitionKind, transitionVerb, unlabelledRefTargetsOf, useAdmin, useAdminRoot,
  useAppDownloadLinks, useCan, useColumnPrefs, useCurrentRoute, useDiscardLabels, useEmbedUrl,
  useEnsurePermissions, useErrorLog, useExport, useExportStatus, useExternalLogin, useFullscreen,
  useGuardedRoutes, useImport, useListParams, useLocale, useLoginTarget, useMenuSearch, useNavigationGuard,
  useNotices, useNoticesHost, useNotify, useOneKeyRoleSetup, useOpenExternalLink, usePageUpdateCheck,
  usePreferences, usePrefetchRefOptions, useRefLabels, useRefOptions, useResourceForm, useResourceList,
  useResourcePage, useResourceWrite, useSession, useSessionState, useSettledWithin, useT, useTabKey,
  useTabs, useTransition, useUnsavedChanges, validateAll, validateField, writeListState,
} from './core';
export type {
  AdminConfig, AdminProviderProps, AppDownloadApi, AppDownloadLinks, BuiltInLocale, CallOptions, CanProps, CellTexts,
  ColumnPref, ConfirmOptions, ConfirmRequest, Device, DiscardTexts, DomainMessages, DomainModule, EmbedView,
  ErrorLogEntry, ExternalLoginState, FieldEntry, FieldProblem, FlatRoute, FormValues, FullscreenApi,
  GuardContextValue, GuardedRoutesProps, ImportReport, LabelOf, ListSort, ListState, Locale, LocaleDefinition, LocaleMessages, MenuSearchItem,
  MessageOverrides, MessageTable, NavigationDecision, NavigationState, NavigationTarget, NoticesApi,
  NotifyApi, OneKeyRoleApi, OneKeyRoleResult, OverridableKey, PageErrorBoundaryProps, PageOperations,
  PageUpdateApi, PreferencesApi, PublicPages, RefOption, RenderView, ResourceFormOptions,
  ResourceListOptions, ResourcePageController, ResourcePageDialog, ResourcePageOptions, ResourceViewOptions,
  RouteEntry, RouteView, ServiceKind, SessionApi, SessionState, StoredUser, TabView, TabsApi, ThemeColors, ThemeProp, ThemeSettings,
  ThemeTokens, ThemeTokensInput, ToastType, TransferState, TransitionKind, TransitionOptions, TransitionState, Translator,
} from './core';

// ui: the styled components (the only layer that touches floating-ui, downshift, react-virtuoso)
export {
  ActionBar, AnchoredLayer, Badge, Breadcrumb, Button, CONTROL_HEIGHT, Checkbox, ColorSwatchPicker,
  ColumnSettings, ConfirmDialog, ContextMenu, DateRangePicker, Dialog, DialogBody, DialogFooter, Drawer,
  Dropdown, EmptyState, ErrorState, FileDrop, FormField, ICON_NAMES, Icon, IconButton, Input,
  LazyConfirmDialog, LazyDropdown, NoticeLayer, Pagination, PasswordInput, Portal, PortalRootProvider,
  ProgressBar, SegmentedControl, Select, SheetStyle, Spinner, THEME_DEFAULTS, THEME_VARS, TabChip, Table,
  Tag, Textarea, Toast, Toaster, Tooltip, VirtualList, actionBarSheet, cellActions, cellTag, classes,
  cssVar, defineSheet, isContextMenuKey, lazyNamed, menuLabels, mergeProps, mergeRefs, tagSheet, themeVars,
  useAsyncOptions, useContextMenu, useToasts, visuallyHidden,
} from './ui';
export type {
  ActionBarProps, Anchor, AnchoredLayerProps, AnchoredSurface, BadgeProps, BreadcrumbItem, BreadcrumbProps,
  ButtonProps, CheckboxProps, ColorSwatch, ColorSwatchPickerProps, ColumnSetting, ColumnSettingsProps,
  ConfirmDialogProps, ContextMenuProps, DateRange, DateRangePickerProps, DialogProps, DiscardLabels,
  DrawerProps, DropdownProps, EmptyStateProps, ErrorStateProps, FieldControlProps, FileDropProps,
  FormFieldProps, IconButtonProps, IconName, IconProps, InputProps, LoadOptions, MenuAnchor, MenuItem,
  NoticeLayerProps, PaginationProps, PasswordInputProps, Placement, PreloadableComponent, ProgressBarProps,
  SegmentOption, SegmentedControlProps, SelectOption, SelectProps, Sheet, SortOrder, SpinnerProps,
  TabChipProps, TableColumn, TableProps, TableSort, TagProps, TagTone, TextareaProps, ThemeToken, ToastData,
  ToastKind, ToastProps, ToasterProps, TooltipProps, VirtualListProps,
} from './ui';

// shell: the console frame: layout, navbar, tab strip, dialogs, pages
export {
  AppDownloadDialog, AppMain, AuthRedirectPage, ChangePasswordDialog, EMBED_SANDBOX, EmbeddedPage,
  ErrorLogButton, ErrorLogDialog, ExportTaskDot, ExternalLoginPage, FullscreenButton, HeaderSearch,
  LanguageSelect, Layout, LoginPage, MobileDrawer, NavBreadcrumb, Navbar, Notices, Page401, Page404,
  PageLoading, PageView, PendingPage, RedirectPage, SIDEBAR_COLLAPSED_PX, Sidebar, SidebarItem, SizeSelect,
  StatusPage, THEME_PRESETS, TabStrip, ThemePicker, UpdatePrompt, UserDropdown, createRenderView,
  withPageBoundary,
} from './shell';
export type {
  AuthRedirectMessage, LayoutProps, PageRegistry, ResourceView, SidebarProps,
} from './shell';

// resource: the generic resource views built from the contract
export {
  ActionDialog, FieldInput, FieldValue, ImportDialog, MAX_INLINE_ACTIONS, OperationForm, PAGE_PART_CLASSES,
  PageNotices, PlainFieldInput, RefLabel, ResourceDetail, ResourceFilters, ResourceFormDialog, ResourcePage,
  ResourceTable, RowActions, StatsTable, actionLabel, errorText, resourcePageOf, rowActionList,
  rowActionTexts, rowActionsOf, rowActionsWidth, transitionAllowed, useRowMenu, useViewT,
} from './resource';
export type {
  ActionDialogProps, DateRule, FieldInputProps, FieldValueProps, ImportDialogProps, OperationFormProps,
  ResourceDetailProps, ResourceFiltersProps, ResourceFormDialogProps, ResourcePageOfProps,
  ResourcePageProps, ResourceTableProps, Row, RowAction, RowActionTexts, RowActionsProps, RowMenuHandle,
  StatsResult, StatsTableProps,
} from './resource';

// the parts the domains share: trees, money confirmation, image upload, reports and charts
export { Chart, ImageUpload, MasterDetail, MoneyConfirmDialog, Tree, TreeSelect } from './ui';
export type { ChartKind, ChartProps, ImageUploadProps, MasterDetailProps, MoneyConfirmDialogProps, TreeProps, TreeSelectProps } from './ui';
export { pathLabel, useReport, useTree } from './core';
export type { ReportState, TreeApi, UseReportOptions, UseTreeOptions } from './core';
export { ReportPage, TreePanel, TreeSelectField } from './resource';
export type { ReportPageProps, TreePanelProps, TreeSelectFieldProps } from './resource';

// console: the whole console as one component, its routes and pages
export {
  AdminConsole, DashboardPage, consoleRoutes, summariseModules,
} from './console';
export type {
  AdminConsoleProps,
} from './console';
// core's notice record (ui's `Toast` is the component).
export type { Toast as NoticeToast } from './core';
