import { describe, expect, test } from 'vitest';
import { contrastRatio, readableFill, readableInk, tint } from './theme';
import { themeVariables } from './themeVariables';
import { DEFAULT_TOKENS, resolveTokens } from './themeTokens';

describe('the token table', () => {
  test('a partial theme is deep-merged over the defaults', () => {
    const t = resolveTokens({ radius: '8px', colors: { danger: '#D93026' }, font: { size: '15px' }, spacing: { md: '10px' }, controlHeights: { small: 30 } });
    expect(t.radius).toBe('8px');
    expect(t.colors).toEqual({ ...DEFAULT_TOKENS.colors, danger: '#D93026' });
    expect(t.font).toEqual({ ...DEFAULT_TOKENS.font, size: '15px' });
    expect(t.spacing).toEqual({ ...DEFAULT_TOKENS.spacing, md: '10px' });
    expect(t.controlHeights).toEqual({ ...DEFAULT_TOKENS.controlHeights, small: 30 });
    expect(resolveTokens({})).toEqual(DEFAULT_TOKENS);
    // the older { primary } theme still sets the primary
    expect(resolveTokens({ primary: '#13c2c2' }).colors.primary).toBe('#13C2C2');
  });

  test('values of the wrong kind fall back to their default, never throw', () => {
    const junk = {
      radius: '4px; background: url(x)', colors: { primary: 'javascript:alert(1)', success: 42, text: null, border: ['#fff'] },
      font: { family: 'Arial; } body { display: none', size: 'huge', sizeSmall: {} }, spacing: { xs: -4, sm: '8' }, controlHeights: { mini: 'tall', small: 1e9, medium: Number.NaN },
    };
    expect(resolveTokens(junk as never)).toEqual(DEFAULT_TOKENS);
    for (const bad of [null, undefined, 42, 'dark', [], { colors: 'red' }, { font: null }, { spacing: [1, 2] }]) {
      expect(resolveTokens(bad as never), JSON.stringify(bad)).toEqual(DEFAULT_TOKENS);
      expect(() => themeVariables(undefined, 'medium', bad as never)).not.toThrow();
    }
  });

  test('the CSS variables reflect the object', () => {
    const v = themeVariables({ primary: '#13C2C2' }, 'small', {
      radius: '8px', font: { family: "'Noto Sans', sans-serif", size: '15px' }, spacing: { lg: '20px' }, controlHeights: { small: 30 },
      colors: { border: '#CCCCCC', backgroundMuted: '#FAFAFA' },
    });
    expect(v).toMatchObject({
      '--sc-primary': '#13C2C2', '--sc-radius': '8px', '--sc-font-family': "'Noto Sans', sans-serif", '--sc-font-size': '15px',
      '--sc-font-size-small': '12px', '--sc-space-lg': '20px', '--sc-space-md': '12px', '--sc-control-height': '30px',
      '--sc-border': '#CCCCCC', '--sc-bg-muted': '#FAFAFA', '--sc-danger': '#F56C6C',
    });
  });
});

describe('readable shades (WCAG AA, 4.5:1 for text)', () => {
  const WHITE = '#FFFFFF';
  test.each(['#409EFF', '#FFD700', '#1B1B1B', '#13C2C2', '#67C23A', '#E6A23C', '#F56C6C', '#909399'])('%s: its fill and its ink are readable', (primary) => {
    const v = themeVariables({ primary });
    expect(contrastRatio(v['--sc-primary-fill']!, v['--sc-primary-text']!)).toBeGreaterThanOrEqual(4.5);
    for (const bg of [WHITE, DEFAULT_TOKENS.colors.backgroundMuted, tint(primary, 9)]) {
      expect(contrastRatio(v['--sc-primary-ink']!, bg), `ink on ${bg}`).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(v['--sc-primary-dark']!, bg), `dark on ${bg}`).toBeGreaterThanOrEqual(4.5);
    }
  });

  test('the default keeps #409EFF as its colour and derives the closest readable shades', () => {
    const v = themeVariables(undefined);
    expect(v['--sc-primary']).toBe('#409EFF');
    expect(contrastRatio(WHITE, '#409EFF')).toBeLessThan(3);
    expect(readableFill('#409EFF')).toEqual({ fill: '#3178C2', text: WHITE });
    expect(v['--sc-primary-ink']).toBe('#2E72B8');
    // a light primary keeps its fill under dark text; a dark one is left as it is
    expect(readableFill('#FFD700')).toEqual({ fill: '#FFD700', text: '#303133' });
    expect(readableFill('#1B1B1B')).toEqual({ fill: '#1B1B1B', text: WHITE });
    expect(readableInk('#1B1B1B', [WHITE])).toBe('#1B1B1B');
  });

  test('status and grey texts are readable on white, the muted grey and their tint', () => {
    const v = themeVariables(undefined);
    for (const tone of ['success', 'warning', 'danger', 'info']) {
      const ink = v[`--sc-${tone}-ink`]!;
      expect(contrastRatio(ink, WHITE), tone).toBeGreaterThanOrEqual(4.5);
      expect(contrastRatio(ink, tint(v[`--sc-${tone}`]!, 9)), tone).toBeGreaterThanOrEqual(4.5);
    }
    expect(contrastRatio('#909399', WHITE)).toBeLessThan(4.5);
    for (const name of ['--sc-text', '--sc-text-secondary', '--sc-text-placeholder']) {
      for (const bg of [WHITE, '#F5F7FA']) expect(contrastRatio(v[name]!, bg), `${name} on ${bg}`).toBeGreaterThanOrEqual(4.5);
    }
    // a host's grey that fails is darkened, not taken as given
    expect(contrastRatio(themeVariables(undefined, 'medium', { colors: { textSecondary: '#C0C4CC' } })['--sc-text-secondary']!, WHITE)).toBeGreaterThanOrEqual(4.5);
  });

  test('on a dark background, text is lightened instead', () => {
    expect(contrastRatio(readableInk('#409EFF', ['#1B1B1B']), '#1B1B1B')).toBeGreaterThanOrEqual(4.5);
  });
});
