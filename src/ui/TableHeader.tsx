import { Checkbox } from './Checkbox';
import { defineSheet } from './sheet';
import type { TableColumn, TableSort } from './Table';
import { cssVar } from './theme';

/**
 * The look of a sortable header (a button with Element's pair of carets), drawn by the grid with
 * its own sheet: the header renders bare elements, so sortable columns mount no component each.
 */
export const sortHeaderSheet = defineSheet('sort-header', `
.sca-grid th > button[data-sort] {
  display: inline-flex; align-items: center; gap: 4px; max-width: 100%; padding: 0; border: 0; background: none;
  font: inherit; color: inherit; cursor: pointer; text-align: inherit;
}
.sca-grid th > button[data-sort] > span:first-child { overflow: hidden; text-overflow: ellipsis; }
.sca-grid th > button[data-sort]:focus-visible { outline: 2px solid ${cssVar.primary}; outline-offset: 2px; }
.sca-grid th [data-carets] { display: inline-flex; flex-direction: column; gap: 2px; flex: none; }
.sca-grid th [data-carets]::before, .sca-grid th [data-carets]::after { content: ''; border: 4px solid transparent; }
.sca-grid th [data-carets]::before { border-bottom-color: #C0C4CC; border-top-width: 0; }
.sca-grid th [data-carets]::after { border-top-color: #C0C4CC; border-bottom-width: 0; }
/* The active caret takes the primary colour. */
.sca-grid th [data-carets][data-order='asc']::before { border-bottom-color: ${cssVar.primary}; }
.sca-grid th [data-carets][data-order='desc']::after { border-top-color: ${cssVar.primary}; }
`);

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
 * one column header per column; sortable ones are buttons with Element's carets and `aria-sort`.
 * @example
 * <thead><TableHeader columns={columns} sort={sort} onSort={cycleSort} selectable={false}
 *   allSelected={false} someSelected={false} noRows={false} selectAllLabel="全选" onToggleAll={selectAll} /></thead>
 */
export function TableHeader({ columns, sort, onSort, selectable, allSelected, someSelected, noRows, selectAllLabel, onToggleAll }: TableHeaderProps) {
  return (
    <tr aria-rowindex={1}>
      {selectable ? (
        <th scope="col" data-check="">
          <Checkbox checked={allSelected} indeterminate={someSelected && !allSelected} disabled={noRows}
            aria-label={selectAllLabel} onChange={onToggleAll} />
        </th>
      ) : null}
      {columns.map((c) => {
        const order = sort?.key === c.key ? sort.order : null;
        return (
          <th key={c.key} scope="col" data-align={c.align} data-sticky={c.sticky}
            aria-sort={order === 'asc' ? 'ascending' : order === 'desc' ? 'descending' : undefined}>
            {c.sortable ? (
              <button type="button" data-sort="" onClick={() => onSort(c.key)}>
                <span>{c.header}</span><span data-carets="" data-order={order ?? undefined} aria-hidden="true" />
              </button>
            ) : c.header}
          </th>
        );
      })}
    </tr>
  );
}
