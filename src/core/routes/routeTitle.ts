/**
 * A route's title as people read it. Route entries carry a message key (`route.<name>`); every
 * place that shows a route (sidebar, breadcrumb, tab, the page's own heading) resolves it here,
 * so no screen receives the key itself.
 */
import type { Translator } from '../../i18n';

/**
 * Looks like a message key, call name or identifier rather than words: `route.scm`,
 * `dict.pickGroup`, `reportMealLine`, `find_by_id`. Words in any of the console's locales
 * (with a space, CJK characters or a capital first letter) do not.
 * @example
 * looksLikeKey('route.scm') // true
 * looksLikeKey('调度与队列') // false
 */
export function looksLikeKey(text: string): boolean {
  const s = text.trim();
  if (/^[a-z][A-Za-z0-9_-]*(\.[A-Za-z0-9_-]+)+$/.test(s)) return true; // dotted key
  if (/^[a-z]+([A-Z][a-z0-9]*)+$/.test(s)) return true; // camelCase identifier / operationId
  if (/^[a-z]+(_[a-z0-9]+)+$/.test(s)) return true; // snake_case call name
  return false;
}

/**
 * The readable title of a route entry's title key in the current locale.
 * @example
 * const t = useT();
 * routeTitle(t, 'route.scm') // '调度与队列' (zh-CN), 'Scheduling and queues' (en)
 */
export function routeTitle(t: Translator, title: string | undefined): string {
  return title ? t(title) : '';
}
