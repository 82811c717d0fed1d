// The repo's type-check runs before any build, when the types of these imports (dist/) do not exist
// yet; the smoke test type-checks this file in the partner app's copy, against the packed .d.ts.
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-nocheck
/** The smallest integration, as in the README: one provider, one page, no router of the partner's own. */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminProvider } from '@supercloud/admin';
import { MealOrdersPage } from '@supercloud/admin/meal';
import { config } from './config';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AdminProvider apiBase={config.apiBase} token={config.token}>
      <MealOrdersPage />
    </AdminProvider>
  </StrictMode>,
);
