/**
 * The labels of a row's ref ids (`orgId` → `orgName`), as a back end joins them into its list and
 * detail answers.
 */
import { labelledRefs, refLabelKey, type ResourceDef } from '../../../src/contract';
import { q, tableName } from '../db/migrate';
import type { OpContext } from '../types';
import { pathLabelSql } from './pathLabel';

/**
 * Select-list expressions naming each ref id of table alias `t`, for list and get answers: the
 * target row's label field as text (its whole path for a level of a physical hierarchy) (a target deleted since keeps naming the rows that point at
 * it), the id itself when there is no such row or its label is empty (as the select lists do),
 * null for an empty ref (for the fields `labelledRefs` names). They are subselects on the targets'
 * primary keys inside the row query itself: an answer pays no round trip for them.
 * @example
 * await listRows(db, r, { limit: 20, columns: refLabelColumns(idx, r) }) // rows[0].orgName === '海岸国际社区'
 */
export function refLabelColumns(idx: OpContext['idx'], r: ResourceDef): readonly string[] {
  let columns = made.get(r);
  if (!columns) made.set(r, (columns = make(idx, r)));
  return columns;
}

// Every list and get call asks: each resource's expressions are written once.
const made = new WeakMap<ResourceDef, readonly string[]>();

function make(idx: OpContext['idx'], r: ResourceDef): string[] {
  return labelledRefs(r).map(([name, fd]) => {
    const target = idx.resource(fd.ref!);
    const ref = `t.${q(name)}`;
    // A room (unit, floor) is named by its path: "101" alone is in every building.
    const label = pathLabelSql(idx, target, ref) ?? `(select x.${q(target.labelField)}::text from ${tableName(target)} x where x."id" = ${ref})`;
    return `case when ${ref} is null then null else coalesce(nullif(${label}, ''), ${ref}::text) end as ${q(refLabelKey(name))}`;
  });
}
