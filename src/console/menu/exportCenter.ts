/**
 * /exportCenter/taskList: hidden from the menu, reached from the export-task dot. The spec
 * shows it embedded; we show the contract's export-task resource (session.exportTask, list and
 * download), so it works without an outside service. Open to every logged-in user: each user
 * sees only their own export tasks.
 */
import type { RouteEntry } from '../../core';
import { page, resource } from './entry';

export const exportCenterRoutes: RouteEntry = {
  path: '/exportCenter', name: 'exportCenter', title: 'route.exportCenter', hidden: true, icon: 'download',
  children: [page('/exportCenter/taskList', 'taskList', resource('session.exportTask'), { hidden: true, noCache: true })],
};
