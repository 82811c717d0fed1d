import { describe, expect, test } from 'vitest';
import { DEFAULT_PRIMARY, DEFAULT_THEME, SIDEBAR_PALETTES, contrastRatio, readableTint, luminance, mix, parseHex, readableText, resolveTheme, shade, tint, toHex } from './theme';
import { themeVariables } from './themeVariables';

describe('colour maths', () => {
  test('parses #rgb and #rrggbb and refuses the rest', () => {
    expect(parseHex('#409EFF')).toEqual({ r: 64, g: 158, b: 255 });
    expect(parseHex('#fff')).toEqual({ r: 255, g: 255, b: 255 });
    expect(parseHex('409eff')).toEqual({ r: 64, g: 158, b: 255 });
    expect(parseHex('red')).toBeNull();
    expect(parseHex('#12345')).toBeNull();
    expect(toHex({ r: 300, g: -4, b: 15.6 })).toBe('#FF0010');
  });

  test('tints and shades like Element UI', () => {
    expect(tint(DEFAULT_PRIMARY, 9)).toBe('#ECF5FF');
    expect(tint(DEFAULT_PRIMARY, 0)).toBe('#409EFF');
    expect(tint(DEFAULT_PRIMARY, 10)).toBe('#FFFFFF');
    expect(shade(DEFAULT_PRIMARY, 1)).toBe('#3A8EE6');
    expect(mix('#000000', '#FFFFFF', 0.5)).toBe('#808080');
    const lights = [1, 3, 5, 7, 9].map((s) => luminance(tint('#13C2C2', s)));
    expect([...lights].sort((a, b) => a - b)).toEqual(lights);
  });

  test('text colour stays readable', () => {
    expect(readableText('#409EFF')).toBe('#FFFFFF');
    expect(readableText('#FADB14')).toBe('#303133');
  });
});

describe('themeVariables', () => {
  test('default theme and size: #409EFF with the green sidebar of 000 section 9', () => {
    expect(DEFAULT_THEME).toEqual({ primary: '#409EFF', sidebar: 'green' });
    const v = themeVariables(undefined);
    expect(v['--sc-primary']).toBe('#409EFF');
    expect(v['--sc-primary-light-9']).toBe('#ECF5FF');
    expect(v['--sc-control-height']).toBe('36px');
    expect(v['--sc-sidebar-bg']).toBe('#2E7D4F');
    expect(v['--sc-sidebar-sub-bg']).toBe('#1F5C39');
    expect(v['--sc-sidebar-text']).toBe('#FFFFFF');
    expect(v['--sc-sidebar-active']).toBe('#FFFFFF');
  });

  test('white menu text passes WCAG AA (4.5:1) on every green of the sidebar', () => {
    const { bg, subBg, hoverBg, activeBg, text } = SIDEBAR_PALETTES.green;
    for (const background of [bg, subBg, hoverBg, activeBg]) expect(contrastRatio(text, background), background).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#FFFFFF', '#000000')).toBeCloseTo(21);
    expect(contrastRatio('#777777', '#FFFFFF')).toBeCloseTo(4.48, 2);
  });

  test('the picker still offers the dark sidebar; its active entry is the primary, lightened until readable', () => {
    const v = themeVariables({ sidebar: 'dark' });
    expect(v['--sc-sidebar-bg']).toBe('#304156');
    expect(v['--sc-sidebar-active']).toBe('#66B1FF');
    const { bg, subBg, hoverBg, activeBg } = SIDEBAR_PALETTES.dark;
    for (const primary of ['#409EFF', '#13C2C2', '#11A983', '#FA8C16', '#F5222D', '#722ED1', '#000000']) {
      const active = themeVariables({ primary, sidebar: 'dark' })['--sc-sidebar-active-text']!;
      for (const background of [bg, subBg, hoverBg, activeBg]) expect(contrastRatio(active, background), `${primary} on ${background}`).toBeGreaterThanOrEqual(4.5);
    }
    expect(readableTint('#FFFFFF', ['#FFFFFF'])).toBe('#FFFFFF');
  });

  test('control heights per size', () => {
    expect(['default', 'medium', 'small', 'mini'].map((s) => themeVariables({}, s as never)['--sc-control-height']))
      .toEqual(['40px', '36px', '32px', '28px']);
  });

  test('a new primary recolours every derived shade; the green sidebar has white text on a darker sub-menu', () => {
    const v = themeVariables({ primary: '#13c2c2', sidebar: 'green' });
    expect(v['--sc-primary']).toBe('#13C2C2');
    expect(v['--sc-primary-light-9']).toBe(tint('#13C2C2', 9));
    // the names the ui layer reads follow the same colour
    expect(v['--sc-primary-light']).toBe(tint('#13C2C2', 9));
    expect(v['--sc-primary-dark']).toBe(shade(v['--sc-primary-ink']!, 1));
    expect(v['--sc-sidebar-text']).toBe('#FFFFFF');
    expect(luminance(v['--sc-sidebar-sub-bg']!)).toBeLessThan(luminance(v['--sc-sidebar-bg']!));
    expect(parseHex(v['--sc-sidebar-bg']!)!.g).toBeGreaterThan(parseHex(v['--sc-sidebar-bg']!)!.r);
  });

  test('invalid input of any type falls back to the defaults', () => {
    const defaults = { primary: '#409EFF', sidebar: 'green' };
    expect(resolveTheme({ primary: 'javascript:alert(1)', sidebar: 'pink' as never })).toEqual(defaults);
    for (const junk of [null, undefined, 'dark', 42, [], ['#13C2C2'], { primary: 42 }, { primary: {}, sidebar: ['dark'] }, { primary: null }]) {
      expect(resolveTheme(junk as never), JSON.stringify(junk)).toEqual(defaults);
      expect(() => themeVariables(junk as never)).not.toThrow();
    }
    expect(resolveTheme({ primary: ' #13c2c2 ', sidebar: 'dark' })).toEqual({ primary: '#13C2C2', sidebar: 'dark' });
  });
});
