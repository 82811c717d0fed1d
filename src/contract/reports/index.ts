/** Every report of the kit (see ../report.ts); `withReports` adds their calls to the catalogue. */
import { ACCOUNT_REPORTS } from './accountReports';
import { DEPT_PARKING_REPORTS } from './deptParkingReports';
import { MARKETING_REPORTS } from './marketingReports';
import { MEAL_REPORTS } from './mealReports';
import { MEETING_REPORTS } from './meetingReports';
import { OPERATION_REPORTS } from './operationReports';
import { MERCHANT_REPORTS } from './merchantReports';
import { SHOP_REPORTS } from './shopReports';
import { STATISTICS_DETAIL_REPORTS } from './statisticsDetailReports';
import { STATISTICS_REPORTS } from './statisticsReports';
import type { ReportDef } from '../report';

export * from './accountReports';
export * from './deptParkingReports';
export * from './marketingReports';
export * from './mealReports';
export * from './meetingReports';
export * from './operationReports';
export * from './merchantReports';
export * from './shopReports';
export * from './statisticsReports';
export * from './statisticsDetailReports';

/**
 * @example
 * REPORTS.find((r) => r.name === 'visitor')
 */
export const REPORTS: readonly ReportDef[] = [...MEAL_REPORTS, ...STATISTICS_REPORTS, ...STATISTICS_DETAIL_REPORTS, ...SHOP_REPORTS, ...MERCHANT_REPORTS, ...MARKETING_REPORTS, ...OPERATION_REPORTS, ...ACCOUNT_REPORTS, ...DEPT_PARKING_REPORTS, ...MEETING_REPORTS];
