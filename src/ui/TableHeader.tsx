import { defineSheet } from './sheet';
import type { TableColumn, TableSort } from './Table';
import { cssVar } from './theme';

/**
 * The look of a sortable header (a button with Element's pair of carets), drawn by the grid with
 * its own sheet: the header is a bare button holding its text, the carets drawn by CSS, so
 * sortable columns mount no component and no inner element each.
 */
// Element's pair of carets as one mask over two colours (upper, lower): no caret element per header.
const CARETS = `url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='8' height='10'%3E%3Cpath d='M4 0l4 4H0zM0 6h8l-4 4z'/%3E%3C/svg%3E")`;
export const sortHeaderSheet = defineSheet('sort-header', `
.sca-grid th > button[data-sort] {
  --sca-caret-up: #C0C4CC; --sca-caret-down: #C0C4CC;
  position: relative; display: inline-block; box-sizing: border-box; max-width: 100%; padding: 0 ${cssVar.spaceMd} 0 0; border: 0;
  background: none; font: inherit; color: inherit; cursor: pointer; text-align: inherit; vertical-align: middle;
  overflow: hidden; text-overflow: ellipsis; white-space: nowrap;
}
.sca-grid th > button[data-sort]::after {
  content: ''; position: absolute; right: 0; top: 50%; width: 8px; height: 10px; margin-top: -5px;
  background: linear-gradient(var(--sca-caret-up) 0 5px, var(--sca-caret-down) 5px 10px);
  -webkit-mask: ${CARETS} no-repeat; mask: ${CARETS} no-repeat;
}
.sca-grid th > button[data-sort]:focus-visible { outline: 2px solid ${cssVar.primary}; outline-offset: 2px; }
/* The active caret takes the primary colour. */
.sca-grid th > button[data-sort][data-order='asc'] { --sca-caret-up: ${cssVar.primary}; }
.sca-grid th > button[data-sort][data-order='desc'] { --sca-caret-down: ${cssVar.primary}; }
`);

/** Width of the selection column in px. */
export const CHECK_WIDTH = 48;

export interface TableHeaderProps {
  columns: readonly TableColumn<any>[];
  sort?: TableSort | null | undefined;
  /** A sortable header was clicked. */
  onSort: (key: string) => void;
  /** Shows the select-all box. */
  selectable: boolean;
  allSelected: boolean;
  someSelected: boolean;
  /** No rows: the select-all box is disabled. */
  noRows: boolean;
  selectAllLabel: string;
  onToggleAll: () => void;
}

/**
 * The header row of `Table`: a select-all box (checked, or mixed when some rows are selected) and
 * one column header per column, each carrying its column's width; sortable ones are buttons with
 * Element's carets and `aria-sort`.
 * @example
 * <thead><TableHeader columns={columns} sort={sort} onSort={cycleSort} selectable={false}
 *   allSelected={false} someSelected={false} noRows={false} selectAllLabel="全选" onToggleAll={selectAll} /></thead>
 */
export function TableHeader({ columns, sort, onSort, selectable, allSelected, someSelected, noRows, selectAllLabel, onToggleAll }: TableHeaderProps) {
  return (
    <tr aria-rowindex={1}>
      {selectable ? (
        <th scope="col" data-check="" style={{ width: CHECK_WIDTH }}>
          {/* A bare box the grid's sheet draws like <Checkbox>; mixed is the native indeterminate state. */}
          <input type="checkbox" checked={allSelected} disabled={noRows} aria-label={selectAllLabel} onChange={onToggleAll}
            ref={(box) => { if (box) box.indeterminate = someSelected && !allSelected; }} />
        </th>
      ) : null}
      {columns.map((c) => {
        const order = sort?.key === c.key ? sort.order : null;
        return (
          // The width on the header cell sets the column's (fixed table layout): no <col> element per column.
          <th key={c.key} scope="col" data-align={c.align} data-sticky={c.sticky} style={{ width: c.width ?? 160 }}
            aria-sort={order === 'asc' ? 'ascending' : order === 'desc' ? 'descending' : undefined}>
            {c.sortable ? (
              <button type="button" data-sort="" data-order={order ?? undefined} onClick={() => onSort(c.key)}>{c.header}</button>
            ) : c.header}
          </th>
        );
      })}
    </tr>
  );
}
