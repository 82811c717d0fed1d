import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { safeInternalPath } from '../../core';

/**
 * `/redirect/:path*` (000 section 2: used only to refresh a page): goes straight back to the
 * named path, replacing the history entry, so Back does not land here again.
 * @example
 * navigate(`/redirect${location.pathname}${location.search}`) // remounts the current page
 */
export function RedirectPage() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const rest = pathname.replace(/^\/redirect/, '') || '/';
    // Only ever an internal path: '/redirect//evil.com' must not leave the console.
    navigate(`${safeInternalPath(rest) ?? '/'}${search}${hash}`, { replace: true });
  }, [pathname, search, hash, navigate]);
  return null;
}
