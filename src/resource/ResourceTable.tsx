import { useCallback, useMemo, type ReactNode } from 'react';
import type { FieldDef, ResourceDef } from '../contract/types';
import { refLabelReader, rowIdOf, unlabelledRefTargetsOf, useLocale, type FieldEntry, type ListSort } from '../core';
import { Table, type TableColumn } from '../ui';
import { fieldCell, fieldText } from './FieldValue';
import { RefLabels } from './RefLabels';
import { useViewT } from './useViewT';

/**
 * @example
 * <ResourceTable resource={orderDinner} rows={rows} fields={listColumns(orderDinner)} label="订餐订单"
 *   renderCell={(field, row) => (field === 'amount' && Number(row.amount) > 100 ? <strong>{String(row.amount)}</strong> : undefined)} />
 */
export type Row = Record<string, unknown>;

/**
 * @example
 * <ResourceTable resource={orderDinner} rows={rows} fields={listColumns(orderDinner)} label="订餐订单"
 *   renderCell={(field, row) => (field === 'amount' && Number(row.amount) > 100 ? <strong>{String(row.amount)}</strong> : undefined)} />
 */
export interface ResourceTableProps {
  resource: ResourceDef;
  rows: readonly Row[];
  /** Visible fields in display order (default: the contract's list columns). */
  fields: readonly FieldEntry[];
  /** Accessible name of the grid (the page title). */
  label: string;
  sort?: ListSort | null;
  onSortChange?: (sort: ListSort | null) => void;
  selected?: ReadonlySet<string>;
  onSelectedChange?: (next: ReadonlySet<string>) => void;
  /** The last (sticky) column's content per row: bare buttons (`rowActionsOf` with `inGrid`), drawn as an action bar. */
  rowActions?: (row: Row) => ReactNode;
  /** Width of the actions column in px. */
  actionsWidth?: number;
  onRowActivate?: (row: Row) => void;
  busy?: boolean;
  empty?: ReactNode;
  height?: number | string;
  /**
   * A domain's own look for some cells: return content for a field and row, or undefined to keep
   * the contract's cell (a tag, a masked phone, an amount...).
   */
  renderCell?: (field: string, row: Row) => ReactNode | undefined;
}

const NUMERIC = new Set(['amount', 'integer', 'number', 'percent']);
const widthOf = (fd: FieldDef): number => {
  if (fd.type === 'datetime') return 170;
  if (fd.type === 'date' || fd.type === 'phone') return 130;
  if (NUMERIC.has(fd.type) || fd.type === 'enum' || fd.type === 'boolean' || fd.type === 'id') return 110;
  return 160;
};

/**
 * The list of a resource as a virtualised grid: one column per field, cells typed by the
 * contract (status tags, masked phones, two-decimal amounts, ref labels), sortable headers,
 * row selection and a sticky actions column. It renders only what is on screen, so 100,000
 * rows scroll as smoothly as 20.
 * @example
 * <ResourceTable resource={orderDinner} rows={rows} fields={listColumns(orderDinner)} label="订餐订单"
 *   renderCell={(field, row) => (field === 'amount' && Number(row.amount) > 100 ? <strong>{String(row.amount)}</strong> : undefined)} />
 */
export function ResourceTable(p: ResourceTableProps) {
  const t = useViewT();
  const locale = useLocale();
  const texts = useMemo(() => ({ yes: t('common.yes'), no: t('common.no') }), [t]);
  const { resource, rowActions, renderCell } = p;
  // Rows that name their ref ids need no select list; only a back end that sends bare ids costs one per target.
  const refKeys = useMemo(() => unlabelledRefTargetsOf(p.fields, p.rows), [p.fields, p.rows]);
  const columns = useMemo<TableColumn<Row>[]>(() => {
    const cols: TableColumn<Row>[] = p.fields.map(([name, fd]) => {
      // A ref cell shows the label its row carries; without one it follows its target's labels by
      // itself (RefLabels), so an options answer re-renders no row.
      const show = fieldCell(fd, { locale, texts, inGrid: true });
      const labelOf = fd.type === 'ref' ? refLabelReader(name) : null;
      return {
        key: name,
        header: fd.label[locale],
        width: widthOf(fd),
        align: NUMERIC.has(fd.type) ? 'right' : 'left',
        sortable: Boolean(p.onSortChange) && fd.type !== 'image' && fd.type !== 'audio' && fd.type !== 'text',
        render: renderCell
          ? (row) => renderCell(name, row) ?? (labelOf ? labelOf(row) ?? show(row[name]) : show(row[name]))
          : labelOf ? (row) => labelOf(row) ?? show(row[name]) : (row) => show(row[name]),
        ...(fd.type === 'ref' || fd.type === 'enum' ? {} : { text: (row: Row) => fieldText(fd, row[name], locale, texts) }),
      };
    });
    if (rowActions) cols.push({ key: '__actions', header: t('resource.actions'), width: p.actionsWidth ?? 200, sticky: 'right', actions: true, render: (row) => rowActions(row) });
    return cols;
  }, [p.fields, p.onSortChange, p.actionsWidth, locale, texts, rowActions, renderCell, t]);
  const labelField = resource.labelField;
  const selectRowLabel = useCallback(
    (row: Row) => t('resource.selectRow', { name: String(row[labelField] ?? row.id ?? '') }), [t, labelField]);
  return (
    <RefLabels refKeys={refKeys}>
      <Table<Row>
        rows={p.rows}
        columns={columns}
        rowKey={rowIdOf}
        label={p.label}
        sort={p.sort ?? null}
        {...(p.onSortChange ? { onSortChange: p.onSortChange } : {})}
        {...(p.selected && p.onSelectedChange ? {
          selected: p.selected, onSelectedChange: p.onSelectedChange,
          selectAllLabel: t('resource.selectAll'), selectRowLabel,
        } : {})}
        {...(p.onRowActivate ? { onRowActivate: p.onRowActivate } : {})}
        busy={Boolean(p.busy)}
        empty={p.empty}
        height={p.height ?? 'min(60vh, 640px)'}
      />
    </RefLabels>
  );
}
