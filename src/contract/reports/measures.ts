/** Measures and dimensions shared by several reports. */
import { t } from '../dsl';
import type { ReportDimension } from '../report';

export const DAY: ReportDimension = { kind: 'time', unit: 'day' };
export const WEEK: ReportDimension = { kind: 'time', unit: 'week' };
export const MONTH: ReportDimension = { kind: 'time', unit: 'month' };
/** The time groupings every report offers. */
export const TIME = { day: DAY, week: WEEK, month: MONTH } as const;
/** A grouping by the values of one field. */
export const by = (field: string): ReportDimension => ({ kind: 'field', field });

export const ORDERS = t('订单数', 'Orders', 'Pedidos');
export const AMOUNT = t('金额(元)', 'Amount (yuan)', 'Importe (yuanes)');
export const USERS = t('下单人数', 'Customers', 'Clientes');
