import { describe, expect, it } from 'vitest';
import type { Db, Row } from '../types';
import { arrivalOrdered } from './arrivalOrdered';
import { RequestGone } from './requestSignal';

/**
 * A database that logs each statement and answers it a moment later. Like PGlite, with kind
 * 'pglite' it runs one statement at a time, in the order they were sent.
 */
function fakeDb(kind: Db['kind'], log: string[]): Db {
  let queue: Promise<unknown> = Promise.resolve();
  const answer = async (sql: string) => {
    log.push(sql);
    await new Promise((done) => setTimeout(done, 1));
  };
  return {
    kind,
    query: async <T extends Row>(sql: string) => {
      if (kind === 'pglite') {
        const turn = queue.then(() => answer(sql));
        queue = turn.catch(() => undefined);
        await turn;
      } else await answer(sql);
      return [] as T[];
    },
    exec: async () => undefined,
    transaction: (fn) => fn(fakeDb(kind, log)),
    close: async () => undefined,
  };
}

// A request reaches its statements through a few layers of async helpers, as handlers do.
const select = async (db: Db, sql: string) => (await db.query(sql)).length;
const request = async (db: Db, name: string) => {
  for (let i = 1; i <= 3; i += 1) await select(db, `${name}${i}`);
};

describe('arrivalOrdered', () => {
  it('runs the statements of requests in the order the requests arrived, one at a time', async () => {
    const log: string[] = [];
    const { db, run } = arrivalOrdered(fakeDb('pglite', log));
    await Promise.all([run(() => request(db, 'list')), run(() => request(db, 'org')), run(() => request(db, 'meal'))]);
    expect(log).toEqual(['list1', 'list2', 'list3', 'org1', 'org2', 'org3', 'meal1', 'meal2', 'meal3']);
  });

  it('lets later requests run while an earlier one waits on something else', async () => {
    const log: string[] = [];
    const { db, run } = arrivalOrdered(fakeDb('pglite', log));
    let quick: Promise<void> = Promise.resolve();
    // The earlier request waits for the later one to finish: held turns would never let it.
    const slow = run(async () => {
      await select(db, 'slow1');
      await quick;
      await select(db, 'slow2');
    });
    quick = run(() => request(db, 'quick'));
    await Promise.all([slow, quick]);
    expect(log).toEqual(['slow1', 'quick1', 'quick2', 'quick3', 'slow2']);
  });

  it('does not rank what a request left running after it answered', async () => {
    const log: string[] = [];
    const { db, run } = arrivalOrdered(fakeDb('pglite', log));
    let go!: () => void;
    const gate = new Promise<void>((done) => { go = done; });
    let leftRunning: Promise<void> = Promise.resolve();
    await run(async () => {
      await select(db, 'export1');
      leftRunning = (async () => {
        await gate;
        for (let i = 2; i <= 4; i += 1) await select(db, `export${i}`);
      })();
    });
    const later = run(async () => {
      await gate;
      await request(db, 'list');
    });
    go();
    await Promise.all([leftRunning, later]);
    // Ranked as its (earlier) request, the export would have run all its statements before the list's first.
    expect(log.indexOf('list1')).toBeLessThan(log.indexOf('export4'));
  });

  it('passes the failure of a statement to its caller and goes on with the next', async () => {
    const log: string[] = [];
    const inner = fakeDb('pglite', log);
    const { db, run } = arrivalOrdered({ ...inner, query: (sql, params) => (sql === 'bad' ? Promise.reject(new Error('syntax')) : inner.query(sql, params)) });
    const bad = run(() => select(db, 'bad'));
    const good = run(() => request(db, 'good'));
    await expect(bad).rejects.toThrow('syntax');
    await good;
    expect(log).toEqual(['good1', 'good2', 'good3']);
  });

  it('leaves PostgreSQL (a pool) alone: its requests run side by side', async () => {
    const log: string[] = [];
    const { db, run } = arrivalOrdered(fakeDb('pg', log));
    await Promise.all([run(() => request(db, 'a')), run(() => request(db, 'b'))]);
    expect(log).toEqual(['a1', 'b1', 'a2', 'b2', 'a3', 'b3']);
  });

  it('drops the waiting statements of a request whose client has gone, and runs the others', async () => {
    const log: string[] = [];
    const { db, run } = arrivalOrdered(fakeDb('pglite', log));
    const gone = new AbortController();
    // The first request holds the connection; the second, queued behind it, loses its client.
    const first = run(() => request(db, 'first'));
    const second = run(() => request(db, 'gone'), gone.signal);
    const third = run(() => request(db, 'third'));
    gone.abort();
    await expect(second).rejects.toBeInstanceOf(RequestGone);
    await Promise.all([first, third]);
    expect(log).toEqual(['first1', 'first2', 'first3', 'third1', 'third2', 'third3']);
  });
});
