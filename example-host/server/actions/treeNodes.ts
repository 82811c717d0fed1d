/**
 * Saving a node of a self-referencing tree (enterprise departments, company departments, clique
 * groups): two children of one parent may not share a name (departments), and a node may not
 * move under itself or one of its descendants (every tree). The generic save checks the rest
 * (refs, unique fields) and writes.
 */
import type { ResourceDef } from '../../../src/contract';
import { tableName } from '../db/migrate';
import { add, save, update } from '../handlers/crud';
import { ApiFail, CODE, type Db, type Handler, type OpContext } from '../types';

interface TreeRules {
  /** Names unique among siblings, within these owner fields (e.g. virtId). */
  readonly siblingNames?: readonly string[];
}

const present = (v: unknown) => v !== undefined && v !== null && v !== '';

/** True when `parentId` is `id` or lies under it (walked up with a bound, so a stored cycle cannot loop). */
async function isUnder(db: Db, r: ResourceDef, id: number, parentId: number): Promise<boolean> {
  let cur: number | null = parentId;
  for (let depth = 0; cur !== null && depth < 64; depth += 1) {
    if (cur === id) return true;
    const found: { p: unknown }[] = await db.query<{ p: unknown }>(`select "parentId" as "p" from ${tableName(r)} where "id" = $1`, [cur]);
    const p = found[0]?.p;
    cur = p !== null && p !== undefined ? Number(p) : null;
  }
  return false;
}

async function checkNode(ctx: OpContext, rules: TreeRules): Promise<void> {
  const r = ctx.rows;
  const { db } = ctx.server;
  const id = present(ctx.input.id) ? Number(ctx.input.id) : null;
  const stored = id === null ? null : (await db.query(`select * from ${tableName(r)} where "id" = $1 and "_deleted" = false`, [id]))[0] ?? null;
  const pick = (k: string) => (k in ctx.input ? ctx.input[k] : stored?.[k]);
  const parent = pick('parentId');
  const parentLabel = r.fields.parentId?.label['zh-CN'] ?? '上级';
  if (id !== null && present(parent) && Number(parent) !== id && await isUnder(db, r, id, Number(parent))) {
    throw new ApiFail(CODE.badRequest, `${parentLabel}不能是自己的下级`, 'parentId');
  }
  if (!rules.siblingNames) return;
  const name = String(pick(r.labelField) ?? '').trim();
  if (!name) return;
  const params: unknown[] = [name];
  const cond = [`"${r.labelField}" = $1`, '"_deleted" = false'];
  cond.push(present(parent) ? `"parentId" = $${params.push(Number(parent))}` : '"parentId" is null');
  for (const k of rules.siblingNames) {
    const v = pick(k);
    cond.push(present(v) ? `"${k}" = $${params.push(v)}` : `"${k}" is null`);
  }
  if (id !== null) cond.push(`"id" <> $${params.push(id)}`);
  const [dup] = await db.query(`select "id" from ${tableName(r)} where ${cond.join(' and ')} limit 1`, params);
  const label = r.fields[r.labelField]?.label['zh-CN'] ?? '名称';
  if (dup) throw new ApiFail(CODE.conflict, `同一上级下已有${label}“${name}”`, r.labelField);
}

/**
 * The tree's checks, then the generic write.
 * @example treeSave({ siblingNames: ['virtId'] }, 'save') // department.saveUpdateDept
 */
export function treeSave(rules: TreeRules, kind: 'save' | 'add' | 'update'): Handler {
  const write = kind === 'save' ? save : kind === 'add' ? add : update;
  return async (ctx) => {
    await checkNode(ctx, rules);
    return write(ctx);
  };
}

export const treeNodeActions: Record<string, Handler> = {
  'organisation.department.saveUpdateDept': treeSave({ siblingNames: ['virtId'] }, 'save'),
  'organisation.department.add': treeSave({ siblingNames: ['virtId'] }, 'add'),
  'organisation.department.update': treeSave({ siblingNames: ['virtId'] }, 'update'),
  'organisation.companyDept.add': treeSave({ siblingNames: ['companyId'] }, 'add'),
  'organisation.companyDept.update': treeSave({ siblingNames: ['companyId'] }, 'update'),
  'clique.clique.saveUpdateTreeClique': treeSave({}, 'save'),
  'clique.clique.saveUpdateClique': treeSave({}, 'save'),
};
