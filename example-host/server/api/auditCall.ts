/**
 * The audit log: after every state-changing call (see changesState) the dispatcher hands what it
 * learnt to recordCall, which writes one `platform.log` row: who, when, which operation, which
 * record(s), the outcome with its msg, and for money calls the amount as a decimal string. A write
 * that succeeds is logged inside its own transaction, so an acknowledged change never lacks its row
 * (a crash loses both or neither); refused and failed calls are logged after, outside it, where a
 * log that cannot be written is reported on the console and the answer goes out unchanged.
 */
import { changesState, type CatalogueIndex, type IndexedOperation, type ResourceDef } from '../../../src/contract';
import { insertRow } from '../db/store';
import type { Row, ServerServices, SessionUser } from '../types';
import { clientIp } from './clientIp';
import { isRefusal } from './refusal';
import { isCookieResult } from './respond';

/** What the dispatcher knows about one call, filled in as it goes. */
export interface CallFacts {
  readonly request: Request;
  readonly path: string;
  readonly started: number;
  entry?: IndexedOperation;
  rows?: ResourceDef;
  user?: SessionUser | null;
  /** The request's values (path parameters included) before validation. */
  input?: Row;
  result?: unknown;
  failure?: { readonly code: number; readonly msg: string };
  /** Logged already, inside the write's transaction. */
  recorded?: boolean;
}

const KIND_VERB: Readonly<Record<string, string>> = {
  add: '新增', update: '修改', save: '保存', delete: '删除', deleteIds: '批量删除', import: '导入', upload: '上传',
};

const clip = (s: string, n: number) => (s.length > n ? s.slice(0, n) : s);

/** 新增房间, 审核（通过）: the operator's name of the call, with the chosen verb of a transition. */
function operationLabel(entry: IndexedOperation, rows: ResourceDef, input: Row): string {
  const { op } = entry;
  const base = op.label?.['zh-CN'] ?? `${KIND_VERB[op.kind] ?? ''}${rows.title['zh-CN']}`;
  const tr = op.transition;
  const verb = tr?.verbs?.[String(input[tr.field] ?? (tr.to.length === 1 ? tr.to[0] : ''))]?.['zh-CN'];
  return verb && tr && tr.to.length > 1 ? `${base}（${verb}）` : base;
}

const asObject = (v: unknown): Row | null => (typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Row) : null);

/** The id or ids the call named, else the id of the row it created. */
function recordIds(entry: IndexedOperation, input: Row, result: unknown): string {
  const named = [input.id, input.ids].filter((v) => v !== undefined && v !== null && v !== '').map(String);
  if (named.length) return named.join(',');
  for (const [k, v] of Object.entries(input)) if (/^(x|\w+Id)$/.test(k) && entry.op.path.includes(`{${k}}`)) return String(v);
  const r = asObject(isCookieResult(result) ? result.data : result);
  return r && (typeof r.id === 'number' || typeof r.id === 'string') ? String(r.id) : '';
}

const fen = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim()) ? Number(v) : NaN;
  return Number.isFinite(n) ? Math.round(n * 100) : null;
};
const yuan = (f: number): string => `${f < 0 ? '-' : ''}${Math.floor(Math.abs(f) / 100)}.${String(Math.abs(f) % 100).padStart(2, '0')}`;

/**
 * The money a call moves: an amount field it was sent, else the amount its answer reports, else
 * the summed `amount` of the rows a transition changed (a recharge approval). Adds count only on
 * ledgers; edits of settings that hold amounts are not money movements.
 */
function amountOf(entry: IndexedOperation, rows: ResourceDef, input: Row, result: unknown): string {
  const { kind, body } = entry.op;
  if (!(kind === 'action' || kind === 'transition' || (kind === 'add' && rows.ledger))) return '';
  const fields = { ...rows.fields, ...(body ?? {}) };
  for (const [k, v] of Object.entries(input)) {
    const f = fields[k]?.type === 'amount' ? fen(v) : null;
    if (f !== null) return yuan(f);
  }
  const r = asObject(result);
  const reported = fen(r?.amount);
  if (reported !== null) return yuan(reported);
  if (kind === 'transition' && rows.fields.amount?.type === 'amount' && Array.isArray(r?.rows)) {
    const all = (r.rows as Row[]).map((row) => fen(row.amount));
    if (all.length && all.every((f) => f !== null)) return yuan(all.reduce<number>((a, b) => a + b!, 0));
  }
  return '';
}

/** Who made the call: the session's user, or for a login the account it opened (or the name tried). */
function whoOf(facts: CallFacts, input: Row): { userId: number | null; userName: string } | null {
  if (facts.user) return { userId: facts.user.id, userName: facts.user.userName };
  const data = isCookieResult(facts.result) ? asObject(facts.result.data) : null;
  if (data && typeof data.id === 'number') return { userId: data.id, userName: String(data.userName ?? data.loginName ?? '') };
  if (facts.entry?.op.public && typeof input.loginName === 'string' && input.loginName.trim()) {
    return { userId: null, userName: input.loginName.trim() };
  }
  return null; // an anonymous call refused before it could act has no one to log
}

/**
 * Writes the log row of a finished call, if it changes state. Never throws.
 * @example const response = await answer(request, facts); await recordCall(services, idx, facts, log);
 */
export async function recordCall(
  services: ServerServices, idx: CatalogueIndex, facts: CallFacts, log: (message: string, error: unknown) => void,
  o: { readonly inTransaction?: boolean } = {},
): Promise<void> {
  const { entry } = facts;
  if (!entry || !changesState(entry.op)) return;
  try {
    const rows = facts.rows ?? idx.rowsOf(entry);
    const input = facts.input ?? {};
    const who = whoOf(facts, input);
    if (!who) return;
    const failure = facts.failure ?? (isRefusal(facts.result) ? { code: facts.result.code, msg: facts.result.msg } : null);
    const service = idx.services.find((s) => s.key === entry.resource.service);
    await insertRow(services.db, idx.resource('platform.log'), {
      userId: who.userId,
      userName: clip(who.userName, 64),
      module: clip(service?.title['zh-CN'] ?? entry.resource.service, 64),
      operation: clip(operationLabel(entry, rows, input), 128),
      operationId: entry.id,
      recordId: clip(recordIds(entry, input, failure ? null : facts.result), 2000),
      amount: amountOf(entry, rows, input, failure ? null : facts.result) || null,
      method: facts.request.method,
      path: clip(facts.path, 256),
      ip: clientIp(facts.request),
      result: failure ? 'fail' : 'success',
      message: failure ? clip(failure.msg, 500) : null,
      costMs: Math.max(0, Date.now() - facts.started),
    }, services.now());
  } catch (e) {
    // Inside the write's transaction a lost log row must fail the write, not vanish with it.
    if (o.inTransaction) throw e;
    log(`[audit] could not log ${entry.id}`, e);
  }
}
