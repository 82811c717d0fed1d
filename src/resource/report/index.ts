/** The report page and its parts (filter bar, KPI cards, table), built from a `ReportDef`. */
export { ReportPage } from './ReportPage';
export type { ReportPageProps } from './ReportPage';
export { ReportFilterBar } from './ReportFilterBar';
export type { ReportFilterBarProps } from './ReportFilterBar';
export { ReportKpis } from './ReportKpis';
export type { ReportKpisProps } from './ReportKpis';
export { ReportTable } from './ReportTable';
export type { ReportTableProps } from './ReportTable';
export { reportMessages } from './reportMessages';
export { ReportSummary } from './ReportSummary';
export type { ReportSummaryProps } from './ReportSummary';
export { REPORT_SHEET } from './reportSheet';
