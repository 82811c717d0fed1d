import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { ActionBar, Tag, cellTag, type TagTone } from '../../../src/ui';
import { Table, type TableColumn } from '../../../src/ui/Table';

interface Row { id: string; tone: TagTone; status: string }
const rows: Row[] = [
  { id: 'DC1', tone: 'success', status: '已取餐' },
  { id: 'DC2', tone: 'danger', status: '已取消' },
];
const columns: TableColumn<Row>[] = [
  { key: 'status', header: '状态', sortable: true, render: (r) => cellTag(r.tone, r.status) },
  {
    // An actions column: the cell holds its buttons, no bar element per row.
    key: '__actions', header: '操作', sticky: 'right', actions: true, render: (r) => (
      <>
        <button type="button" aria-label={`详情 ${r.id}`}>详情</button>
        <button type="button" data-danger="" aria-label={`删除 ${r.id}`}>删除</button>
      </>
    ),
  },
];

const LOOK = ['display', 'height', 'border-radius', 'font-size', 'color', 'background-color', 'border-top-color', 'padding-left'] as const;
const BUTTON_LOOK = ['color', 'background-color', 'min-height', 'padding-left', 'cursor', 'border-top-style'] as const;
const look = (el: Element, props: readonly string[]) => {
  const style = getComputedStyle(el);
  return Object.fromEntries(props.map((p) => [p, style.getPropertyValue(p)]));
};

const GREY_CARET = 'rgb(192, 196, 204)';

describe("a grid's tags and action bars", () => {
  // First in the file: no Tag or ActionBar has drawn their sheets into this document yet.
  it('are drawn by the grid alone: it renders the sheets its cells use, once each', async () => {
    const screen = await render(<Table label="订单" rows={rows} columns={columns} rowKey={(r) => r.id} />);
    await expect.element(screen.getByRole('button', { name: '删除 DC2' })).toBeVisible();
    const [success, danger] = [...document.querySelectorAll('[role="grid"] td span[data-tone]')];
    expect(look(success!, ['display', 'height'])).toEqual({ display: 'inline-flex', height: '22px' });
    expect(look(success!, ['color']).color).not.toBe(look(danger!, ['color']).color);
    const del = document.querySelector('[role="grid"] td button[data-danger]')!;
    expect(look(del, ['color', 'cursor'])).toEqual({ color: 'rgb(178, 59, 59)', cursor: 'pointer' });
    for (const href of ['sca-grid', 'sca-tag', 'sca-actions']) expect(document.querySelectorAll(`style[data-href="${href}"]`)).toHaveLength(1);
  });

  it('are bare elements in cells that look exactly like Tag and ActionBar outside the grid', async () => {
    const screen = await render(
      <div data-admin-root="">
        <Table label="订单" rows={rows} columns={columns} rowKey={(r) => r.id} sort={{ key: 'status', order: 'asc' }} onSortChange={() => undefined} />
        <p>
          <Tag tone="success">已取餐</Tag>
          <Tag tone="danger">已取消</Tag>
        </p>
        <ActionBar>
          <button type="button">详情</button>
          <button type="button" data-danger="">删除</button>
        </ActionBar>
      </div>,
    );
    await expect.element(screen.getByRole('button', { name: '删除 DC2' })).toBeVisible();
    // Drawn by grid and Tag alike, the tag sheet is in the document once.
    expect(document.querySelectorAll('style[data-href="sca-tag"]')).toHaveLength(1);
    const cellTags = [...document.querySelectorAll('[role="grid"] td span[data-tone]')];
    const tags = [...document.querySelectorAll('p > span')];
    expect(cellTags.map((t) => t.textContent)).toEqual(['已取餐', '已取消']);
    // The tag sheet's class and nothing of their own: the grid draws the sheet once for every cell.
    for (const t of cellTags) expect(t.getAttribute('class')).toBe('sca-tag');
    expect(look(cellTags[0]!, LOOK)).toEqual(look(tags[0]!, LOOK));
    expect(look(cellTags[1]!, LOOK)).toEqual(look(tags[1]!, LOOK));
    // The tones differ: a missing tone rule would give both the same colours.
    expect(look(cellTags[0]!, ['color']).color).not.toBe(look(cellTags[1]!, ['color']).color);

    // The actions cell holds the buttons themselves, spaced as the bar's gap spaces them.
    const cell = document.querySelector('[role="grid"] tbody td[data-actions]')!;
    expect(cell.querySelector('div')).toBeNull();
    const bar = document.querySelector('[data-admin-root] > div:last-child')!;
    const [cellDetail, cellDelete] = [...cell.querySelectorAll(':scope > button')];
    const [detail, del] = [...bar.querySelectorAll('button')];
    expect(look(cellDetail!, BUTTON_LOOK)).toEqual(look(detail!, BUTTON_LOOK));
    expect(look(cellDelete!, BUTTON_LOOK)).toEqual(look(del!, BUTTON_LOOK));
    const gap = (a: Element, b: Element) => b.getBoundingClientRect().left - a.getBoundingClientRect().right;
    expect(gap(cellDetail!, cellDelete!)).toBeCloseTo(gap(detail!, del!), 1);
    expect(cellDetail!.getBoundingClientRect().height).toBe(detail!.getBoundingClientRect().height);
    expect(look(cellDetail!, ['background-color'])['background-color']).toBe('rgba(0, 0, 0, 0)');
    expect(look(cellDelete!, ['color']).color).toBe('rgb(178, 59, 59)');
  });

  it("draws a sortable header's button and carets from the grid's stylesheet too", async () => {
    const screen = await render(<Table label="订单" rows={rows} columns={columns} rowKey={(r) => r.id} sort={{ key: 'status', order: 'asc' }} onSortChange={() => undefined} />);
    const sort = screen.getByRole('button', { name: '状态' });
    await expect.element(sort).toBeVisible();
    const button = sort.element();
    // A bare button holding its text: the grid's sort-header sheet draws it by its data-sort attribute.
    expect(button.getAttribute('class')).toBeNull();
    expect(button.children).toHaveLength(0);
    expect(look(button, ['cursor', 'background-color', 'border-top-style', 'text-overflow'])).toEqual({
      cursor: 'pointer', 'background-color': 'rgba(0, 0, 0, 0)', 'border-top-style': 'none', 'text-overflow': 'ellipsis',
    });
    // The carets: one 8 x 10 px pseudo-element masked to two triangles, upper and lower colour.
    const carets = getComputedStyle(button, '::after');
    expect([carets.width, carets.height]).toEqual(['8px', '10px']);
    expect(carets.maskImage || carets.webkitMaskImage).toContain('svg');
    // Ascending: the upper caret takes the primary colour, the lower stays grey.
    const colours = [...carets.backgroundImage.matchAll(/rgb\([^)]*\)/g)].map((m) => m[0]);
    const [up, down] = [colours[0], colours[colours.length - 1]];
    expect(up).not.toBe(GREY_CARET);
    expect(down).toBe(GREY_CARET);
  });
});
