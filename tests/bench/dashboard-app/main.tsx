/**
 * The reference console as example-host/src/main.tsx mounts it, for the dashboard bench. With
 * `window.__benchEmptyHome` set (the bench's init script) the home page is an empty page instead of
 * the dashboard: the BASELINE, the shell with nothing on its home tab (today's dashboard before its
 * cards and charts). One build for both, so the shell's bytes are the same.
 */
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AdminProvider } from '../../../src/core';
import { AdminConsole } from '../../../src/console';
import { enableCharts } from '../../../src/ui/chart';

// As the reference console does: report pages draw with ECharts.
enableCharts();

document.body.style.margin = '0';

function EmptyHome() {
  return <section data-bench-home=""><h2>首页</h2></section>;
}
const empty = Boolean((window as unknown as { __benchEmptyHome?: boolean }).__benchEmptyHome);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AdminProvider apiBase="/super_cloud/api" basename="/super_cloud/admin">
      <AdminConsole {...(empty ? { pages: { dashboard: EmptyHome } } : {})} />
    </AdminProvider>
  </StrictMode>,
);
