import { beforeEach, describe, expect, test, vi } from 'vitest';
import { DERIVED_DEFAULTS } from './themeDefaults';
import { DEFAULT_TOKENS } from './themeTokens';

// The colour maths, counted: the default theme must reach the provider's first render without them.
vi.mock('./theme', async (importOriginal) => {
  const m = await importOriginal<typeof import('./theme')>();
  return { ...m, readableInk: vi.fn(m.readableInk), readableFill: vi.fn(m.readableFill), readableTint: vi.fn(m.readableTint), tint: vi.fn(m.tint), shade: vi.fn(m.shade) };
});
const theme = await import('./theme');
const { deriveThemeColours, derivedKey, themeVariables } = await import('./themeVariables');
const maths = [theme.readableInk, theme.readableFill, theme.readableTint, theme.tint, theme.shade] as unknown as ReturnType<typeof vi.fn>[];
const mathCalls = () => maths.reduce((n, f) => n + f.mock.calls.length, 0);

describe('themeVariables and the default theme', () => {
  beforeEach(() => { for (const f of maths) f.mockClear(); });

  test('the default theme, in every size and both sidebars, runs no colour maths', () => {
    for (const sidebar of ['green', 'dark'] as const) {
      for (const size of ['default', 'medium', 'small', 'mini'] as const) themeVariables({ sidebar }, size);
    }
    themeVariables(undefined);
    themeVariables(undefined, 'medium', { radius: '8px', font: { size: '15px' } });
    expect(mathCalls()).toBe(0);
  });

  test('another primary or colour token is computed once, then reused', () => {
    const first = themeVariables({ primary: '#13C2C2' });
    expect(mathCalls()).toBeGreaterThan(0);
    for (const f of maths) f.mockClear();
    expect(themeVariables({ primary: '#13c2c2' }, 'small')).toEqual({ ...first, '--sc-control-height': '32px' });
    themeVariables(undefined, 'medium', { colors: { danger: '#CF1322' } });
    const afterToken = mathCalls();
    expect(afterToken).toBeGreaterThan(0);
    themeVariables(undefined, 'mini', { colors: { danger: '#CF1322' } });
    expect(mathCalls()).toBe(afterToken);
  });

  test('the looked-up table is what the code computes (paste the printed table into themeDefaults.ts when not)', () => {
    const computed = Object.fromEntries((['green', 'dark'] as const).map((sidebar) => {
      const colors = { ...DEFAULT_TOKENS.colors };
      return [derivedKey(colors, sidebar), deriveThemeColours(colors, sidebar)];
    }));
    expect(DERIVED_DEFAULTS, JSON.stringify(computed, null, 2)).toEqual(computed);
  });
});
