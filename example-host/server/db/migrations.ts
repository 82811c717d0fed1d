/**
 * Schema changes as numbered migrations, each applied once and recorded in `_migrations`, plus one
 * derived step: the contract's tables, indexes and statistics (migrate.ts) and the data-scope
 * policies generated from it (scope/policies.ts), recorded under id 0 with a checksum of what the
 * contract derives, and run again whenever that changes. Start-up runs this under the start-up
 * lock (createServer.ts); nothing creates tables or indexes while a request runs.
 * To change a side table, append a migration: never edit one that has shipped.
 */
import type { CatalogueIndex } from '../../../src/contract';
import { policySql } from '../scope/policies';
import type { Db } from '../types';
import { migrate, tableName, q } from './migrate';

export interface Migration {
  readonly id: number;
  readonly name: string;
  /** Runs once, on the owner connection, inside the start-up lock. */
  up(db: Db, idx: CatalogueIndex): Promise<void>;
}

const sql = (text: string) => async (db: Db) => { await db.exec(text); };

/** Tables written before session tokens were hashed hold usable tokens: dropped (everyone logs in again once). */
async function sessions(db: Db): Promise<void> {
  const plain = await db.query(`select 1 from information_schema.columns
    where table_schema = current_schema() and table_name = '_sessions' and column_name = 'token'`);
  if (plain.length) await db.exec(`drop table "_sessions"`);
  await db.exec(`create table if not exists "_sessions" ("token_hash" text primary key, "user_id" integer not null,
    "client" text, "created_ms" double precision not null, "expires_ms" double precision not null);
    create index if not exists "_sessions__user_id" on "_sessions" ("user_id")`);
}

/**
 * A disabling update or a delete of a user ends its sessions in the same transaction, whatever
 * call made it (the user form, bulk deletes, imports).
 */
async function endSessionsOnDisable(db: Db, idx: CatalogueIndex): Promise<void> {
  const users = tableName(idx.resource('platform.webUser'));
  await db.exec(`create or replace function "_sessions_end_on_disable"() returns trigger language plpgsql as $fn$
    begin
      if tg_op = 'DELETE' then
        delete from "_sessions" where "user_id" = old."id";
        return old;
      end if;
      if new."_deleted" or coalesce(new.${q('status')}::text, '1') <> '1' then
        delete from "_sessions" where "user_id" = new."id";
      end if;
      return new;
    end $fn$;
    drop trigger if exists "_sessions_end_on_disable" on ${users};
    create trigger "_sessions_end_on_disable" after update or delete on ${users}
      for each row execute function "_sessions_end_on_disable"()`);
}

/** The counter other server processes compare their session caches with (auth/authVersion.ts). */
const AUTH_VERSION = `create table if not exists "_auth_version" ("id" integer primary key, "v" bigint not null default 0);
  insert into "_auth_version" ("id", "v") values (1, 0) on conflict ("id") do nothing;
  create or replace function "_sessions_bump_auth_version"() returns trigger language plpgsql as $fn$
    begin
      if exists (select 1 from gone) then update "_auth_version" set "v" = "v" + 1 where "id" = 1; end if;
      return null;
    end $fn$;
  create or replace trigger "_sessions_bump_auth_version" after delete on "_sessions"
    referencing old table as gone for each statement execute function "_sessions_bump_auth_version"()`;

/**
 * Per-key auth stamps instead of the one shared counter (auth/authVersion.ts): a write bumps only
 * the keys of what it touched (`u:<user>`, `r:<role>`, `o:<organisation>`), so writes to different
 * users or roles never queue on one row, and logouts bump nothing (the session row is simply gone).
 * `_sc_auth_check` is what a remembered session is compared with, inside the call's own first
 * round trip; it runs as the owner (security definer) because it runs after the scoped role is set.
 */
