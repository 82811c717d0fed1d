/** The React 18 path of the static sheets: each inserted once, the kit's first in the head. */
import { describe, expect, it } from 'vitest';
import { defineSheet, insertSheets } from './sheet';

const a = defineSheet('t-a', '.sca-t-a { color: red; }');
const b = defineSheet('t-b', '.sca-t-b { color: blue; }');

describe('insertSheets', () => {
  it('adds each sheet once, after the kit\'s sheets and before the host\'s styles', () => {
    document.head.innerHTML = '<style id="host">.x{}</style>';
    insertSheets(document, [a]);
    insertSheets(document, [a, b]);
    insertSheets(document, [b]);
    const styles = [...document.head.querySelectorAll('style')];
    expect(styles.map((s) => s.getAttribute('data-href') ?? s.id)).toEqual(['sca-t-a', 'sca-t-b', 'host']);
    expect(styles[0]!.getAttribute('data-precedence')).toBe('sca');
    expect(styles[1]!.textContent).toBe(b.css);
  });
});
