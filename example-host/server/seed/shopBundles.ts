/**
 * 组合库存 (our addition): a few set meals per stocked project, each of two or three on-shelf
 * products that project holds, with reorder levels that put some of them at low stock. How many
 * can be sold is computed by the server from the stock. No random draws.
 */
import { type SeedContext, idOf } from './context';

const BUNDLES = [
  { name: '工作日午餐组合', price: '25.80', warnQuantity: 10, parts: [[0, 1], [1, 1], [2, 1]] },
  { name: '双人分享组合', price: '45.00', warnQuantity: 8, parts: [[1, 2], [3, 2]] },
  { name: '下午茶组合', price: '18.50', warnQuantity: 30, parts: [[2, 1], [4, 2]] },
] as const;

export async function seedShopBundles(c: SeedContext): Promise<void> {
  const stock = c.rows['flashdeliver.stock'] ?? [];
  const orgIds = [...new Set(stock.map((s) => Number(s.orgId)))].slice(0, 2);
  const plans = orgIds.flatMap((orgId, oi) => {
    const products = stock.filter((s) => Number(s.orgId) === orgId).map((s) => Number(s.productId));
    return BUNDLES.filter((b) => b.parts.every(([p]) => products[p] !== undefined)).map((b, bi) => ({
      row: { name: b.name, orgId, price: b.price, warnQuantity: b.warnQuantity, status: oi === 1 && bi === 2 ? 0 : 1, createTime: c.at(-15 + bi, 10) },
      parts: b.parts.map(([p, quantity]) => ({ productId: products[p]!, quantity })),
    }));
  });
  if (!plans.length) return;
  const bundles = await c.ins('flashdeliver.bundle', plans.map((p) => p.row));
  await c.ins('flashdeliver.bundleItem', plans.flatMap((p, i) => p.parts.map((part) => ({ bundleId: idOf(bundles[i]!), ...part }))));
}
