import { Link } from 'react-router-dom';
import { useExternalLogin, useT } from '../../core';
import { Icon, Spinner } from '../../ui';
import { ButtonLink, StatusPage } from './StatusPage';

/**
 * /externalLogin?token&type (000 section 2): while core exchanges the token for a session it
 * shows progress; on failure the reason and a way to the login page. On success core moves on
 * to the console by itself.
 * @example
 * <GuardedRoutes publicPages={{ externalLogin: <ExternalLoginPage />, ... }} />
 */
export function ExternalLoginPage() {
  const t = useT();
  const { status, error } = useExternalLogin();
  if (status === 'error') {
    return (
      <StatusPage
        code={<Icon name="error" size={64} />} heading={t('externalLogin.failed', { message: error?.message || t('common.unknownError') })}
        actions={<ButtonLink as={Link} to="/login" replace>{t('externalLogin.toLogin')}</ButtonLink>}
      />
    );
  }
  return <StatusPage code={<Spinner size={48} label={t('externalLogin.signingIn')} />} heading={t('externalLogin.signingIn')} />;
}
