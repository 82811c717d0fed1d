/**
 * The reference console: the complete admin console of @supercloud/admin against the reference
 * server's API. No embedded service is configured by default, so every page the spec embeds shows
 * its native page until an administrator sets a base in 内嵌页面服务地址; external links show '无跳转页面数据'.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminProvider } from '../../src/core';
import { AdminConsole } from '../../src/console';
import { enableCharts } from '../../src/ui/chart';

// Report pages draw with ECharts, an optional peer the console installs (@supercloud/admin/charts).
enableCharts();

// The console fills the window: no default body margin around its frame.
document.body.style.margin = '0';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    {/* The console's own host is vouched for by serving it: an embedded service an administrator
        points at this host (any port) gets the session token; any other host gets none. */}
    <AdminProvider apiBase="/super_cloud/api" basename="/super_cloud/admin" trustedHosts={[window.location.hostname]}>
      <AdminConsole />
    </AdminProvider>
  </StrictMode>,
);
