/**
 * The list workloads of `bench:server`, each a stream of filters as operators produce them: a new
 * filter on (nearly) every request, so no answer comes from a cache a user would not hit. One
 * description per workload yields the same filters for our server (form body), the bare SQL
 * (list filters) and json-server (query string).
 */
export const ORDERS_ROWS = Number(process.env.BENCH_ROWS ?? 1_000_000);
export const ORGS = 10;
export const DAYS = 300;
export const STATUSES = ['ordered', 'taken', 'cancelled', 'refunded'] as const;
/** Distinct filters generated per workload: more than a run sends, so none repeats. */
export const VARIANTS = Number(process.env.BENCH_VARIANTS ?? 40_000);

/** One request's filter: list filters plus the page. */
export interface Variant {
  readonly filters: Readonly<Record<string, string | number>>;
  readonly pageNum: number;
}

export interface Workload {
  readonly name: string;
  readonly what: string;
  /** The filters, in the order the load sends them. */
  readonly variants: readonly Variant[];
}

/** A small seeded generator: the same filters on every run and for every subject. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const day = (n: number) => new Date(Date.UTC(2026, 0, 1 + n)).toISOString().slice(0, 10);

/**
 * The workloads over `ORDERS_ROWS` dinner orders seeded by `seedOrdersSql` (orgs `firstOrg`..+9).
 * @example
 * workloads(firstOrgId).map((w) => w.name) // ['dateRange', 'phone', 'statusOrg', 'page500', 'repeated']
 */
export function workloads(firstOrg: number): Workload[] {
  const many = (seed: number, make: (r: () => number) => Variant): Variant[] => {
    const r = random(seed);
    return Array.from({ length: VARIANTS }, () => make(r));
  };
  const range = (r: () => number, minDays: number) => {
    const from = Math.floor(r() * (DAYS - 31));
    return { dateFrom: day(from), dateTo: day(from + minDays + Math.floor(r() * (31 - minDays))) };
  };
  return [
    { name: 'dateRange', what: 'random date range (1-30 days), page 1', variants: many(1, (r) => ({ filters: range(r, 0), pageNum: 1 })) },
    {
      name: 'phone', what: 'random phone substring (4-6 digits), page 1',
      variants: many(2, (r) => {
        const len = 4 + Math.floor(r() * 3);
        return { filters: { phone: String(Math.floor(r() * 10 ** len)).padStart(len, '0') }, pageNum: 1 };
      }),
    },
    {
      name: 'statusOrg', what: 'random status + project, random page 1-50',
      variants: many(3, (r) => ({ filters: { status: STATUSES[Math.floor(r() * STATUSES.length)]!, orgId: firstOrg + Math.floor(r() * ORGS) }, pageNum: 1 + Math.floor(r() * 50) })),
    },
    { name: 'page500', what: 'random date range (5-30 days), page 500', variants: many(4, (r) => ({ filters: range(r, 5), pageNum: 500 })) },
    { name: 'repeated', what: 'one project, page 1, the same filter every time', variants: [{ filters: { orgId: firstOrg + 3 }, pageNum: 1 }] },
  ];
}

/** The form body our list call takes. */
export const formBody = (v: Variant): string =>
  new URLSearchParams({ ...Object.fromEntries(Object.entries(v.filters).map(([k, x]) => [k, String(x)])), pageNum: String(v.pageNum), pageSize: '20' }).toString();

/** The same filter in json-server 0.17's query language. */
export function jsonServerQuery(v: Variant): string {
  const q = new URLSearchParams({ _page: String(v.pageNum), _limit: '20' });
  for (const [k, x] of Object.entries(v.filters)) {
    if (k === 'dateFrom') q.set('date_gte', String(x));
    else if (k === 'dateTo') q.set('date_lte', String(x));
    else if (k === 'phone') q.set('phone_like', String(x));
    else q.set(k, String(x));
  }
  return q.toString();
}

/** Columns and values of the seeded orders, the same in the database and in json-server's file. */
export function orderRow(g: number, firstOrg: number, mealId: number) {
  return {
    id: g, orderNo: `B${String(g).padStart(9, '0')}`, phone: `13${String((g * 7919) % 1_000_000_000).padStart(9, '0')}`,
    orgId: firstOrg + (g % ORGS), mealId, date: day(g % DAYS), mealTime: ['breakfast', 'lunch', 'dinner'][g % 3]!, amount: 10 + (g % 40),
    status: STATUSES[g % 7 === 0 ? 2 : g % 11 === 0 ? 3 : g % 2]!,
  };
}

/** The same rows as one insert-select (generate_series), for PGlite and PostgreSQL. */
export const seedOrdersSql = (table: string, firstOrg: number, mealId: number): string => `
  insert into ${table} ("orderNo", "userId", "phone", "orgId", "mealId", "date", "mealTime", "amount", "status", "createTime")
  select 'B' || lpad(g::text, 9, '0'), null, '13' || lpad(((g::bigint * 7919) % 1000000000)::text, 9, '0'), ${firstOrg} + (g % ${ORGS}), ${mealId},
    to_char(date '2026-01-01' + (g % ${DAYS}), 'YYYY-MM-DD'), (array['breakfast','lunch','dinner'])[1 + g % 3], 10 + (g % 40),
    case when g % 7 = 0 then 'cancelled' when g % 11 = 0 then 'refunded' when g % 2 = 0 then 'ordered' else 'taken' end,
    to_char(timestamp '2026-01-01' + (g || ' seconds')::interval, 'YYYY-MM-DD HH24:MI:SS')
  from generate_series(1, ${ORDERS_ROWS}) g`;
