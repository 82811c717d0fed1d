/**
 * The seams of the headless layer: route entries (data), the stored user, provider props.
 * The shell renders these; domains declare route entries; nothing here knows about styling.
 */
import type { ReactNode } from 'react';
import type { Locale, LocaleDefinition, MessageOverrides } from '../i18n';
import type { ControlSize } from '../utils/constants';
import type { ThemeTokensInput } from './themeTokens';

/**
 * The embedded-page service kinds of 000 section 2.
 * @example
 * embedUrl({ kind: 'embed', service: 'meetingRoom', path: '/meeting/room' }, { meetingRoom: 'https://meet.example.com/web/' })
 * // 'https://meet.example.com/web/meeting/room'
 */
export type ServiceKind = 'property' | 'dingcan' | 'marketing' | 'meetingRoom';

/** Which page a route shows. */
/**
 * How a route shows its contract resource, where not with the resource's own calls and columns.
 * @example
 * const renderView = createRenderView({ dashboard: DashboardPage }, ContractResourcePage);
 * <GuardedRoutes renderView={withPageBoundary(renderView)} ... />
 */
export interface ResourceViewOptions {
  /** Name of the list call (e.g. `findAuditList`: households waiting for review). */
  readonly list?: string;
  /** Name of the update call of the edit form (e.g. `updateDisCompanyOperator`). */
  readonly update?: string;
  /** Columns shown by default, in order. */
  readonly columns?: readonly string[];
}

/**
 * @example
 * const renderView = createRenderView({ dashboard: DashboardPage }, ContractResourcePage);
 * <GuardedRoutes renderView={withPageBoundary(renderView)} ... />
 */
export type RouteView =
  /** The generic resource page of a contract resource (`service.resource`). */
  | ({ readonly kind: 'resource'; readonly resource: string } & ResourceViewOptions)
  /** An external service page in a sandboxed iframe. */
  | { readonly kind: 'embed'; readonly service: ServiceKind; readonly path: string }
  /** A page component registered by a domain under this name. */
  | { readonly kind: 'page'; readonly page: string }
  /** An honest placeholder naming the route, for pages not built yet. */
  | { readonly kind: 'pending' };

/**
 * 000 section 3 "Route entry", as data.
 * @example
 * filterRoutes(consoleRoutes, ['space']) // dashboard + /organisation with its children
 */
export interface RouteEntry {
  readonly path: string;
  readonly name: string;
  /** i18n key of the title (`route.<name>`), also used by breadcrumb, tabs and header search. */
  readonly title: string;
  /** Sidebar icon name (the shell's `SIDEBAR_ICONS`, e.g. 'users'); without one the sidebar picks by group name or a default. */
  readonly icon?: string;
  /** Role keys; the user needs at least one (or `admin`). None: open to every logged-in user. */
  readonly roles?: readonly string[];
  /**
   * A group's `roles` are its own: it does not open for whoever one of its pages opens for. A page in
   * it then needs one of the group's roles and one of its own (the guard checks the whole chain).
   */
  readonly ownRoles?: true;
  readonly noCache?: boolean;
  readonly affix?: boolean;
  readonly hidden?: boolean;
  readonly alwaysShow?: boolean;
  readonly redirect?: string;
  /** Key into AdminProvider's `externalLinks`: the entry opens that link in a new window instead. */
  readonly externallink?: string;
  readonly view?: RouteView;
  /**
   * The external service page the spec serves this route from, kept beside a native `view`: the
   * router shows it instead of `view` once a base is configured for its service kind (the host's
   * `services` or 内嵌页面服务地址), and `view` otherwise (see `chooseRouteView`).
   */
  readonly embed?: Extract<RouteView, { kind: 'embed' }>;
  readonly children?: readonly RouteEntry[];
}

/**
 * The logged-in user kept in browser storage (000 section 3).
 * @example
 * readStoredUser()?.userName // 'admin'
 */
export interface StoredUser {
  readonly id: number;
  readonly userName: string;
  readonly userToken: string;
  readonly token: string;
  readonly realName?: string;
  readonly userType: number;
  readonly companyId: number | null;
  readonly operationsCenterId?: number | null;
  readonly orgId?: number | null;
  readonly name?: string;
  readonly avatar?: string;
  readonly introduction?: string;
  readonly isMeetingRoom?: boolean;
  readonly postUrl?: string;
  readonly wjdcHeadUrl?: string;
}

