import { orderDinner } from '../../contract/services/ordermeal';
import { ResourcePage, type ResourcePageOfProps } from '../../resource';

/**
 * The columns `MealOrdersPage` shows by default, in order (a view of one's own can show the same).
 * @example
 * <MealOrdersPage columns={MEAL_ORDERS_COLUMNS.filter((c) => c !== 'phone')} />
 */
export const MEAL_ORDERS_COLUMNS: readonly string[] = ['orderNo', 'phone', 'orgId', 'mealId', 'date', 'mealTime', 'amount', 'status', 'createTime'];

/**
 * What a mountable page takes: any ResourcePage prop over the domain's choices (a heading, today, columns...).
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><MealOrdersPage /></AdminProvider>
 */
export type MealPageProps = ResourcePageOfProps;

/**
 * Dinner orders: filter by order number, phone, project, company, meal, date (at most 92 days)
 * and status; details; cancel an ordered dinner (frees its seat); export the filtered list.
 * Mounts alone in a partner app inside `<AdminProvider>`.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><MealOrdersPage /></AdminProvider>
 */
export function MealOrdersPage(props: MealPageProps) {
  return (
    <ResourcePage
      resource={orderDinner}
      columns={MEAL_ORDERS_COLUMNS}
      filters={['orderNo', 'phone', 'orgId', 'companyId', 'mealId', 'date', 'mealTime', 'status']}
      dateRules={{ date: { maxDays: 92 } }}
      {...props}
    />
  );
}
