import { Link } from 'react-router-dom';
import { useT } from '../../core';
import { ButtonLink, StatusPage } from './StatusPage';

/**
 * No permission (000 section 2: a route whose roles the user lacks goes here, with no go-back,
 * so the way out is the home page, not the forbidden page again).
 * @example
 * <Route path="/401" element={<Page401 />} />
 */
export function Page401() {
  const t = useT();
  return (
    <StatusPage
      code={t('page401.title')} heading={t('page401.heading')} message={t('page401.message')}
      actions={<ButtonLink as={Link} to="/" replace>{t('page401.home')}</ButtonLink>}
    />
  );
}
