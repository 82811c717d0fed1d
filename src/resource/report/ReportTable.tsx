import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { isFen, type ReportDef } from '../../contract/report';
import { fenToAmount } from '../../utils/amountFen';
import { sortRows, useLocale, type ReportResult, type ReportRow } from '../../core';
import { fullNumber } from '../../ui';
import { useViewT } from '../useViewT';
import { reportMessages } from './reportMessages';

export interface ReportTableProps {
  report: ReportDef;
  result: ReportResult;
  /** Header of the group column (日期, 商户...). */
  keyHeader: string;
  /** The text of a group's key (a day, a status label, a merchant's name). */
  keyText: (row: ReportRow) => string;
  /** The filtered list a group counts, or null. */
  drill: (row: ReportRow) => string | null;
  label: string;
}

type Sort = { by: string; order: 'asc' | 'desc' };

/** Two decimals for money (sums, fen shown as yuan, differences, averages) and rates, the number as it is otherwise. */
export const decimalsOf = (report: ReportDef, measure: string): number | undefined => {
  const m = report.measures[measure];
  return m && (m.agg === 'sum' || m.agg === 'rate' || m.agg === 'diff' || m.agg === 'avg' || isFen(m)) ? 2 : undefined;
};

/**
 * The number a measure shows: whole fen as yuan (read exactly from the integer), others as answered.
 * @example
 * shownValue(merchantReport, 'sales', 123456) // 1234.56
 */
export const shownValue = (report: ReportDef, measure: string, value: number): number =>
  (isFen(report.measures[measure]) && Number.isSafeInteger(value) ? Number(fenToAmount(BigInt(value))) : value);

/**
 * The report's numbers as a plain table: the chart's text alternative, reachable by keyboard
 * (sortable column headers are buttons with `aria-sort`), a total row that says what it adds up,
 * and a link per group to the list it counts.
 * @example
 * <ReportTable report={def} result={r.result} keyHeader="日期" keyText={(row) => String(row.key)} drill={r.drill} label="订餐统计明细" />
 */
export function ReportTable({ report, result, keyHeader, keyText, drill, label }: ReportTableProps) {
  const t = useViewT(reportMessages);
  const locale = useLocale();
  const [sort, setSort] = useState<Sort | null>(null);
  const rows = useMemo(() => (sort ? sortRows(result.rows, sort.by, sort.order) : result.rows), [result.rows, sort]);
  const measures = Object.entries(report.measures);
  const header = (by: string, text: string, numeric: boolean) => {
    const active = sort?.by === by ? sort.order : null;
    const next = (): Sort => (active === 'asc' ? { by, order: 'desc' } : { by, order: 'asc' });
    return (
      <th key={by} scope="col" className={numeric ? 'num' : undefined} aria-sort={active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : 'none'}>
        <button type="button" onClick={() => setSort(next())}>
          {text}<span aria-hidden="true">{active === 'asc' ? ' ▲' : active === 'desc' ? ' ▼' : ''}</span>
        </button>
      </th>
    );
  };
  return (
    <div className="sc-report-table">
      <table aria-label={label}>
        <thead>
          <tr>
            {header('key', keyHeader, false)}
            {measures.map(([name, m]) => header(name, m.label[locale], true))}
            {report.drill ? <th scope="col"><span className="sc-visually-hidden">{t('report.drill')}</span></th> : null}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const href = drill(row);
            const text = keyText(row);
            return (
              <tr key={String(row.key)}>
                <th scope="row">{text}</th>
                {measures.map(([name, m]) => (
                  <td key={name} className="num">
                    {m.agg === 'flag'
                      ? (row.values[name] ? t('report.flagYes') : <><span aria-hidden="true">—</span><span className="sc-visually-hidden">{t('report.flagNo')}</span></>)
                      : fullNumber(shownValue(report, name, row.values[name] ?? 0), locale, decimalsOf(report, name))}
                  </td>
                ))}
                {report.drill ? <td>{href ? <Link to={href} aria-label={t('report.drillOf', { group: text })}>{t('report.drill')}</Link> : null}</td> : null}
              </tr>
            );
          })}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('report.total')}</th>
            {measures.map(([name]) => <td key={name} className="num" data-total={name}>{fullNumber(shownValue(report, name, result.totals[name] ?? 0), locale, decimalsOf(report, name))}</td>)}
            {report.drill ? <td /> : null}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
