import { useState, type FormEvent } from 'react';
import { reportBody, type ReportDef } from '../../contract/report';
import type { ResourceDef } from '../../contract/types';
import { useLocale, type ReportQuery } from '../../core';
import { Button, DateRangePicker, FormField } from '../../ui';
import { PlainFieldInput } from '../PlainFieldInput';
import { useViewT } from '../useViewT';
import { reportMessages } from './reportMessages';

export interface ReportFilterBarProps {
  report: ReportDef;
  source: ResourceDef;
  query: ReportQuery;
  today: string;
  onSearch: (next: ReportQuery) => void;
  /** The first query, for Reset. */
  initial: ReportQuery;
}

/**
 * The report's filter bar: the required date range (at most the report's `maxDays`, none after
 * today), the grouping and the report's filters. Changes apply on 查询 (Enter), so a half-typed
 * filter never fires a call; what was typed stays when a call fails.
 * @example
 * <ReportFilterBar report={def} source={orderDinner} query={r.query} initial={first} today={r.today} onSearch={r.setQuery} />
 */
export function ReportFilterBar({ report, source, query, today, onSearch, initial }: ReportFilterBarProps) {
  const t = useViewT(reportMessages);
  const locale = useLocale();
  const [draft, setDraft] = useState(query);
  const body = reportBody(report, source.fields);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (draft.startDate && draft.endDate) onSearch(draft);
  };
  const id = `sc-report-${report.name}`;
  return (
    <form className="sc-report-filters" role="search" aria-label={t('report.filters')} onSubmit={submit}>
      <FormField label={t('report.range')} id={`${id}-range`}>
        <DateRangePicker
          id={`${id}-range`} value={[draft.startDate || null, draft.endDate || null]} maxDays={report.maxDays} noFuture today={today}
          labels={{
            start: t('report.start'), end: t('report.end'), separator: t('resource.dateSeparator'), open: t('resource.dateOpen'),
            clear: t('resource.dateClear'), prevMonth: t('resource.datePrevMonth'), nextMonth: t('resource.dateNextMonth'),
            prevYear: t('resource.datePrevYear'), nextYear: t('resource.dateNextYear'), invalidDate: t('resource.dateInvalid'),
            tooLong: (days: number) => t('report.tooLong', { days }), future: t('report.future'),
          }}
          onChange={([a, b]) => setDraft({ ...draft, startDate: a ?? '', endDate: b ?? '' })}
        />
      </FormField>
      <FormField label={t('report.groupBy')} id={`${id}-dimension`}>
        <PlainFieldInput id={`${id}-dimension`} field={body.dimension!} value={draft.dimension} onChange={(v) => setDraft({ ...draft, dimension: v || initial.dimension })} />
      </FormField>
      {(report.filters ?? []).map((name) => {
        const fd = source.fields[name];
        if (!fd) return null;
        return (
          <FormField key={name} label={fd.label[locale]} id={`${id}-${name}`}>
            <PlainFieldInput
              id={`${id}-${name}`} field={fd} variant="filter" value={draft.filters[name] ?? ''}
              onChange={(v) => setDraft({ ...draft, filters: { ...draft.filters, [name]: v } })}
            />
          </FormField>
        );
      })}
      {Object.entries(report.params ?? {}).map(([name, fd]) => (
        <FormField key={name} label={fd.label[locale]} id={`${id}-${name}`}>
          <PlainFieldInput
            id={`${id}-${name}`} field={fd} value={draft.filters[name] ?? (fd.default === undefined ? '' : String(fd.default))}
            onChange={(v) => setDraft({ ...draft, filters: { ...draft.filters, [name]: v } })}
          />
        </FormField>
      ))}
      <div className="sc-report-buttons">
        <Button type="submit" variant="primary">{t('report.search')}</Button>
        <Button type="button" onClick={() => { setDraft(initial); onSearch(initial); }}>{t('report.reset')}</Button>
      </div>
    </form>
  );
}
