import type { ReportDef } from '../../contract/report';
import { useLocale, type ReportResult } from '../../core';
import { fullNumber } from '../../ui';
import { useViewT } from '../useViewT';
import { reportMessages } from './reportMessages';
import { decimalsOf, shownValue } from './ReportTable';

export interface ReportKpisProps {
  report: ReportDef;
  result: ReportResult;
  /** Change of a total against the previous period (0.25 = +25 %), or null. */
  change: (measure: string) => number | null;
  /** Only these measures (default all). */
  measures?: readonly string[];
}

/**
 * One card per measure: the total of the range and its change against the period of the same
 * length just before it (up green, down red, and said in words, not only in colour).
 * @example
 * <ReportKpis report={def} result={r.result} change={r.change} />
 */
export function ReportKpis({ report, result, change, measures }: ReportKpisProps) {
  const t = useViewT(reportMessages);
  const locale = useLocale();
  const names = measures ?? Object.keys(report.measures);
  const pct = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' });
  const { startDate, endDate } = result.previous.range;
  return (
    <ul className="sc-report-kpis" aria-label={t('report.previous', { start: startDate, end: endDate })}>
      {names.map((name) => {
        const m = report.measures[name];
        if (!m) return null;
        const c = change(name);
        return (
          <li key={name} data-kpi={name}>
            <div className="label">{m.label[locale]}</div>
            <div className="value">{fullNumber(shownValue(report, name, result.totals[name] ?? 0), locale, decimalsOf(report, name))}</div>
            <div className={`change${c === null || c === 0 ? '' : c > 0 ? ' up' : ' down'}`}>
              {c === null ? t('report.noPrevious') : t('report.vsPrevious', { change: pct.format(c) })}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
