/**
 * Each demo role can do exactly what its permissions allow: for every demo login, one read
 * call of every resource answers 200 when `permitted(idx, user, call)` and 403 otherwise.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestSchema, type IndexedOperation, type OperationKind } from '../../../src/contract';
import { testClient, type TestClient } from '../api/testClient';
import { createServer, type ReferenceServer } from '../createServer';
import { DEMO_LOGINS, DEMO_ROLES } from '../seed/demoUsers';
import type { SessionUser } from '../types';
import { can, permitted, requiredPermission } from './permissions';
import { resolveSession } from './session';

let server: ReferenceServer;
let api: TestClient;
const sessions = new Map<string, { cookie: string; user: SessionUser }>();

const READS: OperationKind[] = ['list', 'all', 'select', 'tree', 'stats'];

/** A read call of the resource that needs no path parameter and no required input. */
function probeOf(entries: IndexedOperation[]): IndexedOperation | undefined {
  const free = entries.filter((e) => !/\{/.test(e.op.path) && !e.op.public
    && !((requestSchema(e.op, server.idx.rowsOf(e))?.required as string[] | undefined)?.length));
  for (const kind of READS) {
    const hit = free.find((e) => e.op.kind === kind);
    if (hit) return hit;
  }
  return undefined;
}

beforeAll(async () => {
  server = await createServer({ dataDir: 'memory://', quiet: true });
  api = testClient(server);
  for (const d of DEMO_LOGINS) {
    const cookie = await api.login(d.loginName, d.password);
    const user = await resolveSession(server.db, new Request('http://x/', { headers: { cookie } }));
    sessions.set(d.loginName, { cookie, user: user! });
  }
});
afterAll(() => server?.close());

describe('demo roles', () => {
  it('give each demo login the permission keys of its role', () => {
    for (const d of DEMO_LOGINS) {
      const role = DEMO_ROLES.find((r) => r.key === d.role)!;
      expect(sessions.get(d.loginName)!.user.perms).toEqual([...role.perms].sort());
      expect(sessions.get(d.loginName)!.user.userType).toBe(d.userType);
    }
  });

  // permitted(): the call's permission, or for select lists and name checks that of a resource referring to the rows.
  it('answer 200 exactly where permitted() allows the call and 403 elsewhere', async () => {
    const byResource = new Map<string, IndexedOperation[]>();
    for (const e of server.idx.operations) byResource.set(e.resource.key, [...(byResource.get(e.resource.key) ?? []), e]);
    const probes = [...byResource.values()].map(probeOf).filter((e): e is IndexedOperation => !!e);
    expect(probes.length).toBeGreaterThan(180);
    const mismatches: string[] = [];
    const allowed = new Map<string, number>();
    const allowedIds = new Map<string, string[]>();
    for (const d of DEMO_LOGINS) {
      const { cookie, user } = sessions.get(d.loginName)!;
      for (const e of probes) {
        const want = permitted(server.idx, user, e) ? 200 : 403;
        const form = e.op.kind === 'list' ? { pageSize: 1 } : {};
        const res = await api.call(e.op.method, e.op.path, { session: cookie, form });
        const got = res.body?.code ?? res.status;
        if (got !== want) mismatches.push(`${d.loginName} ${e.id}: ${got} (${res.body?.msg}) wanted ${want}`);
        if (want === 403 && got === 403) expect(res.body!.msg).toContain(requiredPermission(e)!);
        if (want === 200 && e.op.kind === 'list') expect(Array.isArray(res.body?.data?.list), e.id).toBe(true);
        if (got === 200) allowed.set(d.loginName, (allowed.get(d.loginName) ?? 0) + 1);
        if (got === 200) allowedIds.set(d.loginName, [...(allowedIds.get(d.loginName) ?? []), e.id]);
      }
    }
    // Resources without such a read call (only id-based or action calls) are probed with their
    // first call (not logout, which would end the probing session): refused with 403 exactly when permitted() says no, otherwise never 401/403.
    const rest = [...byResource.values()].filter((list) => !probeOf(list))
      .map((list) => list.find((e) => !e.op.public && e.id !== 'session.user.logout')).filter((e): e is IndexedOperation => !!e);
    const guarded = [...byResource.values()].filter((list) => list.some((e) => !e.op.public)).length;
    expect(rest.length + probes.length).toBe(guarded); // every resource with a guarded call is probed
    for (const d of DEMO_LOGINS) {
      const { cookie, user } = sessions.get(d.loginName)!;
      for (const e of rest) {
        const allow = permitted(server.idx, user, e);
        const res = await api.call(e.op.method, e.op.path.replace(/\{[^}]+\}/g, '1'), { session: cookie, form: {} });
        const got = res.body?.code ?? res.status;
        if (allow ? got === 403 || got === 401 : got !== 403) mismatches.push(`${d.loginName} ${e.id}: ${got} (${res.body?.msg}) allowed=${allow}`);
      }
    }
    expect(mismatches).toEqual([]);
    // The consoles differ visibly: admin sees everything, the others strictly less and none the same.
    const counts = DEMO_LOGINS.map((d) => allowed.get(d.loginName) ?? 0);
    expect(counts[0]).toBe(probes.length);
    // `operator` holds every permission but admin on purpose (it makes the scope tests reach every call): its
    // console is admin's, under one organisation's data scope. The other roles differ from each other and from it.
    const distinct = DEMO_LOGINS.filter((d) => d.loginName !== 'operator');
    expect(new Set(distinct.map((d) => (allowedIds.get(d.loginName) ?? []).join())).size).toBe(distinct.length);
    for (const n of counts.slice(1)) expect(n).toBeGreaterThan(0);
  });

  it('keeps the sets different where it matters', () => {
    const u = (n: string) => sessions.get(n)!.user;
    expect(can(u('project'), 'space')).toBe(true);
    expect(can(u('opcenter'), 'space')).toBe(false);
    expect(can(u('opcenter'), 'enterprise')).toBe(true);
    expect(can(u('merchant'), 'enterprise')).toBe(false);
    expect(can(u('merchant'), 'merchant/wallet')).toBe(true);
    expect(can(u('project'), 'merchant/wallet')).toBe(false);
    expect(can(u('merchant'), 'system-management')).toBe(false);
    expect(can(u('admin'), 'system-management')).toBe(true);
    for (const d of DEMO_LOGINS) expect(can(u(d.loginName), null)).toBe(true);
    expect(can(null, null)).toBe(false);
  });
});
