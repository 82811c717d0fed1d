import { styled } from 'styled-components';
import type { OperationDef, ResourceDef } from '../contract/types';
import { useLocale } from '../core';
import { cssVar } from '../ui';
import { FieldValue } from './FieldValue';
import { useViewT } from './useViewT';

/** Rows a `stats` call left out of its counts, by value of the excluded field. */
export type StatsExcluded = Readonly<Record<string, { readonly count: number; readonly sums: Readonly<Record<string, number>> }>>;

/**
 * The answer of a `stats` call.
 * @example
 * <StatsTable resource={orderDinner} result={answer} label="订餐统计" />
 */
export interface StatsResult {
  readonly total: number;
  readonly sums: Readonly<Record<string, number>>;
  readonly groups: readonly {
    readonly key: Readonly<Record<string, unknown>>; readonly count: number; readonly sums: Readonly<Record<string, number>>; readonly excluded?: StatsExcluded;
  }[];
  readonly excluded?: StatsExcluded;
}

/**
 * @example
 * <StatsTable resource={orderDinner} result={answer} label="订餐统计" />
 */
export interface StatsTableProps {
  resource: ResourceDef;
  result: StatsResult;
  /** Accessible name. */
  label: string;
  /** The call that answered: its `stats.exclude` names what the total leaves out (its own columns and a caption). */
  operation?: OperationDef;
}

const Table = styled.table`
  width: 100%; border-collapse: collapse; font-size: 13px; margin-top: ${cssVar.spaceSm};
  th, td { padding: ${cssVar.spaceSm} 10px; border-bottom: 1px solid ${cssVar.border}; text-align: left; }
  th { background: ${cssVar.bgMuted}; color: ${cssVar.textSecondary}; font-weight: 500; }
  td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
  tfoot td { font-weight: 600; }
  caption { caption-side: bottom; text-align: left; padding-top: ${cssVar.spaceSm}; color: ${cssVar.textSecondary}; }
`;

/**
 * Grouped counts and sums of a `stats` call as a table, group keys shown like list cells
 * (status tags, ref labels), sums with two decimals, and a total row. Rows the call leaves out of
 * its counts (cancelled and refunded orders) get a column per value, and a caption says what
 * the total includes and what it leaves out.
 * @example
 * <StatsTable resource={orderDinner} result={answer} label="订餐统计" />
 */
export function StatsTable({ resource, result, label, operation }: StatsTableProps) {
  const t = useViewT();
  const locale = useLocale();
  const keys = Object.keys(result.groups[0]?.key ?? {});
  const sums = Object.keys(result.sums);
  const exclude = result.excluded ? operation?.stats?.exclude : undefined;
  const field = exclude ? resource.fields[exclude.field] : undefined;
  const valueLabel = (v: string | number) => field?.values?.find((x) => String(x.value) === String(v))?.label[locale] ?? String(v);
  const out = exclude?.values ?? [];
  const excludedCount = (part: StatsExcluded | undefined, v: string | number) => part?.[String(v)]?.count ?? 0;
  const list = (items: string[], type: 'conjunction' | 'disjunction') => new Intl.ListFormat(locale, { type }).format(items);
  const caption = exclude && field ? t('resource.statsIncludes', {
    field: field.label[locale],
    included: list((field.values ?? []).filter((x) => !out.some((v) => String(v) === String(x.value))).map((x) => x.label[locale]), 'disjunction'),
    excluded: list(out.map((v) => {
      const part = result.excluded?.[String(v)];
      return t('resource.statsExcludedPart', { label: valueLabel(v), count: part?.count ?? 0, sums: sums.map((s) => (part?.sums[s] ?? 0).toFixed(2)).join(' / ') });
    }), 'conjunction'),
  }) : null;
  return (
    <Table aria-label={label}>
      {caption ? <caption>{caption}</caption> : null}
      <thead>
        <tr>
          {keys.map((k) => <th key={k} scope="col">{resource.fields[k]?.label[locale] ?? k}</th>)}
          <th scope="col" className="num">{t('resource.count')}</th>
          {sums.map((s) => <th key={s} scope="col" className="num">{resource.fields[s]?.label[locale] ?? s}</th>)}
          {out.map((v) => <th key={v} scope="col" className="num">{valueLabel(v)}</th>)}
        </tr>
      </thead>
      <tbody>
        {result.groups.map((g, i) => (
          <tr key={i}>
            {keys.map((k) => <td key={k}>{resource.fields[k] ? <FieldValue field={resource.fields[k]!} value={g.key[k]} /> : String(g.key[k] ?? '—')}</td>)}
            <td className="num">{g.count}</td>
            {sums.map((s) => <td key={s} className="num">{(g.sums[s] ?? 0).toFixed(2)}</td>)}
            {out.map((v) => <td key={v} className="num">{excludedCount(g.excluded, v)}</td>)}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <td colSpan={Math.max(keys.length, 1)}>{t('resource.sum')}</td>
          <td className="num">{result.total}</td>
          {sums.map((s) => <td key={s} className="num">{(result.sums[s] ?? 0).toFixed(2)}</td>)}
          {out.map((v) => <td key={v} className="num">{excludedCount(result.excluded, v)}</td>)}
        </tr>
      </tfoot>
    </Table>
  );
}
