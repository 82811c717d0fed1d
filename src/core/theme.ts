/**
 * Colour maths for the run-time theme: the primary colour's lighter and darker shades are
 * computed here and applied as CSS custom properties (`--sc-*`) on the provider's root, so a
 * theme change recolours every styled component with no stylesheet download.
 */
import { DEFAULT_THEME_COLOR } from '../utils/constants';
import { CONTROL_SIZES_PX, DEFAULT_SIZE } from './preferences/sizes';
import type { ControlSize, ThemeSettings } from './types';

export const DEFAULT_PRIMARY = DEFAULT_THEME_COLOR;
export const DEFAULT_THEME: ThemeSettings = { primary: DEFAULT_PRIMARY, sidebar: 'dark' };

export interface Rgb { readonly r: number; readonly g: number; readonly b: number }

/**
 * Parses '#rgb' or '#rrggbb' (case-insensitive); null for anything else.
 * @example
 * parseHex('#409EFF') // { r: 64, g: 158, b: 255 }
 */
export function parseHex(value: string): Rgb | null {
  const m = /^#?([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(value.trim());
  if (!m) return null;
  const hex = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  const n = Number.parseInt(hex, 16);
  return { r: (n >> 16) & 255, g: (n >> 8) & 255, b: n & 255 };
}

const clamp = (v: number) => Math.min(255, Math.max(0, Math.round(v)));

/** '#rrggbb' in upper case. */
export function toHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((v) => clamp(v).toString(16).padStart(2, '0')).join('').toUpperCase()}`;
}

/**
 * Mixes `color` towards `towards` by `weight` (0 = color, 1 = towards), like Sass `mix`.
 * @example
 * mix('#409EFF', '#FFFFFF', 0.9) // '#ECF5FF' (Element's primary-light-9)
 */
export function mix(color: string, towards: string, weight: number): string {
  const a = parseHex(color) ?? parseHex(DEFAULT_PRIMARY)!;
  const b = parseHex(towards) ?? a;
  const w = Math.min(1, Math.max(0, weight));
  return toHex({ r: a.r + (b.r - a.r) * w, g: a.g + (b.g - a.g) * w, b: a.b + (b.b - a.b) * w });
}

/** Lighter shade: `step` tenths of the way to white. */
export const tint = (color: string, step: number) => mix(color, '#FFFFFF', step / 10);
/** Darker shade: `step` tenths of the way to black. */
export const shade = (color: string, step: number) => mix(color, '#000000', step / 10);

/** WCAG relative luminance (0 black .. 1 white). */
export function luminance(color: string): number {
  const c = parseHex(color) ?? parseHex(DEFAULT_PRIMARY)!;
  const lin = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(c.r) + 0.7152 * lin(c.g) + 0.0722 * lin(c.b);
}

/** Text colour readable on `background`: white unless the background is light. */
export function readableText(background: string): string {
  return luminance(background) > 0.45 ? '#303133' : '#FFFFFF';
}

/** Sidebar palettes: the default dark one and the green one of 000 section 9. */
export const SIDEBAR_PALETTES = {
  dark: { bg: '#304156', subBg: '#1F2D3D', text: '#BFCBD9', activeText: null, hoverBg: '#263445' },
  // green sidebar, darker green sub-menu, white menu text
  green: { bg: '#2E7D4F', subBg: '#1F5C39', text: '#FFFFFF', activeText: '#FFFFFF', hoverBg: '#276B44' },
} as const;

/** Normalises partial/invalid settings: an unparsable primary falls back to #409EFF. */
export function resolveTheme(theme?: Partial<ThemeSettings> | null): ThemeSettings {
  const primary = theme?.primary && parseHex(theme.primary) ? toHex(parseHex(theme.primary)!) : DEFAULT_PRIMARY;
  const sidebar = theme?.sidebar === 'green' ? 'green' : 'dark';
  return { primary, sidebar };
}

/**
 * The CSS custom properties of a theme and control size, for the provider's root `style`.
 * @example
 * themeVariables({ primary: '#409EFF', sidebar: 'dark' }, 'small')['--sc-control-height'] // '32px'
 */
export function themeVariables(theme: Partial<ThemeSettings> | undefined, size: ControlSize = DEFAULT_SIZE): Record<string, string> {
  const { primary, sidebar } = resolveTheme(theme);
  const palette = SIDEBAR_PALETTES[sidebar];
  const vars: Record<string, string> = {
    '--sc-primary': primary,
    '--sc-primary-text': readableText(primary),
    '--sc-primary-dark-1': shade(primary, 1),
    '--sc-primary-dark-2': shade(primary, 2),
    '--sc-sidebar-bg': palette.bg,
    '--sc-sidebar-sub-bg': palette.subBg,
    '--sc-sidebar-hover-bg': palette.hoverBg,
    '--sc-sidebar-text': palette.text,
    '--sc-sidebar-active-text': palette.activeText ?? tint(primary, 0),
    '--sc-control-height': `${CONTROL_SIZES_PX[size] ?? CONTROL_SIZES_PX[DEFAULT_SIZE]}px`,
  };
  for (let i = 1; i <= 9; i += 1) vars[`--sc-primary-light-${i}`] = tint(primary, i);
  // The names src/ui reads (see its theme.ts): the palest tint, the darker shade, the active item.
  vars['--sc-primary-light'] = vars['--sc-primary-light-9']!;
  vars['--sc-primary-dark'] = vars['--sc-primary-dark-2']!;
  vars['--sc-sidebar-active'] = palette.activeText ?? primary;
  return vars;
}
