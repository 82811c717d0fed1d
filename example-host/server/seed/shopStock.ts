/**
 * The cloud shop's stock (our addition): for three projects, receipts of eight on-shelf products,
 * the stock they make, a few sales, one confirmed stock-taking with its adjustments and one still
 * being counted. Every stock figure equals the sum of its stock lines, as the actions keep it.
 * No random draws, so the seeds after this one keep their values. It also seeds the shop's meal
 * areas, news and product library (shopCatalogue.ts).
 */
import type { Row } from '../types';
import { type SeedContext, idOf } from './context';
import { seedShopCatalogue } from './shopCatalogue';

const SUPPLIERS = ['鲜丰果业', '华润万家供应链', '本地农场直供'];

interface Figure { orgId: number; productId: number; quantity: number; stockId?: number; lines: Row[] }

export async function seedShopStock(c: SeedContext): Promise<void> {
  const orgs = (c.rows['organisation.organization'] ?? []).slice(0, 3);
  await seedShopCatalogue(c, orgs);
  const onShelf = (c.rows['flashdeliver.product'] ?? []).filter((p) => p.shelfStatus === 'onShelf').slice(0, 8);
  if (!orgs.length || !onShelf.length) return;
  const figures: Figure[] = [];
  const receipts: Row[] = [];
  orgs.forEach((o, oi) => onShelf.forEach((p, pi) => {
    if ((oi + pi) % 4 === 3) return;
    const quantity = 20 + ((oi * 17 + pi * 11) % 60);
    const receiptNo = c.code('RK', oi * 100 + pi + 1);
    const at = c.at(-20 + pi, 9 + oi);
    receipts.push({ receiptNo, orgId: idOf(o), productId: idOf(p), quantity, supplier: SUPPLIERS[pi % 3], remark: null, requesterId: null, requesterName: '王建国', createTime: at });
    figures.push({ orgId: idOf(o), productId: idOf(p), quantity, lines: [
      { kind: 'receipt', beforeQuantity: 0, afterQuantity: quantity, difference: quantity, sourceNo: receiptNo, operatorName: '王建国', createTime: at },
    ] });
  }));
  await c.ins('flashdeliver.stockReceipt', receipts);
  const move = (f: Figure, kind: string, to: number, sourceNo: string, operatorName: string, createTime: string) => {
    f.lines.push({ kind, beforeQuantity: f.quantity, afterQuantity: to, difference: to - f.quantity, sourceNo, operatorName, createTime });
    f.quantity = to;
  };
  figures.forEach((f, i) => { if (i % 3 === 0) move(f, 'sale', f.quantity - (1 + (i % 5)), c.code('DD', 500 + i), '系统', c.at(-5, 12, i % 60)); });
  // The first project's stock-taking of last week is confirmed: two products counted short, one over.
  const first = figures.filter((f) => f.orgId === idOf(orgs[0]!));
  const takingNo = c.code('PD', 1);
  const counts = first.map((f, i) => ({ f, book: f.quantity, counted: i === 0 ? f.quantity - 2 : i === 1 ? f.quantity + 1 : i === 2 ? f.quantity - 1 : f.quantity }));
  for (const k of counts) if (k.counted !== k.book) move(k.f, 'stockTaking', k.counted, takingNo, '李娜', c.at(-3, 18));
  const stocks = await c.ins('flashdeliver.stock', figures.map((f) => ({
    orgId: f.orgId, productId: f.productId, quantity: f.quantity, warnQuantity: 10, lastMoveTime: f.lines[f.lines.length - 1]!.createTime, createTime: f.lines[0]!.createTime,
  })));
  figures.forEach((f, i) => { f.stockId = idOf(stocks[i]!); });
  await c.ins('flashdeliver.stockMovement', figures.flatMap((f) => f.lines.map((l) => ({ ...l, orgId: f.orgId, productId: f.productId, stockId: f.stockId }))));
  const second = figures.filter((f) => f.orgId === idOf(orgs[1] ?? orgs[0]!));
  const [done, open] = await c.ins('flashdeliver.stockTaking', [
    { takingNo, orgId: idOf(orgs[0]!), remark: '周末例行盘点', lineCount: counts.length, diffCount: counts.filter((k) => k.counted !== k.book).length, status: 'confirmed', requesterId: null, requesterName: '李娜', confirmedBy: '李娜', confirmTime: c.at(-3, 18), createTime: c.at(-3, 16) },
    { takingNo: c.code('PD', 2), orgId: idOf(orgs[1] ?? orgs[0]!), remark: '月末盘点', lineCount: second.length, diffCount: 0, status: 'draft', requesterId: null, requesterName: '赵磊', confirmedBy: null, confirmTime: null, createTime: c.at(0, 9) },
  ]);
  await c.ins('flashdeliver.stockTakingLine', [
    ...counts.map((k) => ({ stockTakingId: idOf(done!), productId: k.f.productId, bookQuantity: k.book, countedQuantity: k.counted, difference: k.counted - k.book })),
    ...second.map((f, i) => ({ stockTakingId: idOf(open!), productId: f.productId, bookQuantity: f.quantity, countedQuantity: i < 2 ? f.quantity : null, difference: i < 2 ? 0 : null })),
  ]);
}
