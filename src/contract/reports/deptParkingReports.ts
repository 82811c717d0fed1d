/**
 * 统计数据's 部门消费统计 and 停车统计, dead embeds until the contract held their data (our additions
 * `wallet.deptConsumption` and `carpark.parkingRecord`). Each drills down to the list it counts.
 */
import { t } from '../dsl';
import type { ReportDef } from '../report';
import { TIME, by } from './measures';

const PERMISSION = 'statisticalData';

/**
 * 部门消费统计: canteen payments by the payer's enterprise department, merchant, meal or day.
 * @example
 * <ReportPage report={deptConsumptionReport} source={deptConsumption} />
 */
export const deptConsumptionReport: ReportDef = {
  name: 'deptConsumption', permission: PERMISSION,
  title: t('部门消费统计', 'Consumption by department', 'Consumo por departamento'),
  note: t('按消费时间统计部门消费明细；人均＝消费金额÷消费人数。', 'Department consumption lines by payment time; per person = amount ÷ payers.',
    'Líneas de consumo por fecha de pago; por persona = importe ÷ pagadores.'),
  source: 'wallet.deptConsumption', dateField: 'consumeTime', maxDays: 366,
  dimensions: { deptId: by('deptId'), ...TIME, merchantId: by('merchantId'), mealTime: by('mealTime'), orgId: by('orgId') },
  measures: {
    amount: { agg: 'sum', field: 'amount', label: t('消费金额(元)', 'Amount (yuan)', 'Importe (yuanes)') },
    count: { agg: 'count', label: t('消费笔数', 'Payments', 'Pagos') },
    payers: { agg: 'distinct', field: 'userName', label: t('消费人数', 'Payers', 'Pagadores') },
    perPayer: { agg: 'avg', of: 'amount', over: 'payers', label: t('人均消费(元)', 'Per payer (yuan)', 'Por pagador (yuanes)') },
  },
  filters: ['deptId', 'merchantId', 'mealTime', 'orgId', 'channel'],
  views: ['bar', 'pie', 'line', 'table'],
  drill: '/statiscal/deptConsumptionList',
};

/**
 * 停车统计: car park stays by day, car park, vehicle type or payment: visits, fees and time parked.
 * @example
 * <ReportPage report={parkingReport} source={parkingRecord} />
 */
export const parkingReport: ReportDef = {
  name: 'parking', permission: PERMISSION,
  title: t('停车统计', 'Parking statistics', 'Estadísticas de aparcamiento'),
  note: t('按入场时间统计停车记录；停车费只含已离场的记录，车辆数为不同车牌。', 'Parking records by entry time; fees count cars that left; vehicles are distinct plates.',
    'Registros por hora de entrada; las tarifas cuentan los vehículos que salieron; vehículos = matrículas distintas.'),
  source: 'carpark.parkingRecord', dateField: 'entryTime', maxDays: 366,
  dimensions: { ...TIME, carparkId: by('carparkId'), carType: by('carType'), payChannel: by('payChannel') },
  measures: {
    visits: { agg: 'count', label: t('停车次数', 'Stays', 'Estancias') },
    fee: { agg: 'sum', field: 'fee', label: t('停车费(元)', 'Fees (yuan)', 'Tarifas (yuanes)'), where: { status: ['left'] } },
    vehicles: { agg: 'distinct', field: 'plateNo', label: t('车辆数', 'Vehicles', 'Vehículos') },
    minutes: { agg: 'sum', field: 'minutes', label: t('停车时长(分钟)', 'Minutes parked', 'Minutos') },
    parked: { agg: 'count', label: t('在场车辆', 'Still parked', 'Aún aparcados'), where: { status: ['parked'] } },
  },
  filters: ['carparkId', 'carType', 'payChannel', 'status'],
  views: ['bar', 'line', 'pie', 'table'],
  drill: '/convenience/parkingRecord',
};

/** @example DEPT_PARKING_REPORTS.map((r) => r.name) // ['deptConsumption', 'parking'] */
export const DEPT_PARKING_REPORTS: readonly ReportDef[] = [deptConsumptionReport, parkingReport];
