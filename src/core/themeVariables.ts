/**
 * The theme as CSS custom properties on the provider's root. The colours derived from the primary,
 * the sidebar and the colour tokens (readable inks and fills, tints and shades: hundreds of
 * contrast checks, the costliest part of the provider's first render on a cold page) are looked up,
 * not computed, for the default theme (themeDefaults.ts, checked against this code by its test),
 * and computed once per other combination.
 */
import { CONTROL_SIZES_PX, DEFAULT_SIZE } from './preferences/sizes';
import { SIDEBAR_PALETTES, readableFill, readableInk, readableTint, resolveTheme, shade, tint } from './theme';
import { DERIVED_DEFAULTS } from './themeDefaults';
import { resolveTokens, type ThemeColors, type ThemeTokensInput } from './themeTokens';
import type { ControlSize, ThemeSettings } from './types';

type Sidebar = ThemeSettings['sidebar'];
const TONES = ['success', 'warning', 'danger', 'info'] as const;

/**
 * The derived colours of a colour table and sidebar (what `themeVariables` caches), computed.
 * @example
 * deriveThemeColours(DEFAULT_TOKENS.colors, 'green')['--sc-primary-ink'] // '#2E72B8'
 */
export function deriveThemeColours(colors: ThemeColors, sidebar: Sidebar): Record<string, string> {
  const { primary } = colors;
  const palette = SIDEBAR_PALETTES[sidebar];
  const surfaces = [colors.background, colors.backgroundMuted];
  const fill = readableFill(primary);
  const primaryInk = readableInk(primary, [...surfaces, tint(primary, 9)]);
  const out: Record<string, string> = {
    '--sc-primary-fill': fill.fill,
    '--sc-primary-text': fill.text,
    '--sc-primary-ink': primaryInk,
    '--sc-primary-dark-1': shade(primary, 1),
    '--sc-primary-dark-2': shade(primary, 2),
    '--sc-text': readableInk(colors.text, surfaces),
    '--sc-text-secondary': readableInk(colors.textSecondary, surfaces),
    '--sc-text-placeholder': readableInk(colors.textPlaceholder, surfaces),
    '--sc-sidebar-active-text': palette.activeText ?? readableTint(primary, [palette.bg, palette.subBg, palette.hoverBg, palette.activeBg]),
    '--sc-primary-dark': shade(primaryInk, 1),
  };
  // Beside white, the muted grey and the tone's own pale tint (tags, alerts); also a fill under white text.
  for (const tone of TONES) out[`--sc-${tone}-ink`] = readableInk(colors[tone], [...surfaces, tint(colors[tone], 9)]);
  for (let i = 1; i <= 9; i += 1) out[`--sc-primary-light-${i}`] = tint(primary, i);
  return out;
}

/** The key of a colour table and sidebar in the cache (and in themeDefaults.ts). */
export const derivedKey = (colors: ThemeColors, sidebar: Sidebar): string =>
  `${sidebar}|${Object.entries(colors).map(([k, v]) => `${k}=${v}`).join(',')}`;

const derived = new Map<string, Readonly<Record<string, string>>>(Object.entries(DERIVED_DEFAULTS));
// A user trying primaries in the picker adds one entry each: a bound keeps the cache small.
const MAX_DERIVED = 64;

function derivedOf(colors: ThemeColors, sidebar: Sidebar): Readonly<Record<string, string>> {
  const key = derivedKey(colors, sidebar);
  let d = derived.get(key);
  if (!d) {
    d = deriveThemeColours(colors, sidebar);
    if (derived.size >= MAX_DERIVED) derived.clear();
    derived.set(key, d);
  }
  return d;
}

/**
 * The CSS custom properties of a theme, control size and token table, for the provider's root
 * `style`. Besides the colours given, it sets the derived readable ones (`--sc-*-ink` for text
 * beside white, `--sc-primary-fill`/`--sc-primary-text` for filled surfaces): every text the kit
 * draws reaches WCAG AA whatever colours a host picks.
 * @example
 * themeVariables({ primary: '#409EFF', sidebar: 'green' }, 'small')['--sc-control-height'] // '32px'
 * themeVariables(undefined, 'medium', { radius: '8px' })['--sc-radius'] // '8px'
 */
export function themeVariables(theme: Partial<ThemeSettings> | undefined, size: ControlSize = DEFAULT_SIZE, tokens?: ThemeTokensInput | null): Record<string, string> {
  const { primary, sidebar } = resolveTheme(theme);
  const t = resolveTokens({ ...(tokens ?? {}), colors: { ...(tokens?.colors ?? {}), primary } });
  const { colors } = t;
  const d = derivedOf(colors, sidebar);
  const palette = SIDEBAR_PALETTES[sidebar];
  const heights = t.controlHeights;
  const vars: Record<string, string> = {
    '--sc-primary': primary,
    '--sc-primary-fill': d['--sc-primary-fill']!,
    '--sc-primary-text': d['--sc-primary-text']!,
    '--sc-primary-ink': d['--sc-primary-ink']!,
    '--sc-primary-dark-1': d['--sc-primary-dark-1']!,
    '--sc-primary-dark-2': d['--sc-primary-dark-2']!,
    '--sc-text': d['--sc-text']!,
    '--sc-text-secondary': d['--sc-text-secondary']!,
    '--sc-text-placeholder': d['--sc-text-placeholder']!,
    '--sc-border': colors.border,
    '--sc-bg': colors.background,
    '--sc-bg-muted': colors.backgroundMuted,
    '--sc-sidebar-bg': palette.bg,
    '--sc-sidebar-sub-bg': palette.subBg,
    '--sc-sidebar-hover-bg': palette.hoverBg,
    '--sc-sidebar-active-bg': palette.activeBg,
    '--sc-sidebar-text': palette.text,
    '--sc-sidebar-active-text': d['--sc-sidebar-active-text']!,
    '--sc-control-height': `${heights[size] ?? heights[DEFAULT_SIZE] ?? CONTROL_SIZES_PX[DEFAULT_SIZE]}px`,
    '--sc-radius': t.radius,
    '--sc-font-family': t.font.family,
    '--sc-font-size': t.font.size,
    '--sc-font-size-small': t.font.sizeSmall,
    '--sc-font-size-large': t.font.sizeLarge,
  };
  for (const tone of TONES) {
    vars[`--sc-${tone}`] = colors[tone];
    vars[`--sc-${tone}-ink`] = d[`--sc-${tone}-ink`]!;
  }
  for (const [step, value] of Object.entries(t.spacing)) vars[`--sc-space-${step}`] = value;
  for (let i = 1; i <= 9; i += 1) vars[`--sc-primary-light-${i}`] = d[`--sc-primary-light-${i}`]!;
  // The names src/ui reads (see its theme.ts): the palest tint, the pressed shade, the active item.
  vars['--sc-primary-light'] = d['--sc-primary-light-9']!;
  vars['--sc-primary-dark'] = d['--sc-primary-dark']!;
  vars['--sc-sidebar-active'] = d['--sc-sidebar-active-text']!;
  return vars;
}
