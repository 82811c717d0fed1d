/**
 * Every transition of the contract, run the way the console runs it: the row's choices come from
 * `transitionChoices`, the request from `transitionInput` (what the row buttons and their dialogs
 * send, through `useTransition`), sent by the console's API client to the reference server
 * in-process. For each target the UI offers a row in each `from` state, the stored status must
 * then read back as that target through the resource's get (or list) call.
 */
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { useAdminServer } from '../../example-host/server/api/adminServer';
import { tableName } from '../../example-host/server/db/migrate';
import { updateRow } from '../../example-host/server/db/store';
import type { Row } from '../../example-host/server/types';
import { createApiClient } from '../../src/api/createApiClient';
import type { ApiClient, Envelope } from '../../src/api/types';
import { catalogue } from '../../src/contract/catalogueData';
import type { OperationDef, ResourceDef } from '../../src/contract/types';
import {
  callOperation, listOperation, noteFieldsFor, operationOf, rowsOf, sameState, transitionChoices, transitionInput, type TransitionState,
} from '../../src/core/resource';

vi.setConfig({ hookTimeout: 120_000, testTimeout: 60_000 });
const s = useAdminServer();
let api: ApiClient;
beforeAll(() => {
  const token = s.admin.replace(/^JSESSION_ID=/, '');
  api = createApiClient({ baseUrl: 'http://ref.local/super_cloud/api', getToken: () => token, fetch: async (req) => s.server.app.fetch(req) });
});

const transitions = catalogue.flatMap((svc) => svc.resources.flatMap((r) => r.operations.filter((op) => op.transition).map((op) => ({ r, op }))));

/** A row as the console reads it: the get call, else its list's pages. */
async function read(r: ResourceDef, id: unknown): Promise<Row> {
  const get = operationOf(r, 'get');
  if (get) return (await callOperation<Envelope<Row>>(api, get, { id })).data!;
  const list = listOperation(r)!;
  for (let pageNum = 1; ; pageNum++) {
    const { rows } = rowsOf((await callOperation<Envelope>(api, list, { pageNum, pageSize: 100 })).data);
    const row = rows.find((x) => String(x.id) === String(id));
    if (row) return row;
    if (rows.length < 100) throw new Error(`${r.key} #${String(id)} is not in its list`);
  }
}

const used = new Set<string>();
/** A live row in `state`, each used once: a seeded one, else another row put into that state. */
async function rowIn(r: ResourceDef, field: string, state: TransitionState): Promise<Row> {
  const rows = await s.rows(r.key);
  // Not the admin's own account: the server refuses to disable the user who asks (the test's session).
  const fresh = rows.filter((row) => !used.has(`${r.key}#${row.id}`) && !(r.key === 'platform.webUser' && row.loginName === 'admin'));
  const hit = fresh.find((row) => sameState(row[field], state)) ?? fresh[0];
  if (!hit) throw new Error(`${r.key} has no row left to use`);
  used.add(`${r.key}#${hit.id}`);
  if (!sameState(hit[field], state)) await updateRow(s.server.db, r, Number(hit.id), { [field]: state });
  return read(r, hit.id);
}

let seq = 0;
/** What an operator would type into a note field of the dialog. */
async function typed(name: string, fd: { type: string; ref?: string; max?: number }, row: Row): Promise<string> {
  // An order goes to an enabled courier of its own project (the server refuses any other): the
  // operator picks one of those, and the test makes one when an earlier case disabled them all.
  if (fd.ref === 'flashdeliver.deliveryStaff') {
    const staff = s.server.idx.resource(fd.ref);
    const [hit] = await s.server.db.query<{ id: number }>(`select "id" from ${tableName(staff)} where "_deleted" = false and "status" = 1 and "orgId" = $1 order by "id" limit 1`, [row.orgId]);
    if (hit) return String(hit.id);
    const [any] = await s.server.db.query<{ id: number }>(`select "id" from ${tableName(staff)} where "_deleted" = false order by "id" limit 1`);
    await updateRow(s.server.db, staff, Number(any!.id), { status: 1, orgId: row.orgId });
    return String(any!.id);
  }
  if (fd.type === 'ref' && fd.ref) {
    const [row] = await s.server.db.query<{ id: number }>(`select "id" from ${tableName(s.server.idx.resource(fd.ref))} where "_deleted" = false order by "id" limit 1`);
    return String(row!.id);
  }
  if (fd.type === 'integer' || fd.type === 'number' || fd.type === 'amount') return '1';
  if (fd.type === 'phone') return '13800138000';
  // A resident ID number with a valid check digit (the lost-and-found claim checks it).
  if (/IdNo$/.test(name)) return '11010519491231002X';
  return `${name === 'cardNo' ? '6217' : '意见'}${Date.now() % 1e6}${seq++}`.slice(0, fd.max ?? 32);
}

describe('every transition of the contract through the UI layer', () => {
  test('the catalogue has the transitions this test runs', () => {
    expect(transitions.length).toBeGreaterThanOrEqual(31);
  });

  test.each(transitions.map(({ r, op }) => [`${r.key}.${op.name}`, r, op] as const))('%s', async (_id, r: ResourceDef, op: OperationDef) => {
    const tr = op.transition!;
    let moves = 0;
    for (const from of tr.from) {
      const probe = await rowIn(r, tr.field, from);
      const targets = transitionChoices(op, probe);
      expect(targets.length, `a row in ${String(from)} is offered a target`).toBeGreaterThan(0);
      for (const [i, target] of targets.entries()) {
        let row = i === 0 ? probe : await rowIn(r, tr.field, from);
        // Only its requester withdraws a request (a user recharge, a deduction): the row becomes the session user's.
        if (op.name === 'withdraw' && (r.key === 'organisation.userRechargeRequest' || r.key === 'organisation.userDeduction')) {
          const [admin] = await s.rows('platform.webUser', 'and "loginName" = $1', ['admin']);
          await updateRow(s.server.db, r, Number(row.id), { requesterId: admin!.id, requesterName: admin!.name });
          row = await read(r, row.id);
        }
        const notes: Record<string, string> = {};
        for (const [name, fd] of noteFieldsFor(op, r, target)) if (fd.required || name in r.fields) notes[name] = await typed(name, fd, row);
        await callOperation(api, op, transitionInput(op, row, target, notes));
        const after = await read(r, row.id);
        expect(after[tr.field], `${String(from)} -> ${String(target)}`).toSatisfy((v: unknown) => sameState(v, target));
        for (const [name, value] of Object.entries(notes)) if (name in r.fields) expect(String(after[name])).toBe(value);
        moves++;
      }
    }
    expect(moves).toBeGreaterThan(0);
  });
});
