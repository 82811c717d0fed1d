/** The home dashboard: the pinned (affix) tab '/' redirects to, open to every logged-in user. */
import type { RouteEntry } from '../../core';
import { page } from './entry';

export const dashboardRoutes: RouteEntry[] = [
  page('/dashboard', 'dashboard', { kind: 'page', page: 'dashboard' }, { affix: true, icon: 'home' }),
];
