/**
 * `tree`: nested `{ value, label, type, children }` nodes.
 * - Across resources, following `ResourceDef.parent` up from the call's rows: for rooms that is
 *   build > unit > floor > roomNo. Every level but the last carries `children` (maybe empty).
 * - Within one resource whose parent is itself (menus, groups): a `parentId`-style reference;
 *   rows whose parent is missing become roots, and `children` is present only when non-empty.
 * Filters apply on every level that has the field (orgId narrows buildings, units and rooms).
 */
import type { CatalogueIndex, ResourceDef } from '../../../src/contract';
import { tableName } from '../db/migrate';
import { buildWhere } from '../db/store';
import type { Handler, OpContext, Row } from '../types';
import { scopeFilter } from '../scope/rowScope';
import { filtersOf, naturalOrder } from './input';

export interface TreeNode {
  value: number;
  label: string;
  type: string;
  children?: TreeNode[];
}

/** Largest number of rows read per level, so a huge table cannot exhaust memory. */
const LEVEL_LIMIT = 20000;

/** The field that points at a row's parent within the same resource, if any. */
export function selfParentField(r: ResourceDef): string | undefined {
  if (r.parent?.resource === r.key) return r.parent.field;
  return Object.entries(r.fields).find(([, fd]) => fd.type === 'ref' && fd.ref === r.key)?.[0];
}

/** The resources from the top of the hierarchy down to `r` (just `[r]` when it has no other parent). */
export function parentChain(idx: CatalogueIndex, r: ResourceDef): ResourceDef[] {
  const chain = [r];
  for (let cur = r; cur.parent && cur.parent.resource !== cur.key && chain.length < 10;) {
    cur = idx.resource(cur.parent.resource);
    if (chain.includes(cur)) break;
    chain.unshift(cur);
  }
  return chain;
}

async function levelRows(ctx: OpContext, r: ResourceDef, withWhere: boolean): Promise<Row[]> {
  const params: unknown[] = [];
  const { filters } = filtersOf(ctx, r);
  const where = buildWhere(r, { filters, scope: scopeFilter(ctx), ...(withWhere && ctx.entry.op.where ? { where: ctx.entry.op.where } : {}) }, params);
  return ctx.server.db.query(`select * from ${tableName(r)} ${where} order by ${naturalOrder(r)} limit ${LEVEL_LIMIT}`, params);
}

const nodeOf = (r: ResourceDef, row: Row): TreeNode => {
  const label = row[r.labelField];
  return { value: Number(row.id), label: label === null || label === undefined ? String(row.id) : String(label), type: r.name };
};

/** Builds a self-referencing tree; dangling parents become roots and a cycle is cut at its first row. */
export function selfTree(r: ResourceDef, rows: readonly Row[], field: string): TreeNode[] {
  const nodes = new Map<number, TreeNode>();
  const children = new Map<number, number[]>();
  const rootIds: number[] = [];
  for (const row of rows) nodes.set(Number(row.id), nodeOf(r, row));
  for (const row of rows) {
    const id = Number(row.id);
    const p = row[field] === null || row[field] === undefined ? null : Number(row[field]);
    if (p === null || p === id || !nodes.has(p)) rootIds.push(id);
    else children.set(p, [...(children.get(p) ?? []), id]);
  }
  const out: TreeNode[] = [];
  const visited = new Set<number>();
  // Iterative depth-first walk: deep menus cannot overflow the stack.
  const visit = (start: number) => {
    const stack: [number, TreeNode | null][] = [[start, null]];
    while (stack.length) {
      const [id, parent] = stack.pop()!;
      if (visited.has(id)) continue;
      visited.add(id);
      const node = nodes.get(id)!;
      if (parent) (parent.children ??= []).push(node);
      else out.push(node);
      const kids = children.get(id) ?? [];
      for (let i = kids.length - 1; i >= 0; i -= 1) stack.push([kids[i]!, node]);
    }
  };
  for (const id of rootIds) visit(id);
  for (const row of rows) if (!visited.has(Number(row.id))) visit(Number(row.id));
  return out;
}

async function hierarchy(ctx: OpContext, chain: ResourceDef[]): Promise<TreeNode[]> {
  const levels = await Promise.all(chain.map((r, i) => levelRows(ctx, r, i === chain.length - 1)));
  let below: Map<number, TreeNode[]> | null = null;
  for (let i = chain.length - 1; i >= 0; i -= 1) {
    const r = chain[i]!;
    const linkField = i > 0 ? r.parent!.field : null;
    const grouped = new Map<number, TreeNode[]>();
    const top: TreeNode[] = [];
    for (const row of levels[i]!) {
      const node = nodeOf(r, row);
      if (below) node.children = below.get(node.value) ?? [];
      if (linkField === null) top.push(node);
      else if (row[linkField] !== null && row[linkField] !== undefined) {
        const k = Number(row[linkField]);
        grouped.set(k, [...(grouped.get(k) ?? []), node]);
      }
    }
    if (linkField === null) return top;
    below = grouped;
  }
  return [];
}

/** The tree of the call's rows. */
export const tree: Handler = async (ctx) => {
  const chain = parentChain(ctx.idx, ctx.rows);
  if (chain.length > 1) return hierarchy(ctx, chain);
  const field = selfParentField(ctx.rows);
  const rows = await levelRows(ctx, ctx.rows, true);
  if (!field) return rows.map((row) => nodeOf(ctx.rows, row));
  return selfTree(ctx.rows, rows, field);
};
