import type { ReactNode } from 'react';
import { css, styled } from 'styled-components';
import { cssVar } from './theme';

/**
 * The look of a row's action buttons (that of `<Button variant="text">`, compact), for
 * `ActionBar` and for the grid's stylesheet, which draws the bars of its cells.
 */
export const actionBarRules = css`
  display: flex; gap: 2px; flex-wrap: nowrap;
  > button {
    display: inline-flex; align-items: center; justify-content: center; min-height: 28px; padding: 0 6px;
    border: 1px solid transparent; border-radius: ${cssVar.radius}; background: transparent; color: ${cssVar.primary};
    font: inherit; cursor: pointer;
  }
  > button:hover:not(:disabled) { filter: brightness(1.08); }
  > button:focus-visible { outline: 2px solid ${cssVar.primary}; outline-offset: 2px; }
  > button:disabled { opacity: 0.55; cursor: not-allowed; }
  > button[data-danger] { color: #B23B3B; }
`;

const Bar = styled.div`${actionBarRules}`;

export interface ActionBarProps {
  /** Inside a grid cell: a bare element that the grid's stylesheet draws (no styled component per row). */
  inGrid?: boolean;
  children: ReactNode;
}

/**
 * A row of plain `<button>`s drawn as compact text buttons (one stylesheet for all of them, not a
 * styled component per button): a record's actions.
 * @example
 * <ActionBar><button type="button">详情</button><button type="button" data-danger="">删除</button></ActionBar>
 */
export function ActionBar({ inGrid, children }: ActionBarProps) {
  return inGrid ? <div data-row-actions="">{children}</div> : <Bar>{children}</Bar>;
}
