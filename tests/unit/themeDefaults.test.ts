/** src/ui's `var()` fallbacks are the derived default theme: a part rendered without a provider looks as it does inside one. */
import { expect, test } from 'vitest';
import { themeVariables } from '../../src/core/themeVariables';
import { THEME_DEFAULTS, THEME_VARS, cssVar, type ThemeToken } from '../../src/ui/theme';

test("src/ui's fallbacks are the derived defaults", () => {
  const v = themeVariables(undefined);
  let compared = 0;
  for (const token of Object.keys(THEME_VARS) as ThemeToken[]) {
    const name = THEME_VARS[token];
    if (!(name in v)) continue;
    expect(THEME_DEFAULTS[token].toUpperCase(), name).toBe(v[name]!.toUpperCase());
    compared += 1;
  }
  expect(compared).toBeGreaterThan(25);
  // a derived shade follows its base colour where only the base is set
  expect(cssVar.primaryFill).toBe('var(--sc-primary-fill, var(--sc-primary, #3178C2))');
});
