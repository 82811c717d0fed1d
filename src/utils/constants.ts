/**
 * Business constants and limits (specification 000, section 9).
 * Plain values only; the UI and the data layer read them from here.
 *
 * @example
 * import { REQUEST_TIMEOUT_MS, FUZZY_SEARCH } from './constants'
 * fetchWithTimeout(url, REQUEST_TIMEOUT_MS)
 * new Fuse(items, { threshold: FUZZY_SEARCH.threshold })
 */

/** Time-out of an ordinary API request. */
export const REQUEST_TIMEOUT_MS = 5000;
/**
 * Time-out of the one-step role set-up call.
 * @example
 * api.call('POST', setupPath, { body, timeoutMs: ROLE_SETUP_TIMEOUT_MS }); // waits up to 100 s
 */
export const ROLE_SETUP_TIMEOUT_MS = 100000;
/**
 * How long a toast stays visible.
 * @example
 * notify.show('error', msg, TOAST_DURATION_MS); // 5 s
 */
export const TOAST_DURATION_MS = 5000;
/**
 * How long the '两次输入的密码不一致' warning stays visible.
 * @example
 * notify.show('warning', t('password.mismatch'), PASSWORD_MISMATCH_DURATION_MS); // 2 s
 */
export const PASSWORD_MISMATCH_DURATION_MS = 2000;
/**
 * Interval of the export-status poll.
 * @example
 * setInterval(checkExports, EXPORT_STATUS_POLL_MS); // every 5 s
 */
export const EXPORT_STATUS_POLL_MS = 5000;
/**
 * Interval of the "new version deployed" check (30 minutes).
 * @example
 * setInterval(checkForUpdate, PAGE_UPDATE_CHECK_MS); // every 30 min
 */
export const PAGE_UPDATE_CHECK_MS = 1800000;
/**
 * Below this window width (px) the layout switches to mobile mode.
 * @example
 * matchMedia(`(max-width: ${MOBILE_BREAKPOINT_PX - 1}px)`).matches // true below 992 px: the mobile layout
 */
export const MOBILE_BREAKPOINT_PX = 992;
/**
 * Width of the open sidebar (px).
 * @example
 * const Aside = styled.aside`width: ${SIDEBAR_WIDTH_PX}px;`; // 210 px
 */
export const SIDEBAR_WIDTH_PX = 210;
/**
 * Stored sidebar state: open.
 * @example
 * localStorage.setItem('sidebarStatus', String(SIDEBAR_OPENED)); // '1'
 */
export const SIDEBAR_OPENED = 1;
/**
 * Stored sidebar state: closed.
 * @example
 * localStorage.getItem('sidebarStatus') === String(SIDEBAR_CLOSED) // the sidebar was left closed
 */
export const SIDEBAR_CLOSED = 0;
/**
 * Name of the session cookie.
 * @example
 * const cookie = await testClient(server).login('admin', 'Admin123'); // `${SESSION_COOKIE}=…`
 */
export const SESSION_COOKIE = 'JSESSION_ID';
/**
 * Default theme colour.
 * @example
 * <AdminProvider apiBase="/api" theme={{ primary: DEFAULT_THEME_COLOR }}>…</AdminProvider> // '#409EFF'
 */
export const DEFAULT_THEME_COLOR = '#409EFF';
/**
 * The default sidebar (000 section 9: green sidebar, darker green sub-menu, white menu text). The spec
 * names no colours; these are ours, chosen so white text passes WCAG AA (4.5:1) on every background:
 * 5.0:1 on `bg`, 7.9:1 on `subBg`, 6.4:1 on `hoverBg`, 10.2:1 on `activeBg`.
 * @example
 * SIDEBAR_GREEN.bg // '#2E7D4F'
 */
export const SIDEBAR_GREEN = Object.freeze({
  bg: '#2E7D4F',
  subBg: '#1F5C39',
  text: '#FFFFFF',
  hoverBg: '#276B44',
  activeBg: '#174A2D',
  activeText: '#FFFFFF',
} as const);
/**
 * Control sizes of the size switch (000 section 4).
 * @example
 * CONTROL_HEIGHTS_PX.default // 40
 */
export type ControlSize = 'default' | 'medium' | 'small' | 'mini';
/**
 * Height of buttons and inputs per control size, in px (the core sets it, the ui reads it).
 * @example
 * CONTROL_HEIGHTS_PX.default // 40
 */
export const CONTROL_HEIGHTS_PX: Readonly<Record<ControlSize, number>> = { default: 40, medium: 36, small: 32, mini: 28 };
/**
 * Default locale.
 * @example
 * <html lang={DEFAULT_LOCALE}> // 'zh-CN'
 */
export const DEFAULT_LOCALE = 'zh-CN';

/**
 * Options of the menu fuzzy search.
 * @example
 * new Fuse(items, { threshold: FUZZY_SEARCH.threshold, keys: [{ name: 'title', weight: FUZZY_SEARCH.titleWeight }] });
 */
export const FUZZY_SEARCH = Object.freeze({
  threshold: 0.4,
  titleWeight: 0.7,
  pathWeight: 0.3,
  maxPatternLength: 32,
} as const);

/**
 * Display format of the date picker.
 * @example
 * DATE_PICKER_FORMAT // 'yyyy-MM-dd', e.g. 2026-11-26
 */
export const DATE_PICKER_FORMAT = 'yyyy-MM-dd';
/**
 * Default maximum span of the date-range picker: one year (365 days).
 * @example
 * end.getTime() - start.getTime() <= DATE_PICKER_MAX_SPAN_MS // at most 365 days
 */
export const DATE_PICKER_MAX_SPAN_MS = 31536000000;
/**
 * Default format of parseTime: year-month-day hour:minute:second.
 * @example
 * parseTime(1700000000, DEFAULT_TIME_FORMAT) // '2023-11-15 06:13:20' in UTC+8
 */
export const DEFAULT_TIME_FORMAT = '{y}-{m}-{d} {h}:{i}:{s}';
/**
 * Number of decimals of an amount.
 * @example
 * filterAmountInput('12.345', AMOUNT_DECIMALS) // '12.34'
 */
export const AMOUNT_DECIMALS = 2;
/**
 * Upper bound of a percentage input.
 * @example
 * Math.min(Number(value), PERCENT_CAP) // a percentage never exceeds 100
 */
export const PERCENT_CAP = 100;
/**
 * Default name ("download file") of an exported file without a title.
 * @example
 * exportFileName('', new Date(2026, 0, 5)) // '下载文件20260105.xlsx'
 */
export const DEFAULT_DOWNLOAD_FILE_NAME = '下载文件';
