import { useId, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { AnchoredLayer, anchoredSurface } from './AnchoredLayer';
import { Icon } from './Icon';
import { Input, InputBox } from './Input';
import { isInvalidField } from './fieldControl';
import type { FieldControlProps } from './fieldControl';
import { Affix } from './selectParts';
import { SheetStyle, defineSheet } from './sheet';
import { Tree, type TreeViewRow } from './Tree';
import { cssVar } from './theme';

type Id = string | number;

/**
 * @example
 * <TreeSelect aria-label="房间" valueLabel="1号楼-1单元-3层-301" rows={tree.rows} query={tree.query}
 *   onQueryChange={tree.setQuery} onToggleExpanded={tree.toggleExpanded} onSelect={setRoomId}
 *   labels={{ search: '搜索', tree: '空间', clear: '清除', empty: '无数据', loading: '加载中…' }} />
 */
export interface TreeSelectProps extends FieldControlProps {
  /** What the field shows for the chosen node: its whole path (楼栋-单元-楼层-房间), never a bare leaf name. */
  valueLabel: string | null;
  /** The lines of the tree (`useTree(...).rows` of src/core). */
  rows: readonly TreeViewRow[];
  onToggleExpanded: (id: Id) => void;
  query: string;
  onQueryChange: (query: string) => void;
  /** A node chosen (only nodes `isSelectable` accepts; the others open or close). */
  onSelect: (id: Id) => void;
  /** With it, a × clears the value. */
  onClear?: () => void;
  /** Which nodes may be chosen (default: every node). Rooms only, for a room picker. */
  isSelectable?: (row: TreeViewRow) => boolean;
  /** Called when the popup opens: the moment to load the first level. */
  onOpen?: () => void;
  placeholder?: string;
  labels: { search: string; tree: string; clear: string; empty: string; loading: string };
  className?: string;
}

const sheet = defineSheet('tree-select', `
.sca-tree-select-value { flex: 1; min-width: 0; border: 0; background: none; padding: 0; font: inherit; color: inherit; text-align: left; cursor: pointer; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; height: 30px; }
.sca-tree-select-value:focus { outline: none; }
.sca-tree-select-value[data-empty] { color: ${cssVar.textSecondary}; }
`);
const SHEETS = [sheet];

const Panel = styled.div`
  ${anchoredSurface}
  display: flex; flex-direction: column; gap: ${cssVar.spaceSm}; padding: ${cssVar.spaceSm}; min-width: 280px;
`;

/**
 * A field whose value is one node of a tree (a category, a department, a room): the box shows the
 * chosen node's whole path, the popup a search box and a keyboard-navigable tree with lazy
 * children. Headless state comes from `useTree`; `TreeSelectField` of src/resource wires both.
 * @example
 * const tree = useTree({ nodes, loadChildren });
 * <TreeSelect aria-label="所属分类" valueLabel={pathOf(value)} rows={tree.rows} query={tree.query}
 *   onQueryChange={tree.setQuery} onToggleExpanded={tree.toggleExpanded} onSelect={setValue}
 *   labels={{ search: '搜索', tree: '分类', clear: '清除', empty: '无数据', loading: '加载中…' }} />
 */
export function TreeSelect({
  valueLabel, rows, onToggleExpanded, query, onQueryChange, onSelect, onClear, isSelectable, onOpen, placeholder,
  labels, className, invalid, disabled, id, ...aria
}: TreeSelectProps) {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLSpanElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const popupId = useId();
  const nameId = useId();
  const valueId = useId();
  // The button's name is the field's label and what it shows (axe: visible text within the name).
  // aria-required is not allowed on a button (axe aria-allowed-attr): the field's label marks it required.
  const { 'aria-label': ownLabel, 'aria-labelledby': labelledBy, 'aria-invalid': _invalidOnBox, 'aria-required': _required, ...described } = aria;
  const isInvalid = isInvalidField(invalid, aria['aria-invalid']);
  const show = (next: boolean) => {
    setOpen(next);
    if (next) onOpen?.();
    else button.current?.focus();
  };
  const activate = (nodeId: Id) => {
    const row = rows.find((r) => r.id === nodeId);
    if (!row || row.disabled) return;
    if (isSelectable && !isSelectable(row)) {
      onToggleExpanded(nodeId);
      return;
    }
    onSelect(nodeId);
    show(false);
  };
  return (
    <>
      <SheetStyle sheets={SHEETS} />
      <InputBox ref={box} className={className} data-invalid={isInvalid || undefined} data-disabled={disabled || undefined}>
        <button
          ref={button} id={id} type="button" className="sca-tree-select-value" disabled={disabled}
          aria-haspopup="dialog" aria-expanded={open} aria-controls={open ? popupId : undefined}
          data-empty={valueLabel ? undefined : true} {...described}
          aria-labelledby={`${labelledBy ?? nameId} ${valueId}`}
          onClick={() => show(!open)}
        >
          {ownLabel && !labelledBy ? <span id={nameId} hidden>{ownLabel}</span> : null}
          <span id={valueId}>{valueLabel ?? placeholder ?? ''}</span>
        </button>
        {onClear && valueLabel && !disabled ? (
          <Affix aria-label={labels.clear} tabIndex={-1} onClick={onClear}><Icon name="close" size={14} /></Affix>
        ) : null}
        <Icon name="chevron-down" size={14} />
      </InputBox>
      {open ? (
        <AnchoredLayer anchor={box} matchWidth focusScope initialFocus={0} onOpenChange={(o) => { if (!o) show(false); }}>
          {(s) => (
            <Panel ref={s.ref} style={s.style} id={popupId} role="dialog" aria-label={labels.tree} className="sca-tree-select-panel">
              <Input type="search" value={query} onChange={(e) => onQueryChange(e.target.value)} aria-label={labels.search} placeholder={labels.search} prefix={<Icon name="search" />} />
              <Tree
                label={labels.tree} rows={rows} height={280} onToggleExpanded={onToggleExpanded} onActivate={activate}
                emptyText={labels.empty} loadingText={labels.loading}
              />
            </Panel>
          )}
        </AnchoredLayer>
      ) : null}
    </>
  );
}
