/**
 * The one catch-all route of the API: finds the operation, checks the session and the
 * permission, parses and validates the input, runs the handler (writes in a transaction, so a
 * rejected call changes nothing) and answers an envelope or a file. No exception escapes: an
 * ApiFail becomes its code and msg, anything else is logged and answered as code 500.
 */
import type { CatalogueIndex, IndexedOperation, OperationKind } from '../../../src/contract';
import { actionHandlers } from '../actions/index';
import { authHandlers } from '../auth/handlers';
import { permitted, requiredPermission } from '../auth/permissions';
import { checkOf, checkSql, isStaleSession, runCheck, stillHolds, type SessionCheck } from '../auth/authVersion';
import { invalidateSessionCache, resolveSession } from '../auth/session';
import { dataVersion } from '../db/dataVersion';
import { fileHandlers } from '../files/handlers';
import { genericHandlers } from '../handlers/index';
import { refuseOwnApproval } from '../handlers/approvals';
import { refuseLedgerEdit } from '../handlers/writeChecks';
import { guardAddressedRows, guardScopedResult, guardWrittenScope } from '../scope/guardScope';
import { SCOPE_SOURCE_KEYS } from '../scope/sessionScope';
import { isCancelled } from '../db/requestSignal';
import { scopeRefusal } from '../scope/scopeRefusal';
import { ApiFail, CODE, type Handler, type OpContext, type ServerServices, type SessionUser } from '../types';
import type { RequestDb } from './scopedDb';
import { createIdCheck } from './canonicalIds';
import { recordCall, type CallFacts } from './auditCall';
import { envelopeResponse, fail } from './envelope';
import { createMatcher } from './matcher';
import { parseRequest } from './parseRequest';
import { createRequestGuard } from './requestGuard';
import { respond } from './respond';
import { createValidator } from './validate';

/** Kinds that write: their handler runs inside one transaction. */
const WRITE_KINDS = new Set<OperationKind>(['add', 'update', 'save', 'delete', 'deleteIds', 'transition', 'import', 'upload', 'action']);

export interface DispatchOptions {
  readonly idx: CatalogueIndex;
  readonly services: ServerServices & { readonly db: RequestDb };
  /** Where unexpected errors go (default console.error). */
  readonly log?: (message: string, error: unknown) => void;
  /** Origins of other hosts whose pages may make state-changing calls (see requestGuard.ts). */
  readonly allowedOrigins?: readonly string[];
}

/** The handler for an operation: a dedicated one by operationId, else the generic one of its kind. */
export function handlerFor(entry: IndexedOperation): Handler | undefined {
  const maps: Record<string, Handler | undefined>[] = [authHandlers, fileHandlers, actionHandlers];
  for (const m of maps) if (Object.hasOwn(m, entry.id)) return m[entry.id];
  return genericHandlers[entry.op.kind];
}

/** Maps database errors that bad input can still cause (out-of-range values, duplicates) to client codes. */
function dbFailure(e: unknown): ApiFail | null {
  const code = typeof e === 'object' && e !== null ? String((e as { code?: unknown }).code ?? '') : '';
  if (/^22/.test(code)) return new ApiFail(CODE.badRequest, '参数不合法');
  if (code === '23505') return new ApiFail(CODE.conflict, '数据已存在');
  if (/^23/.test(code)) return new ApiFail(CODE.conflict, '数据冲突，操作未执行');
  return null;
}

/**
 * Returns the request handler mounted under API_BASE.
 * @example app.all(`${API_BASE}/*`, (c) => dispatch(c.req.raw))
 */
