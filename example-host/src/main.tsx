/**
 * The reference console: the complete admin console of @supercloud/admin against the reference
 * server's API. Embedded service pages and external links are not configured here (the reference
 * server has none), so those entries show their honest "not configured" / '无跳转页面数据' states.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminProvider } from '../../src/core';
import { AdminConsole } from '../../src/console';

// The console fills the window: no default body margin around its frame.
document.body.style.margin = '0';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AdminProvider apiBase="/super_cloud/api" basename="/super_cloud/admin">
      <AdminConsole />
    </AdminProvider>
  </StrictMode>,
);