async function authStamps(db: Db, idx: CatalogueIndex): Promise<void> {
  const t = (key: string) => tableName(idx.resource(key));
  const on = (key: string, prefix: string, column: string) => `drop trigger if exists "_auth_stamp_bump" on ${t(key)};
    create trigger "_auth_stamp_bump" after insert or update or delete on ${t(key)}
      for each row execute function "_auth_stamp_bump"('${prefix}', '${column}')`;
  await db.exec(`drop trigger if exists "_sessions_bump_auth_version" on "_sessions";
    drop function if exists "_sessions_bump_auth_version"();
    drop table if exists "_auth_version";
    create table if not exists "_auth_stamps" ("key" text primary key, "v" bigint not null default 0);
    create or replace function "_auth_stamp_bump"() returns trigger language plpgsql as $fn$
      declare k text[] := '{}';
      begin
        if tg_op <> 'INSERT' then k := k || (tg_argv[0] || (to_jsonb(old) ->> tg_argv[1])); end if;
        if tg_op <> 'DELETE' then k := k || (tg_argv[0] || (to_jsonb(new) ->> tg_argv[1])); end if;
        insert into "_auth_stamps" ("key", "v") select distinct x, 1 from unnest(k) x where x is not null
          on conflict ("key") do update set "v" = "_auth_stamps"."v" + 1;
        return null;
      end $fn$;
    create or replace function "_sc_auth_check"(p_hash text, p_keys text[], p_sum bigint) returns void
      language plpgsql security definer set search_path from current as $fn$
      begin
        if not exists (select 1 from "_sessions" where "token_hash" = p_hash)
          or (select coalesce(sum("v"), 0) from "_auth_stamps" where "key" = any(p_keys)) <> p_sum then
          raise exception 'session changed' using errcode = 'SCA01';
        end if;
      end $fn$;
    ${on('platform.webUser', 'u:', 'id')};
    ${on('platform.userRole', 'u:', 'userId')};
    ${on('platform.userOrgnization', 'u:', 'userId')};
    ${on('platform.userCompany', 'u:', 'userId')};
    ${on('platform.webRole', 'r:', 'id')};
    ${on('organisation.organization', 'o:', 'id')};
    ${on('merchant.merchant', 'o:', 'orgId')}`);
}

/**
 * The numbered migrations, in order. Data folders written before this list existed already hold
 * some of these tables: every step is written to find them in place.
 */
export const MIGRATIONS: readonly Migration[] = [
  { id: 1, name: 'sessions', up: sessions },
  { id: 2, name: 'sessions end when their user is disabled or deleted', up: endSessionsOnDisable },
  { id: 3, name: 'auth version shared by server processes', up: sql(AUTH_VERSION) },
  { id: 4, name: 'login throttle', up: sql(`create table if not exists "_login_throttle" ("key" text primary key,
    "failures" integer not null default 0, "blockedUntil" double precision not null default 0, "tokens" double precision,
    "updated" double precision not null)`) },
  { id: 5, name: 'uploaded and exported file links', up: sql(`create table if not exists "_blobs" (
    "owner" text not null, "row_id" integer not null, "file_key" text not null default '',
    "user_id" integer not null default 0, "org_ids" integer[] not null default '{}', "seen" boolean not null default false,
    "created" timestamptz not null default now(), primary key ("owner", "row_id"));
    alter table "_blobs" add column if not exists "org_ids" integer[] not null default '{}'`) },
  { id: 6, name: 'server secrets', up: sql(`create table if not exists "_server_secrets" ("name" text primary key, "value" text not null)`) },
  { id: 7, name: 'file bytes in the database', up: sql(`create table if not exists "_file_bytes" ("key" text primary key,
    "bytes" bytea not null, "size" integer not null, "created" timestamptz not null default now())`) },
  { id: 8, name: 'settings and links of the action handlers', up: sql(`create table if not exists "_config" ("scope" text not null,
    "key" text not null, "value" jsonb not null, "updated" timestamptz not null default now(), primary key ("scope", "key"));
    create table if not exists "_links" ("kind" text not null, "owner_id" integer not null, "member_id" integer not null,
    "created" timestamptz not null default now(), primary key ("kind", "owner_id", "member_id"))`) },
  { id: 9, name: 'login nonces', up: sql(`create table if not exists "_login_nonces" ("nonce" text primary key, "expires_ms" double precision not null)`) },
  { id: 10, name: 'shared job state', up: sql(`create table if not exists "_jobs" ("name" text primary key, "status" text not null default 'idle',
    "last_run_ms" double precision, "last_duration_ms" double precision, "last_error" text,
    "paused" boolean not null default false, "runs" integer not null default 0)`) },
  { id: 11, name: 'one sales target per project and month', up: async (db, idx) => {
    await db.exec(`create unique index if not exists "salesTarget_org_month" on ${tableName(idx.resource('flashdeliver.salesTarget'))}
      (${q('orgId')}, ${q('month')}) where "_deleted" = false`);
  } },
  { id: 12, name: 'export tasks are durable jobs: payload, attempts, lease', up: async (db, idx) => {
    const t = tableName(idx.resource('session.exportTask'));
    await db.exec(`alter table ${t} add column if not exists "_job" jsonb, add column if not exists "_attempts" integer not null default 0,
      add column if not exists "_lease_owner" text, add column if not exists "_lease_until" timestamptz, add column if not exists "_error" text;
      create index if not exists "exportTask_open" on ${t} ("_lease_owner", "id") where "status" in ('waiting', 'running')`);
  } },
  { id: 13, name: 'cloud-shop stock: one figure per project and product, never below zero', up: async (db, idx) => {
    const t = tableName(idx.resource('flashdeliver.stock'));
    await db.exec(`create unique index if not exists "stock_org_product" on ${t} (${q('orgId')}, ${q('productId')}) where "_deleted" = false;
      alter table ${t} add constraint "stock_quantity_not_negative" check (${q('quantity')} >= 0)`);
  } },
  { id: 14, name: 'one live handover code per project and code', up: async (db, idx) => {
    await db.exec(`create unique index if not exists "handoverCode_org_code" on ${tableName(idx.resource('flashdeliver.handoverCode'))}
      (${q('orgId')}, ${q('code')}) where "_deleted" = false`);
  } },
  { id: 15, name: 'auth stamps per user, role and organisation instead of one shared counter', up: authStamps },
];

