import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogue, entitySchema, indexCatalogue, isWriteOnly } from '../../../src/contract';
import { verifyPassword } from '../auth/password';
import { migrate, q, tableName } from '../db/migrate';
import { openDb } from '../db/openDb';
import type { Db, Row } from '../types';
import { DEMO_LOGINS, DEMO_ROLES } from './demoUsers';
import { seedDemoData } from './index';
import { DOWNLOAD_GROUP } from './settings';

const idx = indexCatalogue(catalogue);
const NOW = new Date(2026, 10, 21, 10, 30, 0);
let db: Db;
let counts: Record<string, number>;

const rowsOf = (key: string, where = '') =>
  db.query(`select * from ${tableName(idx.resource(key))} where "_deleted" = false ${where} order by "id"`);

beforeAll(async () => {
  db = await openDb({ dataDir: 'memory://' });
  await migrate(db, idx);
  counts = await seedDemoData(db, idx, { now: () => NOW });
});
afterAll(() => db?.close());

describe('seedDemoData', () => {
  it('fills the main list pages', () => {
    expect(counts['ordermeal.orderDinner']).toBe(120);
    expect(counts['passthrough.visitorInfo']).toBe(60);
    expect(counts['passthrough.visitorOrder']).toBe(60);
    expect(Object.keys(counts).length).toBeGreaterThan(120);
    expect(Object.values(counts).reduce((a, b) => a + b, 0)).toBeGreaterThan(3000);
  });

  it('makes every ref point at an existing live row', async () => {
    const broken: string[] = [];
    for (const r of idx.resources.values()) {
      for (const [name, fd] of Object.entries(r.fields)) {
        if (fd.type !== 'ref') continue;
        const target = tableName(idx.resource(fd.ref!));
        const [row] = await db.query<{ n: number }>(
          `select count(*)::int as n from ${tableName(r)} s where s.${q(name)} is not null
             and not exists (select 1 from ${target} t where t."id" = s.${q(name)} and t."_deleted" = false)`);
        if (row!.n > 0) broken.push(`${r.key}.${name}: ${row!.n}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it('makes comma-separated id lists point at existing rows', async () => {
    const lists: [string, string, string][] = [
      ['flashdeliver.product', 'orgIds', 'organisation.organization'],
      ['organisation.virtPermConfig', 'merchantIds', 'merchant.merchant'],
      ['common.serviceAppRoleConfig', 'menuIds', 'platform.webMenu'],
    ];
    for (const [key, field, target] of lists) {
      const ids = new Set((await rowsOf(target)).map((r) => r.id));
      const rows = await rowsOf(key);
      expect(rows.length).toBeGreaterThan(0);
      for (const r of rows) for (const id of String(r[field] ?? '').split(',').filter(Boolean)) expect(ids.has(Number(id))).toBe(true);
    }
  });

  it('stores rows that satisfy the contract entity schemas', async () => {
    const ajv = new Ajv({ strict: false, allErrors: true });
    addFormats(ajv);
    const problems: string[] = [];
    for (const r of idx.resources.values()) {
      const validate = ajv.compile(entitySchema(r));
      for (const row of await rowsOf(r.key)) {
        const out: Row = {};
        // Stored, not answered: write-only fields (passwords, secrets) never reach an answer.
        for (const [k, v] of Object.entries(row)) if (!k.startsWith('_') && !(r.fields[k] && isWriteOnly(r.fields[k]!))) out[k] = v;
        if (!validate(out)) problems.push(`${r.key}#${row.id}: ${ajv.errorsText(validate.errors)}`);
        for (const [name, fd] of Object.entries(r.fields)) {
          if (fd.required && (row[name] === null || row[name] === undefined)) problems.push(`${r.key}#${row.id}: required ${name} missing`);
        }
      }
    }
    expect(problems.slice(0, 20)).toEqual([]);
  });

  it('keeps names unique where the contract says so', async () => {
    for (const r of idx.resources.values()) {
      for (const [name, fd] of Object.entries(r.fields)) {
        if (!fd.unique) continue;
        const dup = await db.query(`select ${q(name)} from ${tableName(r)} where "_deleted" = false group by 1 having count(*) > 1`);
        expect(dup, `${r.key}.${name}`).toEqual([]);
      }
    }
  });

  it('creates the four demo users with hashed passwords and their roles', async () => {
    const users = await rowsOf('platform.webUser');
    for (const d of DEMO_LOGINS) {
      const u = users.find((x) => x.loginName === d.loginName)!;
      expect(u, d.loginName).toBeTruthy();
      expect(u.userType).toBe(d.userType);
      expect(String(u.password)).toMatch(/^scrypt\$\d+\$\d+\$\d+\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
      expect(String(u.password)).not.toContain(d.password);
      expect(await verifyPassword(d.password, String(u.password))).toBe(true);
      const [link] = await db.query(`select r.perms from r_platform__userrole ur join r_platform__webrole r on r.id = ur."roleId" where ur."userId" = $1`, [u.id]);
      expect(String(link!.perms).split(',')).toEqual(DEMO_ROLES.find((r) => r.key === d.role)!.perms);
    }
  });

  it('never stores a plain value in a password field', async () => {
    for (const r of idx.resources.values()) {
      for (const [name, fd] of Object.entries(r.fields)) {
        if (fd.type !== 'password') continue;
        for (const row of await rowsOf(r.key, `and ${q(name)} is not null`)) expect(String(row[name]), `${r.key}.${name}`).toMatch(/^scrypt\$/);
      }
    }
  });

  it('offers the app download links: Android first, iOS second, each with a url', async () => {
    const items = await rowsOf('basesetting.dictionaryItem', `and "groupCode" = '${DOWNLOAD_GROUP}'`);
    const sorted = items.sort((a, b) => Number(a.sort) - Number(b.sort));
    expect(sorted.map((x) => x.name)).toEqual(['Android', 'iOS']);
    for (const x of sorted) expect(String(x.url)).toMatch(/^https:\/\//);
    expect(await rowsOf('basesetting.dictionaryGroup', `and "groupCode" = '${DOWNLOAD_GROUP}'`)).toHaveLength(1);
  });

  it('covers the states the screens act on', async () => {
    const statuses = async (key: string, field: string) => new Set((await rowsOf(key)).map((r) => r[field]));
    expect(await statuses('ordermeal.orderDinner', 'status')).toEqual(new Set(['ordered', 'taken', 'cancelled', 'refunded']));
    expect([...(await statuses('ordermeal.receivables', 'status'))].sort()).toEqual(['paid', 'refunded', 'unpaid']);
    expect(await statuses('collection.collection', 'status')).toEqual(new Set(['paid', 'refunded']));
    expect(await statuses('notify.appNotice', 'auditStatus')).toEqual(new Set(['pending', 'approved', 'rejected']));
    expect((await statuses('passthrough.linglingCard', 'status')).has('lost')).toBe(true);
    expect((await statuses('flashdeliver.product', 'shelfStatus')).has('pendingAudit')).toBe(true);
    // Cancelled dinners whose payment is still 'paid' are the ones waiting for a refund.
    const toRefund = await db.query(`select count(*)::int as n from r_ordermeal__receivables r join r_ordermeal__orderdinner o on o.id = r."orderId"
      where o.status = 'cancelled' and r.status = 'paid'`);
    expect(toRefund[0]!.n).toBeGreaterThan(0);
  });

  it('keeps derived numbers consistent with the rows they summarise', async () => {
    const lines = await rowsOf('ordermeal.lineManage');
    const orders = await rowsOf('ordermeal.orderDinner');
    for (const l of lines) {
      const booked = orders.filter((o) => o.mealId === l.mealId && o.date === l.date && (o.status === 'ordered' || o.status === 'taken')).length;
      expect(l.bookedSeats).toBe(booked);
    }
    expect(lines.some((l) => Number(l.bookedSeats) > 0)).toBe(true);
    const waters = await rowsOf('wallet.virtAccountWater');
    for (const a of await rowsOf('wallet.virtAccountExtend')) {
      const last = waters.filter((w) => w.accountId === a.id).at(-1)!;
      expect(a.balance).toBeCloseTo(Number(last.balance), 2);
    }
  });

  it('is deterministic for the same clock, and inserts in batches', async () => {
    const other = await openDb({ dataDir: 'memory://' });
    try {
      await migrate(other, idx);
      // Statement count, not wall time, guards the speed (~1 s under node): timings flake on a
      // loaded CI machine, but a seed that inserts row by row would issue thousands of statements.
      let statements = 0;
      const count = (d: Db): Db => ({
        ...d,
        query: (sql, params) => { statements++; return d.query(sql, params); },
        exec: (sql) => { statements++; return d.exec(sql); },
        transaction: (fn) => d.transaction((tx) => fn(count(tx))),
      });
      await seedDemoData(count(other), idx, { now: () => NOW });
      expect(statements).toBeGreaterThan(100);
      expect(statements).toBeLessThan(400);
      for (const key of ['ordermeal.orderDinner', 'passthrough.visitorOrder', 'organisation.household', 'wallet.virtAccountWater']) {
        const t = tableName(idx.resource(key));
        const a = await db.query(`select * from ${t} order by id`);
        const b = await other.query(`select * from ${t} order by id`);
        expect(b.map(({ _created: _a, ...r }) => r)).toEqual(a.map(({ _created: _b, ...r }) => r));
      }
    } finally {
      await other.close();
    }
  });
});
