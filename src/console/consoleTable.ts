/**
 * What the console knows of its pages: the route table and the domains' page registry. `AdminConsole`
 * loads this once a user is logged in, so the login page carries no domain's routes, titles or pages.
 */
export { consoleRoutes } from './menu';
export { DOMAIN_PAGES } from './domainPages';
