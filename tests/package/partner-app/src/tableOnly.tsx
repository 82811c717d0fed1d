// The repo's type-check runs before any build, when the types of these imports (dist/) do not exist
// yet; the smoke test type-checks this file in the partner app's copy, against the packed .d.ts.
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-nocheck
/**
 * The partner benchmark's "table only" page: the least the kit renders to show the meal orders'
 * first rows. The same provider, list call, permission wait and columns as `MealOrdersPage`, but no
 * filters, toolbar, selection, row actions or pagination. Its time against the full page's and
 * plain React's says how much of the gap is the page's parts and how much the kit's floor.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminProvider, ResourceTable, listColumns, useEnsurePermissions, useListParams, useResourceList } from '@supercloud/admin';
import { MEAL_ORDERS_COLUMNS, orderDinner } from '@supercloud/admin/meal';
import { config } from './config';

const all = listColumns(orderDinner);
const fields = MEAL_ORDERS_COLUMNS.map((name) => all.find(([key]) => key === name)!);

function OrdersTable() {
  const list = useListParams(orderDinner);
  const orders = useResourceList(orderDinner, list.state);
  const permsKnown = useEnsurePermissions();
  return (
    <section>
      <h1>订餐订单</h1>
      {orders.isPending || !permsKnown ? null : <ResourceTable resource={orderDinner} rows={orders.rows} fields={fields} label="订餐订单" />}
    </section>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AdminProvider apiBase={config.apiBase} token={config.token}>
      <OrdersTable />
    </AdminProvider>
  </StrictMode>,
);
