/**
 * The labels of a row's ref ids (`orgId` → `orgName`), as a back end joins them into its list and
 * detail answers: one lookup per target resource for all the rows of an answer.
 */
import { refLabelKey, type ResourceDef } from '../../../src/contract';
import { q, tableName } from '../db/migrate';
import type { OpContext, Row } from '../types';

const isBlank = (v: unknown) => v === null || v === undefined || v === '';

/**
 * Adds `refLabelKey(field)` to every row for each ref field of `r`: the target row's label field
 * as text, or null when the id is empty. A target deleted since keeps naming the rows that point
 * at it; an id with no target row at all is labelled by itself, as the select lists do.
 * @example
 * await withRefLabels(ctx, ctx.rows, rows) // rows[0].orgName === '海岸国际社区'
 */
export async function withRefLabels(ctx: Pick<OpContext, 'idx' | 'server'>, r: ResourceDef, rows: Row[]): Promise<Row[]> {
  const refs = Object.entries(r.fields).filter(([name, fd]) => fd.type === 'ref' && fd.ref && !(refLabelKey(name) in r.fields));
  if (!refs.length || !rows.length) return rows;
  // Fields pointing at the same target share one query.
  const byTarget = new Map<string, string[]>();
  for (const [name, fd] of refs) byTarget.set(fd.ref!, [...(byTarget.get(fd.ref!) ?? []), name]);
  const labels = new Map<string, Map<number, string>>();
  for (const [target, names] of byTarget) {
    const ids = [...new Set(rows.flatMap((row) => names.map((n) => Number(row[n]))).filter((id) => Number.isInteger(id)))];
    const t = ctx.idx.resource(target);
    const found = ids.length
      ? await ctx.server.db.query<{ id: number; label: unknown }>(`select "id", ${q(t.labelField)} as label from ${tableName(t)} where "id" = any($1::int[])`, [ids])
      : [];
    labels.set(target, new Map(found.map((x) => [Number(x.id), isBlank(x.label) ? String(x.id) : String(x.label)])));
  }
  return rows.map((row) => {
    const out: Row = { ...row };
    for (const [name, fd] of refs) {
      const v = row[name];
      out[refLabelKey(name)] = isBlank(v) ? null : labels.get(fd.ref!)?.get(Number(v)) ?? String(v);
    }
    return out;
  });
}
