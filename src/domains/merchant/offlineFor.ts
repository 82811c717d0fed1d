/**
 * How long a device has been offline, in the largest whole unit (minutes under an hour, hours
 * under a day, days after), from its stored local time `yyyy-MM-dd HH:mm:ss`; null for a time
 * that is not one or lies in the future.
 * @example
 * offlineFor('2026-11-26 08:00:00', new Date(2026, 10, 26, 11, 30)) // { unit: 'hours', n: 3 }
 */
export function offlineFor(since: string, now: Date): { unit: 'minutes' | 'hours' | 'days'; n: number } | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(since.trim());
  if (!m) return null;
  const at = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6] ?? 0));
  const minutes = Math.floor((now.getTime() - at.getTime()) / 60000);
  if (!Number.isFinite(minutes) || minutes < 0) return null;
  if (minutes < 60) return { unit: 'minutes', n: minutes };
  if (minutes < 24 * 60) return { unit: 'hours', n: Math.floor(minutes / 60) };
  return { unit: 'days', n: Math.floor(minutes / (24 * 60)) };
}
