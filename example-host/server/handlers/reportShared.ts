/** Parts every report handler shares: the caller's data scope, the filters asked for, the previous period. */
import type { ReportDef, ResourceDef } from '../../../src/contract';
import { scopeFilter } from '../scope/rowScope';
import type { OpContext, Row } from '../types';

const DAY_MS = 86_400_000;
const dayNumber = (d: string) => Date.parse(`${d}T00:00:00Z`) / DAY_MS;
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);

/**
 * The caller's data scope over the report's rows (the same condition lists use), or null when
 * every row is in scope: administrators, and global sources.
 */
export function scopeOf(ctx: OpContext, rows: ResourceDef): ((params: unknown[]) => string | null) | null {
  const filter = scopeFilter(ctx);
  return filter ? (params) => filter(rows, params) : null;
}

/** The report's filters the caller filled in (field -> value or comma-separated list). */
export function filtersOf(def: ReportDef, input: Row): Record<string, string> {
  const filters: Record<string, string> = {};
  for (const f of def.filters ?? []) {
    const v = input[f];
    if (v !== undefined && v !== null && String(v).trim() !== '') filters[f] = String(v);
  }
  return filters;
}

/** The previous period of the same length just before a range. */
export function previousRangeOf(range: { startDate: string; endDate: string }): { startDate: string; endDate: string } {
  const days = dayNumber(range.endDate) - dayNumber(range.startDate) + 1;
  return { startDate: dayOf(dayNumber(range.startDate) - days), endDate: dayOf(dayNumber(range.startDate) - 1) };
}

