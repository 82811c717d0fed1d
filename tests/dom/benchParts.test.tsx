/** The partner bench's element count by part (tests/bench/paintedRows.ts), run on a small page in jsdom. */
import { describe, expect, it } from 'vitest';
import { PAGE_PARTS, countPartsBody, type PartCounts } from '../bench/paintedRows';

const count = new Function('root', countPartsBody(PAGE_PARTS)) as (root: Element) => PartCounts;

describe('countPartsBody', () => {
  it('puts each element in its closest part, the rest in layout, and counts text nodes as nodes', () => {
    const root = document.createElement('div');
    root.innerHTML = `
      <section><h1>订单</h1>
        <form class="sca-filters"><label>a</label><input></form>
        <div class="sca-toolbar"><button>导出</button></div>
        <div><table role="grid"><thead><tr><th>号</th></tr></thead><tbody><tr><td>1</td><td><span>x</span></td></tr></tbody></table></div>
        <nav class="sca-pager"><button>1</button></nav>
        <div role="tablist"><div class="sca-toolbar"><button>t</button></div></div>
      </section>`;
    const c = count(root);
    expect(c.parts).toEqual({ layout: 4, tabs: 1, filters: 3, toolbar: 4, tableHeader: 3, tableCells: 5, pager: 2 });
    expect(c.elements).toBe(22);
    expect(c.nodes).toBeGreaterThan(c.elements);
  });
});
