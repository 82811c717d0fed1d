/**
 * Merchant accounts, card issuing and bundle inventory (our additions, issue 38) on PGlite: a
 * balance is the merchant's ledger sum and no write takes it; the card transitions refuse the
 * wrong state and stamp the issuer; another scope's row answers 404; a bundle's availability
 * follows its components' stock.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClient, type TestClient } from '../api/testClient';
import { createServer, type ReferenceServer } from '../createServer';
import type { Row } from '../types';

describe('merchant accounts, card issuing and bundle inventory', () => {
  let server: ReferenceServer;
  let api: TestClient;
  let admin: string;
  const call = (path: string, body: Row, session = admin) => api.call('POST', path, { form: body, session });
  const list = (path: string, body: Row = {}, session = admin): Promise<Row[]> => api.rows(path, session, body);

  beforeAll(async () => {
    server = await createServer({ dataDir: 'memory://', quiet: true });
    api = testClient(server);
    admin = await api.login('admin', 'Admin123');
  }, 180_000);
  afterAll(() => server?.close());

  it("answers an account's balance as the sum of its merchant's ledger lines, masks the number, and takes no balance on a write", async () => {
    const accounts = await list('/merchant/settlementAccount/list');
    expect(accounts.length).toBeGreaterThan(0);
    const a = accounts.find((x) => Number(x.balance) !== 0) ?? accounts[0]!;
    // The expected balance in integer fen from the merchant's ledger lines: payments in, refunds out.
    const lines = await list('/merchant/settlementAccount/ledgerLines', { merchantId: a.merchantId });
    expect(lines.every((l) => l.merchantId === a.merchantId)).toBe(true);
    const fen = lines.reduce((n, l) => n + (l.type === 'consume' ? 1 : l.type === 'refund' ? -1 : 0) * Math.round(Number(l.amount) * 100), 0);
    expect(Math.round(Number(a.balance) * 100)).toBe(fen);
    expect(typeof a.balance).toBe('number');
    expect(a.accountNo ?? null).toBeNull();
    expect(String(a.maskedNo)).toMatch(/^\d{4} \*{4} \*{4} \d{4}$/);
    const upd = await call('/merchant/settlementAccount/update', { id: a.id, balance: '999999.00', accountName: a.accountName, bankName: a.bankName, settleCycle: a.settleCycle, merchantId: a.merchantId });
    expect(upd.body?.code, upd.body?.msg).toBe(200);
    const again = (await list('/merchant/settlementAccount/list')).find((x) => x.id === a.id)!;
    expect(again.balance).toBe(a.balance);
    const frozen = await call('/merchant/settlementAccount/setAccountStatus', { id: a.id, status: 'frozen' });
    expect(frozen.body?.code, frozen.body?.msg).toBe(200);
  });

  it('issues a card in stock to a user with the issuer stamped, and refuses the transitions from the wrong state', async () => {
    const cards = await list('/merchant/issuedCard/list');
    const stockCard = cards.find((c) => c.status === 'unissued')!;
    // A holder from the card's own project: the user of a card of the same merchant already issued.
    const user = { id: cards.find((c) => c.merchantId === stockCard.merchantId && c.userId)!.userId };
    const lost = await call('/merchant/issuedCard/reportCardLoss', { id: stockCard.id });
    expect(lost.body?.code).toBe(409);
    const issued = await call('/merchant/issuedCard/issueCard', { id: stockCard.id, userId: user!.id, issuedBy: '别人' });
    expect(issued.body?.code, issued.body?.msg).toBe(200);
    const row = (issued.body!.data as { rows: Row[] }).rows[0]!;
    expect(row).toMatchObject({ status: 'issued', userId: user!.id });
    expect(row.issuedBy).not.toBe('别人');
    expect(row.issueTime).toBeTruthy();
    expect((await call('/merchant/issuedCard/issueCard', { id: stockCard.id, userId: user!.id })).body?.code).toBe(409);
    expect((await call('/merchant/issuedCard/reportCardLoss', { id: stockCard.id })).body?.code).toBe(200);
    expect((await call('/merchant/issuedCard/cancelCardLoss', { id: stockCard.id })).body?.code).toBe(200);
    expect((await call('/merchant/issuedCard/cancelCard', { id: stockCard.id })).body?.code).toBe(200);
    expect((await call('/merchant/issuedCard/cancelCardLoss', { id: stockCard.id })).body?.code).toBe(409);
  });

  it("answers 404 for another scope's account and card", async () => {
    const operator = await api.login('operator', 'Operator123');
    for (const path of ['/merchant/settlementAccount', '/merchant/issuedCard']) {
      const all = await list(`${path}/list`);
      const mine = new Set((await list(`${path}/list`, {}, operator)).map((r) => r.id));
      const foreign = all.find((r) => !mine.has(r.id));
      expect(foreign, path).toBeDefined();
      const res = await api.call('GET', `${path}/${String(foreign!.id)}`, { session: operator });
      expect(res.body?.code, path).toBe(404);
    }
  });

  it("computes a bundle's availability from its components' stock and flags it low", async () => {
    const [b] = await list('/flashdeliver/web/bundle/list');
    expect(b).toBeDefined();
    const items = await list('/flashdeliver/web/bundleItem/list', { bundleId: b!.id });
    const stocks = await list('/flashdeliver/web/stock/list', { orgId: b!.orgId });
    const per = items.map((i) => Math.floor(Number(stocks.find((s) => s.productId === i.productId)?.quantity ?? 0) / Number(i.quantity)));
    expect(b!.available).toBe(Math.min(...per));
    expect(b!.componentCount).toBe(items.length);
    if (b!.limitingProductId) expect(b!.limitingProductName).toBeTruthy();
    const upd = await call('/flashdeliver/web/bundle/update', { id: b!.id, name: b!.name, orgId: b!.orgId, price: b!.price, status: b!.status, warnQuantity: Number(b!.available) });
    expect(upd.body?.code, upd.body?.msg).toBe(200);
    const got = await api.call('GET', `/flashdeliver/web/bundle/${String(b!.id)}`, { session: admin });
    expect(got.body?.data).toMatchObject({ available: b!.available, lowStock: 1 });
  });
});
