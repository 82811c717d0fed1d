/**
 * The whole token table of the kit as one typed object: colours, radius, font, spacing and control
 * heights. A host passes any part of it to `AdminProvider`'s `theme`; the rest keeps its default.
 * Every value is checked: one the browser could not use (not a colour, not a length) falls back to
 * its default, so a bad theme never breaks a page.
 */
import { CONTROL_HEIGHTS_PX, DEFAULT_THEME_COLOR, type ControlSize } from '../utils/constants';

/**
 * Colours a host can set; text on and beside them is derived (see `readableInk`, `readableFill`).
 * @example
 * <AdminProvider apiBase="/api" theme={{ colors: { success: '#2BA471', danger: '#D54941' } }}>…</AdminProvider>
 */
export interface ThemeColors {
  /** Brand colour: borders, focus rings, checked boxes; filled surfaces and text use derived shades. */
  readonly primary: string;
  readonly success: string;
  readonly warning: string;
  readonly danger: string;
  readonly info: string;
  /** Body text. */
  readonly text: string;
  /** Hints and captions. */
  readonly textSecondary: string;
  /** Placeholders and disabled text (held to 4.5:1 on the background as well). */
  readonly textPlaceholder: string;
  readonly border: string;
  /** Surfaces: inputs, menus, dialogs. */
  readonly background: string;
  /** Page background, hovered menu items, disabled controls. */
  readonly backgroundMuted: string;
}

/**
 * The token table. Lengths are CSS lengths ('4px', '0.875rem'); control heights are px per size.
 * @example
 * const tokens: ThemeTokens = { ...DEFAULT_TOKENS, radius: '8px' };
 */
export interface ThemeTokens {
  readonly colors: ThemeColors;
  /** Corner radius of controls and surfaces. */
  readonly radius: string;
  readonly font: { readonly family: string; readonly size: string; readonly sizeSmall: string; readonly sizeLarge: string };
  /** The spacing scale, smallest first. */
  readonly spacing: { readonly xs: string; readonly sm: string; readonly md: string; readonly lg: string; readonly xl: string };
  /** Height of buttons, inputs and selects per control size, in px. */
  readonly controlHeights: Readonly<Record<ControlSize, number>>;
}

/**
 * Any part of the token table, at any depth.
 * @example
 * const brand: ThemeTokensInput = { radius: '2px', font: { size: '13px' }, spacing: { md: '10px' } };
 */
export type ThemeTokensInput = {
  readonly [K in keyof ThemeTokens]?: ThemeTokens[K] extends string ? string : Partial<ThemeTokens[K]>;
};

/**
 * The defaults: the spec's #409EFF with Element's status colours and greys.
 * @example
 * DEFAULT_TOKENS.colors.primary // '#409EFF'
 * DEFAULT_TOKENS.controlHeights.small // 32
 */
export const DEFAULT_TOKENS: ThemeTokens = Object.freeze({
  colors: Object.freeze({
    primary: DEFAULT_THEME_COLOR,
    success: '#67C23A',
    warning: '#E6A23C',
    danger: '#F56C6C',
    info: '#909399',
    text: '#303133',
    textSecondary: '#606266',
    // Element's #A8ABB2 is 2.2:1 on white; this grey is 4.9:1 (4.6:1 on the muted grey).
    textPlaceholder: '#6E7175',
    border: '#DCDFE6',
    background: '#FFFFFF',
    backgroundMuted: '#F5F7FA',
  }),
  radius: '4px',
  font: Object.freeze({
    family: "system-ui, -apple-system, 'PingFang SC', 'Microsoft YaHei', sans-serif",
    size: '14px',
    sizeSmall: '12px',
    sizeLarge: '16px',
  }),
  spacing: Object.freeze({ xs: '4px', sm: '8px', md: '12px', lg: '16px', xl: '24px' }),
  controlHeights: CONTROL_HEIGHTS_PX,
});

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;
// A length the browser takes in a custom property that is then used as a length.
const LENGTH = /^(0|\d+(\.\d+)?(px|rem|em|%))$/;
// A font list: names and quoted names separated by commas, nothing that could end the declaration.
const FONT_FAMILY = /^[\w\s\-'",.]+$/;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const pick = <T>(value: unknown, ok: (v: unknown) => v is T, fallback: T): T => (ok(value) ? value : fallback);
const isHex = (v: unknown): v is string => typeof v === 'string' && HEX.test(v.trim());
const isLength = (v: unknown): v is string => typeof v === 'string' && LENGTH.test(v.trim());
const isFamily = (v: unknown): v is string => typeof v === 'string' && v.trim() !== '' && FONT_FAMILY.test(v);
const isHeight = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 16 && v <= 80;

function mergeGroup<T extends object>(defaults: T, input: unknown, ok: (v: unknown) => boolean): T {
  const given = isRecord(input) ? input : {};
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(defaults)) {
    const value = given[key];
    const fallback = (defaults as Record<string, unknown>)[key];
    out[key] = ok(value) ? (typeof value === 'string' ? value.trim() : value) : fallback;
  }
  return out as T;
}

/**
 * Deep-merges a partial (possibly untyped, hand-written) theme over `DEFAULT_TOKENS`; a value of the
 * wrong kind falls back to its default. A top-level `primary` (the older `{ primary, sidebar }`
 * theme) counts as `colors.primary`.
 * @example
 * resolveTokens({ radius: '8px', colors: { primary: '#13C2C2', danger: 'red' } }).colors.danger // '#F56C6C'
 */
export function resolveTokens(input?: (ThemeTokensInput & { readonly primary?: string }) | null): ThemeTokens {
  const given: Record<string, unknown> = isRecord(input) ? input : {};
  const colors = mergeGroup(DEFAULT_TOKENS.colors, given.colors, isHex);
  const primary = isRecord(given.colors) && isHex(given.colors.primary) ? colors.primary : pick(given.primary, isHex, colors.primary);
  return {
    colors: { ...colors, primary: primary.trim().toUpperCase() },
    radius: pick(given.radius, isLength, DEFAULT_TOKENS.radius).trim(),
    font: {
      ...mergeGroup(DEFAULT_TOKENS.font, given.font, isLength),
      family: pick(isRecord(given.font) ? given.font.family : undefined, isFamily, DEFAULT_TOKENS.font.family).trim(),
    },
    spacing: mergeGroup(DEFAULT_TOKENS.spacing, given.spacing, isLength),
    controlHeights: mergeGroup(DEFAULT_TOKENS.controlHeights, given.controlHeights, isHeight),
  };
}

/**
 * The token fields a host set (to send the rest through the user's preferences): everything but
 * the primary colour, which the theme picker may change.
 */
export function hostTokensKey(input: unknown): string {
  if (!isRecord(input)) return '';
  const { primary: _p, sidebar: _s, ...rest } = input;
  return Object.keys(rest).length ? JSON.stringify(rest) : '';
}
