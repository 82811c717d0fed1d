/**
 * Internal-path checks, so neither the login redirect nor the remembered latest path can send
 * the user to another site (no open redirect).
 */

/**
 * True for a same-origin path: starts with one '/', no '//' or '/\' prefix, no scheme, no
 * control characters, and resolves to the same origin.
 * @example
 * isInternalPath('/system/operationLog?x=1') // true
 * isInternalPath('//evil.com')               // false
 * isInternalPath('https://evil.com')         // false
 */
export function isInternalPath(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return false;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return false;
  try {
    const base = 'http://internal.invalid';
    return new URL(value, base).origin === base;
  } catch {
    return false;
  }
}

/**
 * The path when internal, else null.
 * @example
 * safeInternalPath(new URLSearchParams(search).get('redirect')) ?? '/' // never '//evil.example'
 */
export function safeInternalPath(value: unknown): string | null {
  return isInternalPath(value) ? value : null;
}

/** Paths served outside the layout. `/redirect/...` only bounces to the page it names. */
export const PUBLIC_PATHS = ['/login', '/externalLogin', '/auth-redirect', '/401', '/404'] as const;

/** True for /login, /externalLogin, /auth-redirect, /401, /404 and /redirect/... */
export function isShellPath(pathname: string): boolean {
  return (PUBLIC_PATHS as readonly string[]).includes(pathname) || pathname === '/redirect' || pathname.startsWith('/redirect/');
}

/**
 * Whether a visited path is worth remembering as the latest path: internal, not '/' or
 * '/login' (000 section 2), and not another shell page (401, 404, redirect...), which would
 * make a poor place to come back to.
 * @example
 * isRememberablePath('/system/user?page=2') // true
 * isRememberablePath('/login') // false
 */
export function isRememberablePath(path: string): boolean {
  if (!isInternalPath(path)) return false;
  const pathname = path.split(/[?#]/)[0]!;
  return pathname !== '/' && !isShellPath(pathname);
}

/**
 * Where to go after a successful login: the `redirect` query when it is a safe internal path,
 * else the remembered latest path, else '/'.
 * @example
 * postLoginTarget('?redirect=%2Fplatform%2Fuser', null) // '/platform/user'
 * postLoginTarget('?redirect=%2F%2Fevil.com', null)     // '/'
 */
export function postLoginTarget(search: string, latest: string | null): string {
  const wanted = new URLSearchParams(search).get('redirect');
  if (wanted && isRememberablePath(wanted)) return wanted;
  if (latest && isRememberablePath(latest)) return latest;
  return '/';
}
