/**
 * The theme's spacing scale and font sizes reach the components only if their styles read them:
 * a `gap: 8px` written into a sheet ignores `AdminProvider theme={{ spacing: { sm: '6px' } }}`.
 * Every spacing or font-size declaration of the kit's styles that uses a value of the scale
 * must use the token (`${cssVar.spaceSm}`, `${cssVar.fontSize}`...) instead; values off the
 * scale (a 15px button padding, a 13px table note) stay literal by design.
 */
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_TOKENS } from '../../src/core/themeTokens';

const ROOTS = ['src/ui', 'src/shell', 'src/resource'];
const files = (dir: string): string[] => readdirSync(dir).flatMap((f) => {
  const p = join(dir, f);
  if (statSync(p).isDirectory()) return files(p);
  return /\.tsx?$/.test(f) && !/\.(test|stories)\./.test(f) ? [p] : [];
});

const SPACING = new Set(Object.values(DEFAULT_TOKENS.spacing));
const FONT_SIZES = new Set([DEFAULT_TOKENS.font.size, DEFAULT_TOKENS.font.sizeSmall, DEFAULT_TOKENS.font.sizeLarge]);
// A CSS declaration inside a template literal: unquoted px values up to `;`, `}` or the line's end.
const DECL = /(?<![-\w])(gap|row-gap|column-gap|padding|margin|padding-(?:left|right|top|bottom)|margin-(?:left|right|top|bottom)|font-size):\s*([0-9a-z .-]+?)(?=\s*[;}\n`])/g;

describe('theme tokens are read by the components', () => {
  it('the default scale matches what the sheets were written with (so the defaults look the same)', () => {
    expect([...SPACING]).toEqual(['4px', '8px', '12px', '16px', '24px']);
    expect([...FONT_SIZES]).toEqual(['14px', '12px', '16px']);
  });

  it('no sheet writes a value of the spacing scale or a font size literally', () => {
    const literal: string[] = [];
    for (const file of ROOTS.flatMap(files)) {
      const text = readFileSync(file, 'utf8');
      if (!text.includes('cssVar')) continue;
      for (const m of text.matchAll(DECL)) {
        const values = m[2]!.split(/\s+/);
        const scale = m[1] === 'font-size' ? FONT_SIZES : SPACING;
        if (values.some((v) => scale.has(v))) literal.push(`${file}: ${m[0]}`);
      }
    }
    expect(literal).toEqual([]);
  });
});
