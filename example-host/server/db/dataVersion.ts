/**
 * A counter that moves on every statement that may change data. Caches of derived figures
 * (list totals) remember the version they were computed at and are stale once it moves, which
 * holds whichever handler, job or raw SQL did the write.
 */
let version = 0;

const READ_ONLY = /^\s*(select|with\s+[\s\S]*?\)\s*select|show|explain)\b/i;

/** Called by the database wrapper for every statement. */
export function noteStatement(sql: string): void {
  if (!READ_ONLY.test(sql)) version += 1;
}

export const dataVersion = (): number => version;