export type { Locale };
export type { ControlSize };

/**
 * @example
 * resolveTheme({ primary: '#13c2c2' }) // { primary: '#13C2C2', sidebar: 'green' }
 */
export interface ThemeSettings {
  /** Primary colour; default #409EFF. */
  readonly primary: string;
  /** The green sidebar theme of 000 section 9 (green sidebar, darker green sub-menu, white text). */
  readonly sidebar: 'dark' | 'green';
}

/**
 * `AdminProvider`'s `theme`: the primary colour and sidebar (the user's theme picker may change
 * them) and any part of the token table (`ThemeTokens`), deep-merged over `DEFAULT_TOKENS`.
 * @example
 * <AdminProvider apiBase="/api" theme={{ primary: '#13C2C2', radius: '8px', font: { size: '15px' }, colors: { danger: '#D93026' } }}>
 *   <MealOrdersPage />
 * </AdminProvider>
 */
export type ThemeProp = Partial<ThemeSettings> & ThemeTokensInput;

/**
 * @example
 * <AdminProvider apiBase="/super_cloud/api" basename="/super_cloud/admin"
 *   services={{ meetingRoom: 'https://meet.example.com/web' }} externalLinks={{ mail: 'https://mail.example.com/sso' }}>
 *   <AdminConsole />
 * </AdminProvider>
 */
export interface AdminProviderProps {
  /** API base, e.g. '/super_cloud/api' or 'https://host/super_cloud/api'. */
  readonly apiBase: string;
  /** A token to use instead of the JSESSION_ID cookie session (sent as a Bearer header). */
  readonly token?: string;
  /** A fixed permission set (embedding without the login flow); otherwise loaded from the profile. */
  readonly permissions?: readonly string[];
  /** The starting language: a built-in one or one in `locales` (or registered with `registerLocale`). */
  readonly locale?: Locale;
  /**
   * More languages for the language menu, by tag: their messages (typed against the kit's keys) or
   * a loader, e.g. `{ ja: () => import('./ja') }` (see `registerLocale`). Registered once, for the page.
   */
  readonly locales?: Readonly<Record<string, LocaleDefinition | LocaleDefinition['messages']>>;
  /** Colours, radius, font, spacing and control heights; anything left out keeps its default. */
  readonly theme?: ThemeProp;
  readonly size?: ControlSize;
  /** Base URL per embedded-page service kind. */
  readonly services?: Partial<Record<ServiceKind, string>>;
  /** External link targets by key (mail, smartPassage, questionnaire, inspection, onlineMall). */
  readonly externalLinks?: Readonly<Record<string, string>>;
  /**
   * Hosts ('mail.example.com') or origins ('https://mail.example.com') to which external links
   * carry the user token; default none: without a list, no link gets the token.
   */
  readonly trustedHosts?: readonly string[];
  /**
   * The fetch the API client uses (default: the browser's). Stories and tests pass one that
   * answers in-process, e.g. the reference server's app running in the browser.
   */
  readonly fetch?: (request: Request) => Promise<Response>;
  /**
   * Also send the token as `?token=` on GET /user/profile (spec 000 section 7), for a back end
   * that reads it only there. Default false: the token never appears in a URL (access logs,
   * proxies, history); it travels in the Authorization header and the session cookie.
   */
  readonly profileTokenInQuery?: boolean;
  /** Router basename when the provider creates its own router. */
  readonly basename?: string;
  /**
   * Texts per locale that win over the kit's own, for this provider only: override any key
   * (typed, a typo does not compile), name menu entries (`route.*`) or add the host's own (`host.*`).
   */
  readonly messages?: MessageOverrides;
  /**
   * Runs when the server reports the session expired and the user chose "Log in again" (the
   * session is cleared first). Default: reload the page. A host that embeds the kit routes
   * instead, e.g. `() => navigate('/login')`, and keeps its own page.
   */
  readonly onSessionExpired?: () => void;
  /** Runs after the locale changed (the user's choice, or a `locale` prop), once its texts are loaded. */
  readonly onLocaleChange?: (locale: Locale) => void;
  /** Runs after the theme changed (the user's choice, or a `theme` prop), with the whole theme. */
  readonly onThemeChange?: (theme: ThemeSettings) => void;
  readonly children?: ReactNode;
}
