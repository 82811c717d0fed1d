import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useT } from '../../core';
import { Spinner } from '../../ui';
import { StatusPage } from './StatusPage';

/**
 * The message posted to the opener window: the identity provider's answer (query and hash).
 * @example
 * window.open(`${provider}?redirect_uri=${origin}/super_cloud/admin/auth-redirect`);
 * window.addEventListener('message', (e) => e.data?.type === 'sc-auth-redirect' && finish(e.data.search));
 */
export interface AuthRedirectMessage {
  readonly type: 'sc-auth-redirect';
  readonly search: string;
  readonly hash: string;
}

/**
 * /auth-redirect: the page an identity provider returns to in a pop-up. It hands the answer
 * (query and hash) to the console window that opened it, same origin only, and closes; opened
 * directly (no opener), it goes to the console's home.
 * @example
 * window.open(`${provider}?redirect_uri=${origin}/super_cloud/admin/auth-redirect`);
 * window.addEventListener('message', (e) => e.data?.type === 'sc-auth-redirect' && finish(e.data.search));
 */
export function AuthRedirectPage() {
  const t = useT();
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const opener = typeof window !== 'undefined' ? (window.opener as Window | null) : null;
    if (opener && opener !== window) {
      const message: AuthRedirectMessage = { type: 'sc-auth-redirect', search, hash };
      opener.postMessage(message, window.location.origin);
      window.close();
      return;
    }
    navigate('/', { replace: true });
  }, [search, hash, navigate]);
  return <StatusPage code={<Spinner size={48} label={t('authRedirect.message')} />} heading={t('authRedirect.message')} />;
}