/** FNV-1a of the text: enough to tell one contract's derived schema from another's. */
function checksum(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return `${text.length.toString(36)}-${h.toString(36)}`;
}

/**
 * Brings the database to the contract and the numbered migrations. Answers what ran.
 * @example await runMigrations(ownerDb, idx) // { derived: true, applied: [1, 2, …, 11] } on a new database
 */
export async function runMigrations(db: Db, idx: CatalogueIndex, list: readonly Migration[] = MIGRATIONS): Promise<{ derived: boolean; applied: number[] }> {
  await db.exec(`create table if not exists "_migrations" ("id" integer primary key, "name" text not null,
    "checksum" text, "applied_at" timestamptz not null default now())`);
  const done = new Map((await db.query<{ id: number; checksum: string | null }>(`select "id", "checksum" from "_migrations"`))
    .map((m) => [Number(m.id), m.checksum]));
  const policies = policySql(idx);
  const sum = checksum(JSON.stringify([...idx.resources.keys()]) + JSON.stringify([...idx.resources.values()].map((r) => r.fields)) + policies.join(';'));
  const derived = done.get(0) !== sum;
  // The contract's tables first: numbered steps may index them.
  if (derived) await migrate(db, idx);
  const applied: number[] = [];
  for (const m of [...list].sort((a, b) => a.id - b.id)) {
    if (done.has(m.id)) continue;
    await db.transaction(async (tx) => {
      await m.up(tx, idx);
      await tx.query(`insert into "_migrations" ("id", "name") values ($1, $2)`, [m.id, m.name]);
    });
    applied.push(m.id);
  }
  // Policies and grants last, so they cover the tables every step made.
  if (derived || applied.length) {
    await db.transaction(async (tx) => {
      // One round trip: the server splits the statements (dollar-quoted bodies included).
      await tx.exec(policies.join(';\n'));
      await tx.query(`insert into "_migrations" ("id", "name", "checksum") values (0, 'contract tables and data-scope policies', $1)
        on conflict ("id") do update set "checksum" = excluded."checksum", "applied_at" = now()`, [sum]);
    });
  }
  return { derived, applied };
}
