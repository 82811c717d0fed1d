/** The complete console: every route of 000 section 2 composed with the shell. */
export { AdminConsole } from './AdminConsole';
export type { AdminConsoleProps } from './AdminConsole';
export { consoleRoutes } from './menu';
export { DashboardPage, summariseModules } from './DashboardPage';
