/**
 * /externalLogin?token&type (000 section 2): clears a stale session, stores extToken/extType,
 * exchanges the token for a session and goes on to the `redirect` query (internal only) or '/'.
 * The page given by the console shows progress and errors through `useExternalLogin()`.
 */
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAdminInternals } from '../adminContext';
import { safeInternalPath } from './safePath';

/**
 * @example
 * const { status, error } = useExternalLogin();
 * return status === 'error' ? <ErrorState message={t('externalLogin.failed', { message: error!.message })} /> : <Spinner />;
 */
export interface ExternalLoginState {
  readonly status: 'pending' | 'done' | 'error';
  readonly error: Error | null;
}

const ExternalLoginContext = createContext<ExternalLoginState>({ status: 'pending', error: null });

/**
 * Progress of the external login, for the /externalLogin page.
 * @example
 * const { status, error } = useExternalLogin();
 * return status === 'error' ? <ErrorState message={t('externalLogin.failed', { message: error!.message })} /> : <Spinner />;
 */
export function useExternalLogin(): ExternalLoginState {
  return useContext(ExternalLoginContext);
}

export function ExternalLoginGate({ children }: { children?: ReactNode }) {
  const { session } = useAdminInternals();
  const location = useLocation();
  const navigate = useNavigate();
  const [state, setState] = useState<ExternalLoginState>({ status: 'pending', error: null });

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    const token = params.get('token')?.trim() ?? '';
    const type = params.get('type')?.trim() ?? '';
    if (!token) return undefined;
    let cancelled = false;
    session.externalLogin(token, type);
    session.loginWithExtToken(token, type).then(
      () => {
        if (cancelled) return;
        setState({ status: 'done', error: null });
        navigate(safeInternalPath(params.get('redirect')) ?? '/', { replace: true });
      },
      (error: unknown) => {
        if (!cancelled) setState({ status: 'error', error: error instanceof Error ? error : new Error(String(error)) });
      },
    );
    return () => {
      cancelled = true;
    };
  }, [location.search, session, navigate]);

  return <ExternalLoginContext.Provider value={state}>{children}</ExternalLoginContext.Provider>;
}
