/**
 * Design tokens as CSS custom properties: components read `var(--sc-primary)` so the theme
 * picker can recolour the running app by setting variables, with no stylesheet download.
 *
 * Every variable has a default (an Element-like palette with the green sidebar of 000 section 9) baked into the
 * `var()` fallback, so the primitives look right with no provider at all. Whoever owns the theme
 * (core's AdminProvider, or a host) only sets the variables it wants to change on an ancestor.
 *
 * | variable | default | used for |
 * |---|---|---|
 * | `--sc-primary` | `#409EFF` | primary buttons, focus rings, links, active tab, selected option |
 * | `--sc-primary-light` | `#ECF5FF` | pale tint of the primary (90 % white): hovered/highlighted rows, selected chips |
 * | `--sc-primary-dark` | `#2967A6` | a shade darker than the ink: pressed states, text on the pale tint |
 * | `--sc-primary-fill` | `#3178C2` | filled surfaces with text (primary button, selected tab, current page): 4.57:1 under white |
 * | `--sc-primary-text` | `#FFFFFF` | text on `--sc-primary-fill` (dark for a light primary) |
 * | `--sc-primary-ink` | `#2E72B8` | primary-coloured text beside white, the muted grey and the pale tint (links, active item) |
 * | `--sc-danger` | `#F56C6C` | borders and marks of destructive actions, badge dot, invalid fields |
 * | `--sc-success` | `#67C23A` | success marks |
 * | `--sc-warning` | `#E6A23C` | warning marks |
 * | `--sc-info` | `#909399` | neutral marks |
 * | `--sc-danger-ink` … `--sc-info-ink` | `#B04E4E` `#427C25` `#936826` `#6D7074` | that tone's text, and its fills under white text (4.5:1 on white, the muted grey and its tint) |
 * | `--sc-text` | `#303133` | body text |
 * | `--sc-text-secondary` | `#606266` | hints, captions (Element's "regular" grey; its #909399 fails 4.5:1 on white) |
 * | `--sc-text-placeholder` | `#6E7175` | placeholders and disabled text (Element's #A8ABB2 is 2.2:1) |
 * | `--sc-border` | `#DCDFE6` | control and card borders |
 * | `--sc-bg` | `#fff` | surfaces: inputs, menus, dialogs |
 * | `--sc-bg-muted` | `#F5F7FA` | page background, hovered menu items, disabled controls |
 * | `--sc-sidebar-bg` | `#2E7D4F` | sidebar background (green; the dark theme sets `#304156`) |
 * | `--sc-sidebar-sub-bg` | `#1F5C39` | nested sub-menu background (darker green) |
 * | `--sc-sidebar-text` | `#FFFFFF` | sidebar menu text |
 * | `--sc-sidebar-hover-bg` | `#276B44` | hovered sidebar entry |
 * | `--sc-sidebar-active-bg` | `#174A2D` | background of the active sidebar entry |
 * | `--sc-sidebar-active` | `#FFFFFF` | text and edge mark of the active sidebar entry (the dark theme: the primary) |
 * | `--sc-control-height` | `36px` | height of buttons, inputs, selects (size switch: 40/36/32/28 px) |
 * | `--sc-radius` | `4px` | corner radius of controls and surfaces |
 * | `--sc-font-family`, `--sc-font-size` (`-small`, `-large`) | system-ui…, `14px` (`12px`, `16px`) | the root's font |
 * | `--sc-space-xs` … `--sc-space-xl` | `4px` `8px` `12px` `16px` `24px` | the spacing scale |
 *
 * @example
 * // Recolour a subtree at run time:
 * <div style={themeVars({ primary: '#13ce66', sidebarBg: '#304156', sidebarText: '#bfcbd9' })}>...</div>
 */
import type { CSSProperties } from 'react';

import { CONTROL_HEIGHTS_PX, DEFAULT_THEME_COLOR, SIDEBAR_GREEN, type ControlSize } from '../utils/constants';

export type { ControlSize };
export const DEFAULT_PRIMARY = DEFAULT_THEME_COLOR;
/**
 * @example
 * CONTROL_HEIGHT.mini // 28
 */
export const CONTROL_HEIGHT: Readonly<Record<ControlSize, number>> = CONTROL_HEIGHTS_PX;

/**
 * The CSS custom property behind each token.
 * @example
 * element.style.setProperty(THEME_VARS.primary, '#13C2C2');
 */
