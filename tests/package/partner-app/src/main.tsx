// The repo's type-check runs before any build, when the types of these imports (dist/) do not exist
// yet; the smoke test type-checks this file in the partner app's copy, against the packed .d.ts.
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-nocheck
/**
 * A partner portal with a router of its own that mounts two pages of the installed package:
 * dinner orders on /meal and visitors on /visitor (the provider uses the partner's router).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, NavLink, Navigate, Route, Routes } from 'react-router-dom';
import { AdminProvider } from '@supercloud/admin';
import { MealOrdersPage } from '@supercloud/admin/meal';
import { VisitorInfoPage } from '@supercloud/admin/passthrough';
import { config } from './config';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <header>
        <strong>Partner portal</strong> <NavLink to="/meal">Meals</NavLink> <NavLink to="/visitor">Visitors</NavLink>
      </header>
      <main>
        <AdminProvider apiBase={config.apiBase} token={config.token}>
          <Routes>
            <Route path="/meal" element={<MealOrdersPage />} />
            <Route path="/visitor" element={<VisitorInfoPage />} />
            <Route path="*" element={<Navigate to="/meal" replace />} />
          </Routes>
        </AdminProvider>
      </main>
    </BrowserRouter>
  </StrictMode>,
);
