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
 * | `--sc-primary-dark` | `#337ECC` | primary mixed with 20 % black: pressed states, text on the pale tint |
 * | `--sc-primary-text` | `#fff` | text on a primary background |
 * | `--sc-danger` | `#F56C6C` | destructive actions, error toasts, badge dot, invalid fields |
 * | `--sc-success` | `#67C23A` | success toasts and statuses |
 * | `--sc-warning` | `#E6A23C` | warning toasts and dialogs |
 * | `--sc-info` | `#909399` | neutral statuses and info toasts |
 * | `--sc-text` | `#303133` | body text |
 * | `--sc-text-secondary` | `#606266` | hints, captions (Element's "regular" grey; its #909399 fails 4.5:1 on white) |
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
  danger: '--sc-danger',
  success: '--sc-success',
  warning: '--sc-warning',
  info: '--sc-info',
  text: '--sc-text',
  textSecondary: '--sc-text-secondary',
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
  primaryDark: '#337ECC',
  primaryText: '#fff',
  danger: '#F56C6C',
  success: '#67C23A',
  warning: '#E6A23C',
  info: '#909399',
  text: '#303133',
  textSecondary: '#606266',
  border: '#DCDFE6',
  bg: '#fff',
  bgMuted: '#F5F7FA',
  sidebarBg: SIDEBAR_GREEN.bg,
  sidebarSubBg: SIDEBAR_GREEN.subBg,
  sidebarText: SIDEBAR_GREEN.text,
  sidebarHoverBg: SIDEBAR_GREEN.hoverBg,
  sidebarActiveBg: SIDEBAR_GREEN.activeBg,
  sidebarActive: SIDEBAR_GREEN.activeText,
  controlHeight: '36px',
  radius: '4px',
};

/**
 * `var(--sc-x, default)` for every token: what styled components interpolate.
 * @example
 * const Title = styled.h2`color: ${cssVar.primary};`; // var(--sc-primary, #409EFF)
 */
export const cssVar = Object.fromEntries(
  (Object.keys(THEME_VARS) as ThemeToken[]).map((k) => [k, `var(${THEME_VARS[k]}, ${THEME_DEFAULTS[k]})`]),
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