export const THEME_VARS = {
  primary: '--sc-primary',
  primaryLight: '--sc-primary-light',
  primaryDark: '--sc-primary-dark',
  primaryText: '--sc-primary-text',
  primaryFill: '--sc-primary-fill',
  primaryInk: '--sc-primary-ink',
  danger: '--sc-danger',
  success: '--sc-success',
  warning: '--sc-warning',
  info: '--sc-info',
  dangerInk: '--sc-danger-ink',
  successInk: '--sc-success-ink',
  warningInk: '--sc-warning-ink',
  infoInk: '--sc-info-ink',
  text: '--sc-text',
  textSecondary: '--sc-text-secondary',
  textPlaceholder: '--sc-text-placeholder',
  border: '--sc-border',
  bg: '--sc-bg',
  bgMuted: '--sc-bg-muted',
  sidebarBg: '--sc-sidebar-bg',
  sidebarSubBg: '--sc-sidebar-sub-bg',
  sidebarText: '--sc-sidebar-text',
  sidebarHoverBg: '--sc-sidebar-hover-bg',
  sidebarActiveBg: '--sc-sidebar-active-bg',
  sidebarActive: '--sc-sidebar-active',
  controlHeight: '--sc-control-height',
  radius: '--sc-radius',
  fontFamily: '--sc-font-family',
  fontSize: '--sc-font-size',
  fontSizeSmall: '--sc-font-size-small',
  fontSizeLarge: '--sc-font-size-large',
  spaceXs: '--sc-space-xs',
  spaceSm: '--sc-space-sm',
  spaceMd: '--sc-space-md',
  spaceLg: '--sc-space-lg',
  spaceXl: '--sc-space-xl',
} as const;

/**
 * @example
 * const Title = styled.h2`color: ${cssVar.primary};`; // var(--sc-primary, #409EFF)
 */
export type ThemeToken = keyof typeof THEME_VARS;

/**
 * Default value of each token (see the table above).
 * @example
 * THEME_DEFAULTS.primary // '#409EFF'
 */
export const THEME_DEFAULTS: Readonly<Record<ThemeToken, string>> = {
  primary: DEFAULT_PRIMARY,
  primaryLight: '#ECF5FF',
  primaryDark: '#2967A6',
  primaryText: '#FFFFFF',
  primaryFill: '#3178C2',
  primaryInk: '#2E72B8',
  danger: '#F56C6C',
  success: '#67C23A',
  warning: '#E6A23C',
  info: '#909399',
  dangerInk: '#B04E4E',
  successInk: '#427C25',
  warningInk: '#936826',
  infoInk: '#6D7074',
  text: '#303133',
  textSecondary: '#606266',
  textPlaceholder: '#6E7175',
  border: '#DCDFE6',
  bg: '#FFFFFF',
  bgMuted: '#F5F7FA',
  sidebarBg: SIDEBAR_GREEN.bg,
  sidebarSubBg: SIDEBAR_GREEN.subBg,
  sidebarText: SIDEBAR_GREEN.text,
  sidebarHoverBg: SIDEBAR_GREEN.hoverBg,
  sidebarActiveBg: SIDEBAR_GREEN.activeBg,
  sidebarActive: SIDEBAR_GREEN.activeText,
  controlHeight: '36px',
  radius: '4px',
  fontFamily: "system-ui, -apple-system, 'PingFang SC', 'Microsoft YaHei', sans-serif",
  fontSize: '14px',
  fontSizeSmall: '12px',
  fontSizeLarge: '16px',
  spaceXs: '4px',
  spaceSm: '8px',
  spaceMd: '12px',
  spaceLg: '16px',
  spaceXl: '24px',
};

/** The colour each derived readable shade comes from. */
const DERIVED_FROM: Partial<Record<ThemeToken, ThemeToken>> = {
  primaryFill: 'primary', primaryInk: 'primary', dangerInk: 'danger', successInk: 'success', warningInk: 'warning', infoInk: 'info',
};

/**
 * `var(--sc-x, default)` for every token: what styled components interpolate.
 * @example
 * const Title = styled.h2`color: ${cssVar.primary};`; // var(--sc-primary, #409EFF)
 */
export const cssVar = Object.fromEntries(
  (Object.keys(THEME_VARS) as ThemeToken[]).map((k) => {
    const base = DERIVED_FROM[k];
    // A readable shade the provider derives; where only its base colour is set (a host's own
    // `--sc-primary` on a subtree), the base is used as given.
    const fallback = base ? `var(${THEME_VARS[base]}, ${THEME_DEFAULTS[k]})` : THEME_DEFAULTS[k];
    return [k, `var(${THEME_VARS[k]}, ${fallback})`];
  }),
) as Readonly<Record<ThemeToken, string>>;

/**
 * An inline style object setting the given tokens as CSS custom properties.
 * @example
 * <section style={themeVars({ primary: 'rgb(19, 206, 102)' })}><Button variant="primary">保存</Button></section>
 */
export function themeVars(tokens: Partial<Record<ThemeToken, string>>): CSSProperties {
  const style: Record<string, string> = {};
  for (const [k, v] of Object.entries(tokens)) if (v != null) style[THEME_VARS[k as ThemeToken]] = v;
  return style as CSSProperties;
}

/**
 * Text that only screen readers see (a label for an icon, the count behind a dot).
 * @example
 * <span style={visuallyHidden}>{t('errorLog.open', { count })}</span>
 */
export const visuallyHidden: CSSProperties = {
  position: 'absolute', width: 1, height: 1, padding: 0, margin: -1, overflow: 'hidden',
  clip: 'rect(0 0 0 0)', whiteSpace: 'nowrap', border: 0,
};
