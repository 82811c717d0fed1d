/**
 * Colour maths for the run-time theme: the primary colour's lighter and darker shades are
 * computed here and applied as CSS custom properties (`--sc-*`) on the provider's root, so a
 * theme change recolours every styled component with no stylesheet download.
 */
import { DEFAULT_THEME_COLOR, SIDEBAR_GREEN } from '../utils/constants';
import type { ThemeSettings } from './types';

/**
 * @example
 * <AdminProvider apiBase="/api" theme={{ primary: DEFAULT_PRIMARY }}>…</AdminProvider> // '#409EFF'
 */
export const DEFAULT_PRIMARY = DEFAULT_THEME_COLOR;
/**
 * The look of 000 section 9: the primary #409EFF with the green sidebar.
 * @example
 * DEFAULT_THEME // { primary: '#409EFF', sidebar: 'green' }
 */
export const DEFAULT_THEME: ThemeSettings = { primary: DEFAULT_PRIMARY, sidebar: 'green' };

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

/**
 * Lighter shade: `step` tenths of the way to white.
 * @example
 * tint('#409EFF', 9) // '#ECF5FF'
 */
export const tint = (color: string, step: number) => mix(color, '#FFFFFF', step / 10);
/**
 * Darker shade: `step` tenths of the way to black.
 * @example
 * shade('#409EFF', 2) // '#337ECC' (Element's primary-dark-2)
 */
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

/**
 * WCAG contrast ratio of two colours (1 to 21); AA asks 4.5 for body text.
 * @example
 * contrastRatio('#FFFFFF', '#2E7D4F') // about 5.05
 */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * `color`, lightened step by step until it reaches WCAG AA (4.5:1) on every one of `backgrounds`
 * (dark ones): how the dark sidebar shows its active entry in the primary colour and stays readable.
 * @example
 * readableTint('#409EFF', ['#304156']) // '#66B1FF' (the primary itself is 3.7:1 there)
 */
export function readableTint(color: string, backgrounds: readonly string[]): string {
  for (let step = 0; step < 10; step += 1) {
    const c = tint(color, step);
    if (backgrounds.every((b) => contrastRatio(c, b) >= 4.5)) return c;
  }
  return '#FFFFFF';
}

/** Text colour readable on `background`: white unless the background is light. */
export function readableText(background: string): string {
  return luminance(background) > 0.45 ? '#303133' : '#FFFFFF';
}

/** AA for body text (WCAG 1.4.3). */
export const AA_TEXT = 4.5;

/**
 * `color` for text beside `backgrounds` (white, the muted grey, its own pale tint): the colour
 * itself when it reaches 4.5:1 on all of them, else mixed towards black (or, on dark backgrounds,
 * white) in 2 % steps until it does. How #409EFF links and the active menu text stay readable.
 * @example
 * readableInk('#409EFF', ['#FFFFFF', '#F5F7FA', '#ECF5FF']) // '#2E72B8' (4.98:1 on white)
 */
export function readableInk(color: string, backgrounds: readonly string[]): string {
  const base = toHex(parseHex(color) ?? parseHex(DEFAULT_PRIMARY)!);
  const passes = (c: string) => backgrounds.every((b) => contrastRatio(c, b) >= AA_TEXT);
  for (const towards of ['#000000', '#FFFFFF']) {
    for (let w = 0; w <= 50; w += 1) {
      const c = mix(base, towards, w / 50);
      if (passes(c)) return c;
    }
  }
  return readableText(backgrounds[0] ?? '#FFFFFF');
}

/**
 * A filled surface of `color` with its text (buttons, the selected tab, the current page): a light
 * colour keeps its fill under dark text; any other gets white text on a shade dark enough for 4.5:1.
 * @example
 * readableFill('#409EFF') // { fill: '#3178C2', text: '#FFFFFF' }
 * readableFill('#FFD700') // { fill: '#FFD700', text: '#303133' }
 */
export function readableFill(color: string): { fill: string; text: string } {
  const base = toHex(parseHex(color) ?? parseHex(DEFAULT_PRIMARY)!);
  if (luminance(base) > 0.45 && contrastRatio(base, '#303133') >= AA_TEXT) return { fill: base, text: '#303133' };
  return { fill: readableInk(base, ['#FFFFFF']), text: '#FFFFFF' };
}

/**
 * Sidebar palettes: the default green one of 000 section 9 (green sidebar, darker green sub-menu,
 * white menu text) and the dark Element one the picker still offers. `activeText: null` follows the primary.
 * @example
 * SIDEBAR_PALETTES.dark.bg // '#304156'
 */
export const SIDEBAR_PALETTES = {
  green: SIDEBAR_GREEN,
  dark: { bg: '#304156', subBg: '#1F2D3D', text: '#BFCBD9', hoverBg: '#263445', activeBg: '#263445', activeText: null },
} as const;

/**
 * Normalises partial or invalid settings, whatever their type (a hand-edited `sc-theme`, a host's
 * untyped prop): a primary that is not a '#rgb'/'#rrggbb' string falls back to #409EFF, a sidebar
 * other than 'dark' to the green default.
 * @example
 * resolveTheme({ primary: '#13c2c2' }) // { primary: '#13C2C2', sidebar: 'green' }
 */
export function resolveTheme(theme?: Partial<ThemeSettings> | null): ThemeSettings {
  const t: Partial<Record<keyof ThemeSettings, unknown>> = typeof theme === 'object' && theme !== null ? theme : {};
  const parsed = typeof t.primary === 'string' ? parseHex(t.primary) : null;
  return { primary: parsed ? toHex(parsed) : DEFAULT_PRIMARY, sidebar: t.sidebar === 'dark' ? 'dark' : 'green' };
}
