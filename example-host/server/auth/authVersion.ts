/**
 * A counter in PostgreSQL that moves whenever a session ends or users, roles or their links
 * change, whichever server process did it. Each process remembers resolved sessions for a few
 * seconds (session.ts); with several processes on one database, a remembered session is used
 * only while this counter still reads what it read when the session was resolved, so a logout
 * or a disabled user on one process ends the session on every other at once, at the price of
 * one one-row read per call. PGlite has one process and clears its cache itself: nothing here.
 */
import type { Db } from '../types';

const TABLE = '"_auth_version"';

/**
 * Creates the counter and the trigger that moves it when sessions are deleted (logout, password
 * change, disabled or deleted user, expiry clean-up). PostgreSQL only; idempotent.
 */
export async function ensureAuthVersion(db: Db): Promise<void> {
  if (db.kind !== 'pg') return;
  await db.exec(`create table if not exists ${TABLE} ("id" integer primary key, "v" bigint not null default 0);
    insert into ${TABLE} ("id", "v") values (1, 0) on conflict ("id") do nothing`);
  const existing = await db.query(`select 1 from pg_trigger where tgname = '_sessions_bump_auth_version' and not tgisinternal`);
  if (existing.length) return;
  await db.exec(`create or replace function "_sessions_bump_auth_version"() returns trigger language plpgsql as $fn$
    begin
      if exists (select 1 from gone) then update ${TABLE} set "v" = "v" + 1 where "id" = 1; end if;
      return null;
    end $fn$;
    create or replace trigger "_sessions_bump_auth_version" after delete on "_sessions"
      referencing old table as gone for each statement execute function "_sessions_bump_auth_version"()`);
}

/** Moves the counter (in the caller's transaction, so other processes see it with the change). */
export async function bumpAuthVersion(db: Db): Promise<void> {
  if (db.kind === 'pg') await db.query(`update ${TABLE} set "v" = "v" + 1 where "id" = 1`);
}

/** The counter's value; 0 on PGlite, where no other process shares the database. */
export async function authVersion(db: Db): Promise<number> {
  if (db.kind !== 'pg') return 0;
  const [row] = await db.query<{ v: number }>(`select "v" from ${TABLE} where "id" = 1`);
  return Number(row?.v ?? 0);
}
