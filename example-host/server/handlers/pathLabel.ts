/**
 * The whole path of a row in a physical hierarchy (`ResourceDef.parent` across resources: build >
 * unit > floor > roomNo) as one label, 楼栋-单元-楼层-房间: "101" alone names a room in every
 * building, so select lists and the ref labels of answers say where it is.
 */
import type { CatalogueIndex, ResourceDef } from '../../../src/contract';
import { q, tableName } from '../db/migrate';
import { parentChain } from './tree';

/** Joins the levels' labels (the console's tree-select uses the same). */
export const PATH_SEPARATOR = '-';

/**
 * A scalar SQL subselect naming the row whose id is `idSql` by its path, or null when `r` has no
 * parent resource (its own label is the whole path then). Levels with an empty label are skipped.
 * @example
 * pathLabelSql(idx, roomNo, 't."roomId"') // (select concat_ws('-', p3."name", …, p0."name") from … where p0."id" = t."roomId")
 */
export function pathLabelSql(idx: CatalogueIndex, r: ResourceDef, idSql: string): string | null {
  const chain = parentChain(idx, r);
  if (chain.length < 2) return null;
  // p0 is the row itself, p1 its parent, …; each join follows the lower level's parent field.
  const levels = [...chain].reverse();
  const joins = levels.slice(1).map((lvl, i) =>
    `left join ${tableName(lvl)} p${i + 1} on p${i + 1}."id" = p${i}.${q(levels[i]!.parent!.field)}`);
  const labels = levels.map((lvl, i) => `nullif(p${i}.${q(lvl.labelField)}::text, '')`).reverse();
  return `(select concat_ws('${PATH_SEPARATOR}', ${labels.join(', ')}) from ${tableName(r)} p0 ${joins.join(' ')} where p0."id" = ${idSql})`;
}
