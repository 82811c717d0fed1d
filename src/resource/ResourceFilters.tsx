import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { ResourceDef } from '../contract/types';
import { isRangeField, splitRange, useLocale, type FieldEntry } from '../core';
import { Button, DateRangePicker, Icon, SheetStyle, cssVar, defineSheet } from '../ui';
import { PlainFieldInput } from './PlainFieldInput';
import { useViewT } from './useViewT';

/**
 * Date-range rules of one filter (000 section 5): span limit around the first pick, no future.
 * @example
 * <ResourceFilters resource={orderDinner} fields={filterFields(orderDinner)} values={state.filters}
 *   onSearch={setFilters} onReset={() => setFilters({})} dateRules={{ date: { maxDays: 31 } }} />
 */
export interface DateRule {
  readonly maxDays?: number;
  readonly noFuture?: boolean;
}

/**
 * @example
 * <ResourceFilters resource={orderDinner} fields={filterFields(orderDinner)} values={state.filters}
 *   onSearch={setFilters} onReset={() => setFilters({})} dateRules={{ date: { maxDays: 31 } }} />
 */
export interface ResourceFiltersProps {
  resource: ResourceDef;
  fields: readonly FieldEntry[];
  /** The applied filters (from the URL). */
  values: Readonly<Record<string, string>>;
  onSearch: (values: Record<string, string>) => void;
  onReset: () => void;
  /** Per date field; default: at most one year, future allowed. */
  dateRules?: Readonly<Record<string, DateRule>>;
  /** Today (yyyy-MM-dd) for the date pickers; tests and stories pin it. */
  today?: string;
  /** Extra controls after the buttons. */
  children?: ReactNode;
  /**
   * Filters shown while the bar is folded (default 4, about one row); the rest show with 展开.
   * A bar with no more filters than this never folds.
   */
  foldedCount?: number;
}

/** Filters a folded bar shows (about one row of a console's content area). */
export const FOLDED_FILTERS = 4;

/** The filters a folded bar shows: the first `count` (all of them when there are no more). */
export const unfoldedFilters = (fields: readonly FieldEntry[], count = FOLDED_FILTERS): readonly FieldEntry[] => fields.slice(0, count);

const filtersSheet = defineSheet('filters', `
.sca-filters { display: flex; flex-wrap: wrap; gap: ${cssVar.spaceMd} ${cssVar.spaceLg}; align-items: flex-end; margin-bottom: ${cssVar.spaceMd}; }
.sca-filters label { display: block; margin-bottom: ${cssVar.spaceXs}; font-size: 13px; color: ${cssVar.textSecondary}; }
.sca-filters-item { width: 200px; max-width: 100%; }
.sca-filters-item[data-wide] { width: 300px; }
.sca-filters-buttons { display: flex; gap: ${cssVar.spaceSm}; }
`);
const SHEETS = [filtersSheet];

/** The filters that say something: empty boxes and half-empty ranges dropped. */
function nonEmpty(values: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== '' && v !== '~'));
}

/** Filters as one comparable string, keys sorted, so the URL's copy compares equal to the draft's. */
function canonical(values: Readonly<Record<string, string>>): string {
  return JSON.stringify(Object.fromEntries(Object.entries(nonEmpty(values)).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))));
}

/** How many of these fields a draft holds a value for. */
function countSet(values: Readonly<Record<string, string>>, fields: readonly FieldEntry[]): number {
  const set = nonEmpty(values);
  return fields.filter(([name]) => name in set).length;
}

/**
 * The filter bar of a resource list, generated from the fields the contract marks `filter`:
 * text boxes, selects for enums, comboboxes fed by `getselectlist` for refs, date ranges. The
 * draft is applied with 查询 (or Enter) and mirrors the URL when it changes (back button).
 * Past `foldedCount` filters the bar folds to one row with 展开 / 收起 (as ProTable does); it
 * opens by itself when a folded filter holds a value, and a folded value still applies.
 * @example
 * <ResourceFilters resource={orderDinner} fields={filterFields(orderDinner)} values={state.filters}
 *   onSearch={setFilters} onReset={() => setFilters({})} dateRules={{ date: { maxDays: 31 } }} />
 */
