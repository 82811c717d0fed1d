import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueIndex } from '../createServer';
import { dataVersion } from './dataVersion';
import { migrate } from './migrate';
import { openDb } from './openDb';
import { insertRow, listRows, updateRow } from './store';
import type { Db } from '../types';

const idx = catalogueIndex();
const build = idx.resource('organisation.build');
let db: Db;

beforeAll(async () => {
  db = await openDb({ dataDir: 'memory://' });
  await migrate(db, idx);
}, 60000);
afterAll(() => db?.close());

describe('list totals', () => {
  it('stay right across writes, whichever statement made them', async () => {
    const page = () => listRows(db, build, { filters: { name: '总数楼' }, limit: 20, offset: 0 });
    expect((await page()).total).toBe(0);
    const a = await insertRow(db, build, { name: '总数楼A', code: 'T1' });
    expect((await page()).total).toBe(1);
    await insertRow(db, build, { name: '总数楼B', code: 'T2' });
    expect((await page()).total).toBe(2);
    const before = dataVersion();
    await db.query(`update r_organisation__build set "_deleted" = true where "id" = $1`, [a.id]);
    expect(dataVersion()).toBeGreaterThan(before);
    expect((await page()).total).toBe(1);
    await updateRow(db, build, Number((await page()).rows[0]!.id), { name: '别的楼' });
    expect((await page()).total).toBe(0);
  });

  it('do not move the version on reads', async () => {
    const v = dataVersion();
    await db.query('select 1');
    await db.query('with x as (select 1) select * from x');
    expect(dataVersion()).toBe(v);
  });
});
