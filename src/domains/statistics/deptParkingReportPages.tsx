/**
 * The statistics domain's 部门消费统计 and 停车统计 (were dead embeds): the kit's `ReportPage` (KPIs,
 * chart, table, export, drill-down to its list) over our additions `wallet.deptConsumption` and
 * `carpark.parkingRecord`.
 */
import { deptConsumptionReport, parkingReport } from '../../contract/reports/deptParkingReports';
import { parkingRecord } from '../../contract/services/carpark';
import { deptConsumption } from '../../contract/services/walletAdditions';
import { reportPage } from './reportPages';

/** 部门消费统计: canteen payments by department, merchant, meal or day, each opening its lines. @example <DeptConsumptionReportPage /> */
export const DeptConsumptionReportPage = reportPage(deptConsumptionReport, deptConsumption);
/** 停车统计: stays, fees, vehicles and time parked by day, car park, vehicle type or payment. @example <ParkingReportPage /> */
export const ParkingReportPage = reportPage(parkingReport, parkingRecord);