export function ResourceFilters({ resource, fields, values, onSearch, onReset, dateRules, today, children, foldedCount = FOLDED_FILTERS }: ResourceFiltersProps) {
  const t = useViewT();
  const locale = useLocale();
  const [draft, setDraft] = useState<Record<string, string>>({ ...values });
  const folds = fields.length > foldedCount;
  const foldedFields = fields.slice(foldedCount);
  // Folded filters are not mounted: the page's first paint draws one row of them, not all.
  const [open, setOpen] = useState(() => countSet(values, foldedFields) > 0);
  const applied = canonical(values);
  // Follow the URL when it changes (back button, a shared link), but not when a hidden tab is
  // shown again (<Activity> re-runs effects then), nor when the URL catches up with 查询 or 重置:
  // the router commits in a transition, and what the user typed meanwhile must survive it.
  const seen = useRef(applied);
  useEffect(() => {
    if (seen.current === applied) return;
    seen.current = applied;
    const next = JSON.parse(applied) as Record<string, string>;
    setDraft(next);
    // A shared link or the back button may set a folded filter: show it.
    // (The folded fields are read, not followed: a page's filter fields do not change.)
    if (countSet(next, foldedFields) > 0) setOpen(true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs on a URL change only; each run reads this render's folded fields
  }, [applied]);
  const set = (name: string, v: string) => setDraft((d) => ({ ...d, [name]: v }));
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const clean = nonEmpty(draft);
    seen.current = canonical(clean);
    onSearch(clean);
  };
  const reset = () => {
    seen.current = canonical({});
    setDraft({});
    onReset();
  };
  // Folded filters holding a value still apply; the button says how many.
  const hiddenSet = open ? 0 : countSet(draft, foldedFields);
  const dateLabels = {
    start: t('resource.dateStart'), end: t('resource.dateEnd'), separator: t('resource.dateSeparator'), open: t('resource.dateOpen'),
    clear: t('resource.dateClear'), prevMonth: t('resource.datePrevMonth'), nextMonth: t('resource.dateNextMonth'),
    prevYear: t('resource.datePrevYear'), nextYear: t('resource.dateNextYear'), invalidDate: t('resource.dateInvalid'),
    tooLong: (days: number) => t('resource.dateTooLong', { days }), future: t('resource.dateFuture'),
  };
  return (
    <form className="sca-filters" role="search" aria-label={t('resource.filters')} onSubmit={submit}>
      <SheetStyle sheets={SHEETS} />
      {(open ? fields : unfoldedFilters(fields, foldedCount)).map(([name, fd]) => {
        const id = `sc-filter-${resource.key.replace('.', '-')}-${name}`;
        const label = fd.label[locale];
        if (isRangeField(fd)) {
          const [from, to] = splitRange(draft[name]);
          const rule = dateRules?.[name];
          return (
            <div className="sca-filters-item" data-wide="" key={name}>
              <label id={`${id}-label`} htmlFor={id}>{label}</label>
              <DateRangePicker
                id={id} aria-label={label} value={[from || null, to || null]} labels={dateLabels}
                maxDays={rule?.maxDays ?? 365} noFuture={Boolean(rule?.noFuture)} {...(today ? { today } : {})}
                onChange={([a, b]) => set(name, a || b ? `${a ?? ''}~${b ?? ''}` : '')}
              />
            </div>
          );
        }
        return (
          <div className="sca-filters-item" key={name}>
            <label id={`${id}-label`} htmlFor={id}>{label}</label>
            <PlainFieldInput id={id} aria-labelledby={`${id}-label`} field={fd} variant="filter" value={draft[name] ?? ''} onChange={(v) => set(name, v)} />
          </div>
        );
      })}
      <div className="sca-filters-buttons">
        <Button type="submit" variant="primary">{t('resource.search')}</Button>
        <Button type="button" onClick={reset}>{t('resource.reset')}</Button>
        {folds ? (
          <Button variant="text" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
            {open ? t('resource.fold') : hiddenSet ? t('resource.unfoldSet', { count: hiddenSet }) : t('resource.unfold')}
            <Icon name="chevron-down" size={14} style={open ? { transform: 'rotate(180deg)' } : undefined} />
          </Button>
        ) : null}
        {children}
      </div>
    </form>
  );
}
