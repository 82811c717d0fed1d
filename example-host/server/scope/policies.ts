/**
 * The data scope held by the database itself (row-level security), derived from the contract's
 * scope declarations (src/contract/dataScope.ts), as PostgREST does it: a non-administrator's
 * request runs as the role SCOPED_ROLE, which owns nothing and cannot bypass policies, with its
 * organisations, companies and merchants in transaction-local settings. So a handler that forgets
 * the scope (raw SQL, a lookup by another field, a row written by a transition) still reaches only
 * its caller's rows:
 * - every scoped table has one policy for that role, `using` and `with check` the same condition:
 *   the row's scope field among the session's ids (`direct`), or its parent among the rows the
 *   parent's own policy lets through (`via`); an unresolved resource shows nothing;
 * - every `ref` a row writes must point at a row the caller can see (trigger `sc_refs`, checked
 *   when the value changes): a foreign target and a missing one are refused alike, so an answer
 *   never tells another organisation's ids apart from absent ones.
 * The owner connection (migrations, seed, jobs, sessions, administrators) is not that role and
 * sees every row.
 */
import { dataScopesOf, type CatalogueIndex, type ResourceDef, type ScopeDimension } from '../../../src/contract';
import { q, tableName } from '../db/migrate';
import type { DataScope } from './sessionScope';

/** The role every non-administrator's statements run as. */
export const SCOPED_ROLE = 'sc_scoped';

/** The transaction-local settings that carry a session's ids, by dimension. */
const SETTING: Readonly<Record<ScopeDimension, string>> = { org: 'sc.org', company: 'sc.company', merchant: 'sc.merchant' };

/** Read once per statement (an init plan), not once per row. */
const idsOfSetting = (d: ScopeDimension) => `(select nullif(current_setting('${SETTING[d]}', true), ''))::int[]`;

/** The `ref` fields whose targets are scoped, with the target's table: what sc_refs checks. */
export function scopedRefs(idx: CatalogueIndex, r: ResourceDef): [field: string, table: string][] {
  const scopes = dataScopesOf(idx.services);
  const out: [string, string][] = [];
  for (const [name, fd] of Object.entries(r.fields)) {
    if (fd.type !== 'ref' || !fd.ref || !idx.resources.has(fd.ref)) continue;
    const s = scopes.get(fd.ref);
    if (s && s.kind !== 'global') out.push([name, tableName(idx.resource(fd.ref))]);
  }
  return out;
}

/** The row condition of a resource's policy; null for a global resource. */
export function policyCondition(idx: CatalogueIndex, r: ResourceDef): string | null {
  const s = dataScopesOf(idx.services).get(r.key);
  if (!s || s.kind === 'unresolved') return 'false';
  if (s.kind === 'global') return null;
  if (s.kind === 'direct') return `${q(s.field)} = any(${idsOfSetting(s.dimension)})`;
  // The parent's own policy applies inside the subquery: the chain needs no condition of its own.
  return `${q(s.field)} in (select "id" from ${tableName(idx.resource(s.target))})`;
}

const REF_CHECK_FN = `create or replace function sc_ref_check() returns trigger language plpgsql as $fn$
declare i int := 0; v text; o text; ok boolean;
begin
  if current_user <> '${SCOPED_ROLE}' then return new; end if;
  while i < tg_nargs loop
    v := to_jsonb(new) ->> tg_argv[i];
    o := case when tg_op = 'UPDATE' then to_jsonb(old) ->> tg_argv[i] end;
    if v is not null and v is distinct from o then
      execute format('select exists (select 1 from %I where "id" = $1)', tg_argv[i + 1]) into ok using v::int;
      if not ok then
        raise exception 'sc_ref %', tg_argv[i] using errcode = '42501', column = tg_argv[i], table = tg_table_name;
      end if;
    end if;
    i := i + 2;
  end loop;
  return new;
end $fn$`;

/**
 * The statements that put the data scope into the database: the role, its grants, one policy per
 * scoped table and the reference trigger. Idempotent; migrations.ts runs it as part of the derived
 * step whenever the contract (and so this text) changes.
 */
export function policySql(idx: CatalogueIndex): string[] {
  const out = [
    `do $$ begin create role ${SCOPED_ROLE} nologin; exception when duplicate_object then null; end $$`,
    // A connection that is not a superuser must be a member to switch to the role.
    `do $$ begin execute format('grant ${SCOPED_ROLE} to %I', current_user); exception when others then null; end $$`,
    `grant usage on schema ${q('public')} to ${SCOPED_ROLE}`,
    `do $$ begin execute format('grant usage on schema %I to ${SCOPED_ROLE}', current_schema()); end $$`,
    `do $$ begin execute format('grant select, insert, update, delete on all tables in schema %I to ${SCOPED_ROLE}', current_schema());
      execute format('grant usage, select on all sequences in schema %I to ${SCOPED_ROLE}', current_schema()); end $$`,
    REF_CHECK_FN,
  ];
  for (const r of idx.resources.values()) {
    const t = tableName(r);
    const cond = policyCondition(idx, r);
    out.push(`drop policy if exists sc_scope on ${t}`);
    if (cond === null) out.push(`alter table ${t} disable row level security`);
    else {
      out.push(`alter table ${t} enable row level security`,
        `create policy sc_scope on ${t} for all to ${SCOPED_ROLE} using (${cond}) with check (${cond})`);
    }
    const refs = scopedRefs(idx, r);
    out.push(`drop trigger if exists sc_refs on ${t}`);
    if (refs.length) {
      const args = refs.flat().map((a) => `'${a}'`).join(', ');
      // Only the scoped role's writes are checked; the owner's (seed, migrations, jobs) skip even the call.
      out.push(`create trigger sc_refs before insert or update on ${t} for each row when (current_user = '${SCOPED_ROLE}') execute function sc_ref_check(${args})`);
    }
  }
  return out;
}

const intList = (ids: readonly number[]): string => {
  // Inlined into SQL text: only integers can pass.
  for (const n of ids) if (!Number.isSafeInteger(n)) throw new Error(`scope id ${String(n)} is not an integer`);
  return `{${ids.join(',')}}`;
};

/**
 * The statement that makes the rest of a transaction run as SCOPED_ROLE within `scope` (values
 * are integers, inlined so it can ride on the BEGIN's own round trip).
 * @example await tx.exec(enterScopeSql({ orgIds: [1], companyIds: [2], merchantIds: [] }))
 */
export function enterScopeSql(scope: DataScope): string {
  return `select set_config('role', '${SCOPED_ROLE}', true), set_config('${SETTING.org}', '${intList(scope.orgIds)}', true), `
    + `set_config('${SETTING.company}', '${intList(scope.companyIds)}', true), set_config('${SETTING.merchant}', '${intList(scope.merchantIds)}', true)`;
}

/** The resource a table holds, for naming what a refusal is about. */
export function resourceOfTable(idx: CatalogueIndex, table: string): ResourceDef | undefined {
  for (const r of idx.resources.values()) if (tableName(r) === table) return r;
  return undefined;
}

/** The field that carries a resource's scope ('id' for the organisation and company rows themselves). */
export function scopeFieldOf(idx: CatalogueIndex, r: ResourceDef): string | null {
  const s = dataScopesOf(idx.services).get(r.key);
  return s && (s.kind === 'direct' || s.kind === 'via') ? s.field : null;
}

