import type { ReactNode } from 'react';
import { SheetStyle, defineSheet } from './sheet';
import { cssVar } from './theme';

// A bar's buttons, and those a grid's actions column (`TableColumn.actions`) holds itself: no bar element per row.
const B = '.sca-actions > button';
const C = '.sca-grid td[data-actions] > button';

/**
 * The look of a record's action buttons (that of `<Button variant="text">`, compact).
 * @example
 * <><SheetStyle sheets={[actionBarSheet]} /><div className="sca-actions"><button type="button">编辑</button></div></>
 */
export const actionBarSheet = defineSheet('actions', `
.sca-actions { display: flex; gap: 2px; flex-wrap: nowrap; }
${B}, ${C} {
  display: inline-flex; align-items: center; justify-content: center; min-height: 28px; padding: 0 6px;
  border: 1px solid transparent; border-radius: ${cssVar.radius}; background: transparent; color: ${cssVar.primaryInk};
  font: inherit; cursor: pointer;
}
${C} { box-sizing: border-box; vertical-align: middle; }
${C} + button { margin-left: 2px; }
${B}:hover:not(:disabled), ${C}:hover:not(:disabled) { filter: brightness(1.08); }
${B}:focus-visible, ${C}:focus-visible { outline: 2px solid ${cssVar.primary}; outline-offset: 2px; }
${B}:disabled, ${C}:disabled { opacity: 0.55; cursor: not-allowed; }
${B}[data-danger], ${C}[data-danger] { color: #B23B3B; }
`);
const SHEETS = [actionBarSheet];

/**
 * @example
 * <ActionBar><button type="button">详情</button><button type="button" data-danger="">删除</button></ActionBar>
 */
export interface ActionBarProps {
  children: ReactNode;
}

/**
 * A row of plain `<button>`s drawn as compact text buttons (one sheet for all of them): a record's actions.
 * @example
 * <ActionBar><button type="button">详情</button><button type="button" data-danger="">删除</button></ActionBar>
 */
export function ActionBar({ children }: ActionBarProps) {
  return <><SheetStyle sheets={SHEETS} />{cellActions(children)}</>;
}

/**
 * An action bar as a bare element, for grid cells: the grid draws the bar's sheet once, so a row's
 * actions cost no component. Outside a grid, use `ActionBar`. Lighter still: a column marked
 * `actions` (see `TableColumn`) takes the bare buttons, drawn the same with no bar element per row.
 * @example
 * const cell = (row: Row) => cellActions(<button type="button" onClick={() => open(row)}>详情</button>);
 */
export function cellActions(children: ReactNode): ReactNode {
  return <div className="sca-actions">{children}</div>;
}
