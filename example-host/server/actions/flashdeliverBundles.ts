/**
 * 组合库存 (our addition): a bundle stores no stock. Each read computes how many bundles the
 * project's stock of the components makes up (the smallest whole stock / quantity over the
 * components; none without components), the component that limits it, and the low-stock flag
 * (at or below the bundle's reorder level), in one query for the whole page.
 */
import { refLabelKey } from '../../../src/contract';
import { q, tableName } from '../db/migrate';
import { get } from '../handlers/crud';
import { list } from '../handlers/list';
import type { Handler, OpContext, Row } from '../types';

async function withAvailability(ctx: OpContext, rows: Row[]): Promise<Row[]> {
  if (!rows.length) return rows;
  const b = tableName(ctx.idx.resource('flashdeliver.bundle'));
  const i = tableName(ctx.idx.resource('flashdeliver.bundleItem'));
  const s = tableName(ctx.idx.resource('flashdeliver.stock'));
  const product = ctx.idx.resource('flashdeliver.product');
  // Whole bundles one component allows: its stock divided by the units a bundle takes (integers, so truncated).
  const per = `(coalesce(s.${q('quantity')}, 0) / i.${q('quantity')})`;
  // The limiting component is named like every ref (its label beside the id).
  const found = await ctx.server.db.query(
    `select x.*, (select p.${q(product.labelField)}::text from ${tableName(product)} p where p."id" = x."limiting") as "limitingName"
     from (select b."id", count(i."id")::int as "n", coalesce(min(${per}), 0)::int as "available",
       (array_agg(i.${q('productId')} order by ${per}, i."id") filter (where i."id" is not null))[1] as "limiting"
     from ${b} b
     left join ${i} i on i.${q('bundleId')} = b."id" and i."_deleted" = false
     left join ${s} s on s.${q('orgId')} = b.${q('orgId')} and s.${q('productId')} = i.${q('productId')} and s."_deleted" = false
     where b."id" = any($1) group by b."id") x`,
    [rows.map((r) => Number(r.id))],
  );
  const byId = new Map(found.map((f) => [Number(f.id), f]));
  return rows.map((r) => {
    const f = byId.get(Number(r.id));
    const available = Number(f?.available ?? 0);
    return {
      ...r, componentCount: Number(f?.n ?? 0), available,
      limitingProductId: f?.limiting ?? null, [refLabelKey('limitingProductId')]: f?.limitingName ?? null, lowStock: available <= Number(r.warnQuantity ?? 0) ? 1 : 0,
    };
  });
}

const listBundles: Handler = async (ctx) => {
  const page = (await list(ctx)) as { list: Row[] };
  return { ...page, list: await withAvailability(ctx, page.list) };
};

const getBundle: Handler = async (ctx) => {
  const [row] = await withAvailability(ctx, [(await get(ctx)) as Row]);
  return row;
};

/** Handlers by operationId. */
export const flashdeliverBundleActions: Record<string, Handler> = {
  'flashdeliver.bundle.list': listBundles,
  'flashdeliver.bundle.get': getBundle,
};
