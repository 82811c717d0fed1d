/** Static styles of the report page, its summaries and overview grids (painted before any script runs). */
import { cssVar, defineSheet } from '../../ui';

export const REPORT_SHEET = defineSheet('sc-report', `
.sc-report { margin: ${cssVar.spaceLg}; padding: ${cssVar.spaceLg} 20px; background: ${cssVar.bg}; border-radius: ${cssVar.radius}; color: ${cssVar.text}; }
.sc-report-embedded { margin: ${cssVar.spaceXl} 0 0; padding: 0; }
.sc-report h2 { margin: 0 0 ${cssVar.spaceMd}; font-size: ${cssVar.fontSizeLarge}; font-weight: 500; }
.sc-report h1 { margin: 0 0 ${cssVar.spaceMd}; font-size: 18px; font-weight: 500; }
.sc-report-note { margin: ${cssVar.spaceSm} 0 0; color: ${cssVar.textSecondary}; font-size: 13px; }
.sc-report-filters { display: flex; flex-wrap: wrap; gap: 0 ${cssVar.spaceLg}; align-items: flex-end; }
.sc-report-filters > * { min-width: 180px; }
.sc-report-buttons { display: flex; gap: ${cssVar.spaceSm}; padding-bottom: 22px; }
.sc-report-kpis { display: grid; grid-template-columns: repeat(auto-fill, minmax(170px, 1fr)); gap: ${cssVar.spaceMd}; list-style: none; margin: ${cssVar.spaceXs} 0 0; padding: 0; }
.sc-report-kpis li { border: 1px solid ${cssVar.border}; border-radius: ${cssVar.radius}; padding: ${cssVar.spaceMd} 14px; }
.sc-report-kpis .label { color: ${cssVar.textSecondary}; font-size: 13px; }
.sc-report-kpis .value { font-size: 22px; font-weight: 600; margin: ${cssVar.spaceXs} 0; font-variant-numeric: tabular-nums; }
.sc-report-kpis .change { font-size: ${cssVar.fontSizeSmall}; color: ${cssVar.textSecondary}; }
.sc-report-kpis .up { color: ${cssVar.successInk}; } .sc-report-kpis .down { color: ${cssVar.dangerInk}; }
.sc-report-toolbar { display: flex; flex-wrap: wrap; gap: ${cssVar.spaceMd}; align-items: center; justify-content: space-between; margin: ${cssVar.spaceLg} 0 ${cssVar.spaceSm}; }
.sc-report-toolbar select { height: 32px; }
.sc-report-table { overflow-x: auto; margin-top: ${cssVar.spaceSm}; }
.sc-report-table table { width: 100%; border-collapse: collapse; font-size: 13px; }
.sc-report-table th, .sc-report-table td { padding: ${cssVar.spaceSm} 10px; border-bottom: 1px solid ${cssVar.border}; text-align: left; white-space: nowrap; }
.sc-report-table thead th { background: ${cssVar.bgMuted}; color: ${cssVar.textSecondary}; font-weight: 500; }
.sc-report-table thead button { all: unset; cursor: pointer; }
.sc-report-table thead button:focus-visible { outline: 2px solid ${cssVar.primary}; outline-offset: 2px; }
.sc-report-table .num { text-align: right; font-variant-numeric: tabular-nums; }
.sc-report-table tbody th { font-weight: 400; }
.sc-report-table tfoot th, .sc-report-table tfoot td { font-weight: 600; }
.sc-report-table a { color: ${cssVar.primaryInk}; }
.sc-visually-hidden { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.sc-report-summary { border: 1px solid ${cssVar.border}; border-radius: ${cssVar.radius}; padding: ${cssVar.spaceMd} ${cssVar.spaceLg}; background: ${cssVar.bg}; min-width: 0; }
.sc-report-summary h2 { margin: 0 0 ${cssVar.spaceSm}; font-size: ${cssVar.fontSizeLarge}; font-weight: 500; }
.sc-report-summary h2 a { color: ${cssVar.text}; text-decoration: none; }
.sc-report-summary h2 a:hover, .sc-report-summary h2 a:focus-visible { color: ${cssVar.primaryInk}; text-decoration: underline; }
.sc-report-grid { display: grid; grid-template-columns: repeat(auto-fill, minmax(420px, 1fr)); gap: ${cssVar.spaceLg}; }
`);
