import { Link } from 'react-router-dom';
import { useT } from '../../core';
import { ButtonLink, StatusPage } from './StatusPage';

/**
 * Unknown path (000 section 2: any unknown path redirects to /404).
 * @example
 * <Route path="/404" element={<Page404 />} />
 */
export function Page404() {
  const t = useT();
  return (
    <StatusPage
      code={t('page404.title')} heading={t('page404.heading')} message={t('page404.message')}
      actions={<ButtonLink as={Link} to="/">{t('page404.home')}</ButtonLink>}
    />
  );
}
