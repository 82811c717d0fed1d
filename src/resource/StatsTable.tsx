import { styled } from 'styled-components';
import type { ResourceDef } from '../contract/types';
import { useLocale } from '../core';
import { cssVar } from '../ui';
import { FieldValue } from './FieldValue';
import { useViewT } from './useViewT';

/** The answer of a `stats` call. */
export interface StatsResult {
  readonly total: number;
  readonly sums: Readonly<Record<string, number>>;
  readonly groups: readonly { readonly key: Readonly<Record<string, unknown>>; readonly count: number; readonly sums: Readonly<Record<string, number>> }[];
}

export interface StatsTableProps {
  resource: ResourceDef;
  result: StatsResult;
  /** Accessible name. */
  label: string;
}

const Table = styled.table`
  width: 100%; border-collapse: collapse; font-size: 13px; margin-top: 8px;
  th, td { padding: 8px 10px; border-bottom: 1px solid ${cssVar.border}; text-align: left; }
  th { background: ${cssVar.bgMuted}; color: ${cssVar.textSecondary}; font-weight: 500; }
  td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
  tfoot td { font-weight: 600; }
`;

/**
 * Grouped counts and sums of a `stats` call as a table, group keys shown like list cells
 * (status tags, ref labels), sums with two decimals, and a total row.
 * @example
 * <StatsTable resource={orderDinner} result={answer} label="订餐统计" />
 */
export function StatsTable({ resource, result, label }: StatsTableProps) {
  const t = useViewT();
  const locale = useLocale();
  const keys = Object.keys(result.groups[0]?.key ?? {});
  const sums = Object.keys(result.sums);
  return (
    <Table aria-label={label}>
      <thead>
        <tr>
          {keys.map((k) => <th key={k} scope="col">{resource.fields[k]?.label[locale] ?? k}</th>)}
          <th scope="col" className="num">{t('resource.count')}</th>
          {sums.map((s) => <th key={s} scope="col" className="num">{resource.fields[s]?.label[locale] ?? s}</th>)}
        </tr>
      </thead>
      <tbody>
        {result.groups.map((g, i) => (
          <tr key={i}>
            {keys.map((k) => <td key={k}>{resource.fields[k] ? <FieldValue field={resource.fields[k]!} value={g.key[k]} /> : String(g.key[k] ?? '—')}</td>)}
            <td className="num">{g.count}</td>
            {sums.map((s) => <td key={s} className="num">{(g.sums[s] ?? 0).toFixed(2)}</td>)}
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <td colSpan={Math.max(keys.length, 1)}>{t('resource.sum')}</td>
          <td className="num">{result.total}</td>
          {sums.map((s) => <td key={s} className="num">{(result.sums[s] ?? 0).toFixed(2)}</td>)}
        </tr>
      </tfoot>
    </Table>
  );
}
