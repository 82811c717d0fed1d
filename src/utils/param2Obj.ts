function decode(part: string): string {
  const text = part.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(text);
  } catch {
    return text; // malformed escape such as '%E0%A4%A': keep it as written
  }
}

/**
 * Turns the query string of a URL into a plain object of strings.
 *
 * - The query is everything after the first '?' before any '#' (a '?'
 *   inside the fragment does not count).
 * - Keys and values are decoded separately ('+' is a space; an encoded '&'
 *   or '=' inside a value is kept); a malformed escape is kept as written.
 * - A pair without '=' gives an empty string; empty pairs are skipped.
 * - A repeated key: the last one wins.
 * - No query (or an empty one) gives {}. '__proto__' is stored as an own key.
 *
 * @example
 * param2Obj('/list?page=2&name=Li+Lei&tag=a%26b')
 * // { page: '2', name: 'Li Lei', tag: 'a&b' }
 */
export function param2Obj(url: string): Record<string, string> {
  if (typeof url !== 'string') return {};
  const withoutHash = url.split('#')[0] ?? '';
  const start = withoutHash.indexOf('?');
  if (start === -1) return {};
  const query = withoutHash.slice(start + 1);
  const entries: [string, string][] = [];
  for (const pair of query.split('&')) {
    if (pair === '') continue;
    const eq = pair.indexOf('=');
    const key = decode(eq === -1 ? pair : pair.slice(0, eq));
    const value = eq === -1 ? '' : decode(pair.slice(eq + 1));
    entries.push([key, value]);
  }
  return Object.fromEntries(entries);
}