export function createDispatch(o: DispatchOptions): (request: Request, base: string) => Promise<Response> {
  const matcher = createMatcher(o.idx);
  const validator = createValidator();
  const idCheck = createIdCheck();
  const guard = createRequestGuard(o.allowedOrigins ? { allowedOrigins: o.allowedOrigins } : {});
  const log = o.log ?? ((m, e) => console.error(m, e));
  const { services, idx } = o;

  return async (request, base) => {
    const path = new URL(request.url).pathname.slice(base.length) || '/';
    const facts: CallFacts = { request, path, started: Date.now() };
    const response = await answer(request, path, facts);
    // Refused and failed calls are logged once the outcome is known; it never changes the answer.
    // A write that succeeded was logged inside its own transaction (below).
    if (!facts.recorded) await recordCall(services, idx, facts, log);
    return response;
  };

  async function answer(request: Request, path: string, facts: CallFacts): Promise<Response> {
    let id = `${request.method} ${path}`;
    try {
      const m = matcher.match(request.method, path);
      if (!m) throw new ApiFail(CODE.notFound, 'no such call');
      const { entry, params } = m;
      id = entry.id;
      // CSRF and encoding: refused before the session is even looked at.
      guard(request, entry.op);
      const rows = idx.rowsOf(entry);
      // `?token=` counts only where the contract takes it (GET /user/profile, 000 section 7).
      const queryToken = entry.op.query?.includes('token') === true;
      const authorize = (user: SessionUser | null) => {
        if (entry.op.public) return;
        if (!user) throw new ApiFail(CODE.unauthorized, '未登录或登录已过期，请重新登录');
        if (!permitted(idx, user, entry)) throw new ApiFail(CODE.forbidden, `没有权限：需要 ${requiredPermission(entry)}`);
      };
      let user = await resolveSession(services.db, request, services.now(), { queryToken });
      Object.assign(facts, { entry, rows, user, input: { ...params } });
      let check = checkOf(user);
      const refresh = async () => {
        user = await resolveSession(services.db, request, services.now(), { queryToken, fresh: true });
        facts.user = user;
        check = null;
        authorize(user);
      };
      try {
        authorize(user);
      } catch (e) {
        // A refusal from a remembered session holds only if the session still reads the same (a role
        // given a permission back on another process counts at once too).
        if (!check || await stillHolds(services.db, check)) throw e;
        await refresh();
      }
      const parsed = await parseRequest(request, entry.op);
      facts.input = { ...params, ...parsed.input };
      // Ids as plain digits before anything looks them up (canonicalIds.ts).
      idCheck(entry, rows, { ...params, ...parsed.input });
      const handler = handlerFor(entry);
      if (!handler) throw new Error(`no handler for ${entry.id} (kind ${entry.op.kind})`);
      const writes = WRITE_KINDS.has(entry.op.kind);
      const version = dataVersion();
      // Users, roles and their links decide who a session is and what it may do; organisations,
      // companies and merchants decide which rows it sees (scope/sessionScope.ts). A call that changed
      // no data (the profile, the export dot polled every 5 s) leaves every session's cache alone.
      // Other processes learn of such writes from the stamps their triggers bump (auth/authVersion.ts).
      const authRelated = rows.service === 'platform' || entry.resource.service === 'session' || SCOPE_SOURCE_KEYS.has(rows.key);
      let logged = false;
      const run = async (user: SessionUser | null, check: SessionCheck | null): Promise<unknown> => {
        const scope = user?.scope ?? null;
        const inTransaction = !handler.outsideTransaction && (writes || scope !== null);
        const work = async (): Promise<unknown> => {
          // The data scope (scope/guardScope.ts): another organisation's row answers like a missing one.
          await guardAddressedRows({ idx, user, rows, pathParams: params, input: parsed.input }, services.db);
          refuseLedgerEdit(rows, entry.op.kind, { ...params, ...parsed.input });
          const raw = parsed.file ? { ...parsed.input, file: parsed.file.name } : parsed.input;
          const input = validator.validate(entry, rows, raw);
          if (parsed.file) delete input.file;
          const ctx: OpContext = {
            idx, entry, rows, input, pathParams: params, user, server: services, request,
            ...(parsed.file ? { file: parsed.file } : {}),
          };
          // The two-person rule for every approval the contract marks (a no-op for other calls); written
          // organisations must be the user's; a row found by a lookup must be in scope too.
          await refuseOwnApproval(ctx);
          await guardWrittenScope(ctx);
          const out = await handler(ctx);
          await guardScopedResult(ctx, out);
          if (writes && inTransaction) {
            // The audit row commits with the change it records.
            await recordCall(services, idx, { ...facts, result: out }, log, { inTransaction: true });
            logged = true;
          }
          return out;
        };
        // A non-administrator's call runs as the scoped role in one transaction (scope/policies.ts):
        // the database itself keeps it to its organisations. Writes run in one transaction too, so a
        // refused call changes nothing; a handler that waits on another host holds none (each of its
        // statements is a scoped transaction of its own).
        // A remembered session's check rides in the transaction's first round trip; a read without a
        // transaction runs it beside itself and keeps its answer until it passes; a write without
        // one (rare) checks first.
        if (inTransaction) return services.db.withDataScope(scope, () => services.db.transaction(work, check ? { prelude: checkSql(check) } : undefined));
        if (!check) return services.db.withDataScope(scope, work);
        if (writes) {
          await runCheck(services.db, check);
          return services.db.withDataScope(scope, work);
        }
        const [out, checked] = await Promise.allSettled([services.db.withDataScope(scope, work), runCheck(services.db, check)]);
        if (checked.status === 'rejected') throw checked.reason;
        if (out.status === 'rejected') throw out.reason;
        return out.value;
      };
      let result: unknown;
      try {
        result = await run(user, check);
      } catch (e) {
        if (!isStaleSession(e)) throw e;
        // The session changed on some process since it was remembered: resolved afresh, the call runs again.
        await refresh();
        logged = false;
        result = await run(user, null);
      }
      facts.recorded = logged;
      const wrote = writes && dataVersion() !== version;
      if (wrote && authRelated) invalidateSessionCache();
      facts.result = result;
      return respond(result);
    } catch (e) {
      if (e instanceof ApiFail) {
        facts.failure = { code: e.code, msg: e.message };
        return envelopeResponse(fail(e.code, e.message, e.field));
      }
      // The client has gone (its statements dropped or cancelled) or a statement ran past its bound:
      // nobody's fault to log as ours; whoever still listens learns it was stopped.
      if (isCancelled(e)) {
        facts.failure = { code: CODE.timeout, msg: '请求已取消或超时' };
        return envelopeResponse(fail(CODE.timeout, '请求已取消或超时，请缩小查询范围后重试'));
      }
      const refused = scopeRefusal(idx, e);
      const mapped = refused ?? dbFailure(e);
      if (!refused) log(`[api] ${id} failed`, e);
      facts.failure = mapped ? { code: mapped.code, msg: mapped.message } : { code: CODE.internal, msg: 'server error' };
      if (mapped) return envelopeResponse(fail(mapped.code, mapped.message, mapped.field));
      return envelopeResponse(fail(CODE.internal, 'server error'));
    }
  }
}
