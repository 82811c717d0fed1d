/**
 * OURS: `ResourceTable` of `ordermeal.orderDinner` with 100,000 rows, selection and a row-actions
 * column, inside `AdminProvider` (which brings its own router). The API base answers nothing:
 * the ref columns show '#id' after their option loads fail.
 */
import { useCallback, useMemo, useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { OperationDef } from '../../../src/contract/types';
import { orderDinner } from '../../../src/contract/services/ordermeal';
import { AdminProvider, listColumns, operationsOf, useLocale } from '../../../src/core';
import { ResourceTable, rowActionTexts, rowActionsOf, useViewT, type Row } from '../../../src/resource';
import { watchFirstRows } from './probe';
import { makeOrderRows } from './rows';

// The bench asks for 1,000, 10,000 or 100,000 rows (`?rows=`).
const ROWS = Number(new URLSearchParams(location.search).get('rows') ?? 100_000);
const scriptStart = performance.now();
const valuesOf = (name: string) => (orderDinner.fields[name]?.values ?? []).map((v) => String(v.value));
const rows: Row[] = makeOrderRows(ROWS, valuesOf('mealTime'), valuesOf('status'));
const generateMs = performance.now() - scriptStart;

const fields = listColumns(orderDinner);
const transitions = operationsOf(orderDinner, 'transition');
const allowed = () => true;
const noop = () => undefined;
// As ResourcePage sizes it: detail + delete, edit, one button per transition.
const actionsWidth = 130 + 50 + transitions.length * 80;

function Bench() {
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  // As ResourcePage does: the actions' texts once, then a bare bar per row.
  const t = useViewT();
  const locale = useLocale();
  const texts = useMemo(() => rowActionTexts(orderDinner, transitions, t as never, locale), [t, locale]);
  const rowActions = useCallback((row: Row) => rowActionsOf({
    resource: orderDinner, row, transitions, allowed, inGrid: true,
    onTransition: noop as (op: OperationDef, row: Row) => void, onDetail: noop, onEdit: noop, onDelete: noop,
  }, texts), [texts]);
  return (
    <ResourceTable
      resource={orderDinner} rows={rows} fields={fields} label="订餐订单"
      selected={selected} onSelectedChange={setSelected} rowActions={rowActions} actionsWidth={actionsWidth}
    />
  );
}

watchFirstRows(scriptStart, generateMs);
createRoot(document.getElementById('root')!).render(
  <AdminProvider apiBase="http://127.0.0.1:1/none" permissions={['admin']}>
    <Bench />
  </AdminProvider>,
);
