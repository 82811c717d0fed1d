/**
 * Merchant accounts and card issuing (our additions). A settlement account's balance and masked
 * number are computed on read: the balance from the merchant's lines of the existing money ledger
 * (wallet.virtAccountWater: payments in, refunds out, summed in SQL numeric, never in floats), so no
 * handler ever writes it; the number is stored write-only and shown as its first and last four
 * digits. 发卡 is the contract transition with the issuer stamped from the session, never the payload.
 */
import { q, tableName } from '../db/migrate';
import { get } from '../handlers/crud';
import { list } from '../handlers/list';
import { transition } from '../handlers/transition';
import type { Handler, OpContext, Row } from '../types';
import { operatorName } from './support';

const ACCOUNT = 'merchant.settlementAccount';
const LEDGER = 'wallet.virtAccountWater';
const CARD = 'merchant.issuedCard';

/** '6222021234567890' -> '6222 **** **** 7890'; short numbers keep only their last four digits. */
export function maskAccountNo(no: unknown): string | null {
  const s = typeof no === 'string' ? no.replace(/\s+/g, '') : '';
  if (!s) return null;
  return s.length > 8 ? `${s.slice(0, 4)} **** **** ${s.slice(-4)}` : `**** ${s.slice(-4)}`;
}

/** Adds `balance` (an exact SQL numeric sum, answered like every amount) and `maskedNo` to account rows, with one query for all of them. */
async function withBalances(ctx: OpContext, rows: Row[]): Promise<Row[]> {
  if (!rows.length) return rows;
  const accounts = ctx.idx.resource(ACCOUNT);
  const ledger = ctx.idx.resource(LEDGER);
  const found = await ctx.server.db.query(
    `select a."id", a.${q('accountNo')} as "no", coalesce((
       select sum(case when w.${q('type')} = 'consume' then w.${q('amount')} when w.${q('type')} = 'refund' then -w.${q('amount')} else 0 end)
       from ${tableName(ledger)} w where w.${q('merchantId')} = a.${q('merchantId')} and w."_deleted" = false), 0)::numeric(18,2) as "balance"
     from ${tableName(accounts)} a where a."id" = any($1)`,
    [rows.map((r) => Number(r.id))],
  );
  const byId = new Map(found.map((f) => [Number(f.id), f]));
  return rows.map((r) => {
    const f = byId.get(Number(r.id));
    return { ...r, balance: f ? f.balance : 0, maskedNo: maskAccountNo(f?.no) };
  });
}

const listAccounts: Handler = async (ctx) => {
  const page = (await list(ctx)) as { list: Row[] };
  return { ...page, list: await withBalances(ctx, page.list) };
};

const getAccount: Handler = async (ctx) => {
  const [row] = await withBalances(ctx, [(await get(ctx)) as Row]);
  return row;
};

/** 发卡: the generic transition and, in its transaction, the caller stamped as the issuer (never taken from the request). */
const issueCard: Handler = (ctx) => ctx.server.db.transaction(async (db) => {
  const out = (await transition({ ...ctx, server: { ...ctx.server, db } })) as { updated: number; rows: Row[] };
  const by = operatorName(ctx);
  await db.query(`update ${tableName(ctx.idx.resource(CARD))} set ${q('issuedBy')} = $1 where "id" = any($2)`, [by, out.rows.map((r) => Number(r.id))]);
  return { ...out, rows: out.rows.map((r) => ({ ...r, issuedBy: by })) };
});

/** Handlers by operationId. */
export const merchantAccountActions: Record<string, Handler> = {
  'merchant.settlementAccount.list': listAccounts,
  'merchant.settlementAccount.get': getAccount,
  'merchant.issuedCard.issueCard': issueCard,
};
