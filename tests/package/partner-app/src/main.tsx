// The repo's type-check runs before any build, when the types of these imports (dist/) do not exist
// yet; the smoke test type-checks this file in the partner app's copy, against the packed .d.ts.
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-nocheck
/**
 * A partner portal with a router of its own that mounts two pages of the installed package:
 * dinner orders on /meal and visitors on /visitor (the provider uses the partner's router). It uses
 * the host seams as the README's "Embed a page" shows them: `messages` (one of the kit's texts
 * replaced, one of the partner's own added), `onSessionExpired` (the partner's sign-in page instead
 * of a reload) and `className` with the `sca-*` part classes (the partner's stylesheet).
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, NavLink, Navigate, Route, Routes, useNavigate } from 'react-router-dom';
import { AdminProvider, useT, type MessageOverrides } from '@supercloud/admin';
import { MealOrdersPage } from '@supercloud/admin/meal';
import { VisitorInfoPage } from '@supercloud/admin/passthrough';
import { config } from './config';

const messages: MessageOverrides = {
  'zh-CN': { 'resource.reset': '清空条件', 'host.portal': '伙伴门户' },
  en: { 'resource.reset': 'Clear filters', 'host.portal': 'Partner portal' },
};

// The partner's own look for the kit's parts, scoped by its class.
const css = `
.partner-meal .sca-page-title { color: rgb(12, 34, 56); }
.partner-meal .sca-toolbar { border-bottom: 2px solid rgb(200, 0, 0); }
`;

function PortalTitle() {
  return <p className="portal-title">{useT()('host.portal')}</p>;
}

function Portal() {
  const navigate = useNavigate();
  return (
    <AdminProvider apiBase={config.apiBase} token={config.token} messages={messages} onSessionExpired={() => navigate('/signed-out')}>
      <PortalTitle />
      <Routes>
        <Route path="/meal" element={<MealOrdersPage className="partner-meal" />} />
        <Route path="/visitor" element={<VisitorInfoPage />} />
        <Route path="/signed-out" element={<p role="status">Your session ended. Sign in to the partner portal again.</p>} />
        <Route path="*" element={<Navigate to="/meal" replace />} />
      </Routes>
    </AdminProvider>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <style>{css}</style>
    <BrowserRouter>
      <header>
        <strong>Partner portal</strong> <NavLink to="/meal">Meals</NavLink> <NavLink to="/visitor">Visitors</NavLink>
      </header>
      <main>
        <Portal />
      </main>
    </BrowserRouter>
  </StrictMode>,
);
