/**
 * A data folder written when amounts were `double precision` is migrated on start: each amount
 * column becomes `numeric(18,2)`, its values rounded to cents once (0.30000000000000004 -> 0.30),
 * and a second start changes nothing. On PGlite, and on PostgreSQL with TEST_DATABASE_URL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueIndex } from '../createServer';
import type { Db } from '../types';
import { migrate, tableName } from './migrate';
import { openDb } from './openDb';

const backends: [string, string | undefined][] = [['PGlite', undefined]];
if (process.env.TEST_DATABASE_URL) backends.push(['PostgreSQL', process.env.TEST_DATABASE_URL]);

const idx = catalogueIndex();
const order = idx.resource('flashdeliver.order');
const table = tableName(order);
const SCHEMA = 'amount_migration_test';

const columnOf = async (db: Db, t: string, c: string) => (await db.query(`select data_type, numeric_precision, numeric_scale
  from information_schema.columns where table_schema = current_schema() and table_name = $1 and column_name = $2`, [t, c]))[0];

describe.each(backends)('amount columns of an older folder on %s', (_name, databaseUrl) => {
  let db: Db;

  beforeAll(async () => {
    if (databaseUrl) {
      // A schema of its own, so the other tests' tables on this database stay as they are.
      const admin = await openDb({ databaseUrl });
      await admin.exec(`drop schema if exists ${SCHEMA} cascade; create schema ${SCHEMA}`);
      await admin.close();
      const url = new URL(databaseUrl);
      url.searchParams.set('options', `-c search_path=${SCHEMA},public`);
      db = await openDb({ databaseUrl: url.toString() });
    } else db = await openDb({ dataDir: 'memory://' });
    // The table as the previous version derived it: amounts in binary floating point.
    await db.exec(`create table ${table} ("id" serial primary key, "orderNo" text, "amount" double precision,
      "temperature" double precision, "_deleted" boolean not null default false, "_created" timestamptz not null default now())`);
    await db.query(`insert into ${table} ("orderNo", "amount") values ('A', $1), ('B', $2), ('C', null), ('D', $3)`,
      [0.1 + 0.2, 12.345, 99999.99]);
  }, 60_000);
  afterAll(() => db?.close());

  it('changes a double precision amount to numeric(18,2), values rounded to cents', async () => {
    expect(await columnOf(db, table, 'amount')).toMatchObject({ data_type: 'double precision' });
    await migrate(db, idx);
    expect(await columnOf(db, table, 'amount')).toEqual({ data_type: 'numeric', numeric_precision: 18, numeric_scale: 2 });
    const rows = await db.query(`select "orderNo", "amount"::text as "amount" from ${table} order by "orderNo"`);
    expect(rows).toEqual([
      { orderNo: 'A', amount: '0.30' }, { orderNo: 'B', amount: '12.35' }, { orderNo: 'C', amount: null }, { orderNo: 'D', amount: '99999.99' },
    ]);
    // Columns the contract does not call amounts are left as they are; missing ones are added.
    expect(await columnOf(db, table, 'temperature')).toMatchObject({ data_type: 'double precision' });
    expect(await columnOf(db, table, 'receiverName')).toMatchObject({ data_type: 'text' });
  });

  it('is idempotent: a second start keeps the column and its values', async () => {
    await migrate(db, idx);
    expect(await columnOf(db, table, 'amount')).toEqual({ data_type: 'numeric', numeric_precision: 18, numeric_scale: 2 });
    const [sum] = await db.query(`select sum("amount")::text as "s" from ${table}`);
    expect(sum!.s).toBe('100012.64');
  });

  it('answers the migrated amounts as the contract\'s JSON numbers', async () => {
    const rows = await db.query(`select "amount" from ${table} where "amount" is not null order by "orderNo"`);
    expect(rows.map((r) => r.amount)).toEqual([0.3, 12.35, 99999.99]);
  });
});
