/**
 * `@supercloud/admin/organisation`: organisation and operator pages (companies with their data
 * scope and departments, projects with air-conditioning IP and settings, groups as a tree with
 * labels and members, operation centres and distributors, operator business types), each
 * mountable alone inside `<AdminProvider>`, and their route data for a console.
 * @example
 * import { AdminProvider } from '@supercloud/admin';
 * import { CompanyPage } from '@supercloud/admin/organisation';
 * <AdminProvider apiBase="https://api.example.com/super_cloud/api" token={token}><CompanyPage /></AdminProvider>
 * @module @supercloud/admin/organisation
 */
'use client';

export { CompanyPage } from './CompanyPage';
export type { CompanyPageProps } from './CompanyPage';
// DataScopeDialog is not exported: CompanyPage loads it lazily, on first use.
export { OrganizationPage } from './OrganizationPage';
export type { OrganizationPageProps } from './OrganizationPage';
export { CliquePage } from './CliquePage';
export type { CliquePageProps } from './CliquePage';
export { CliqueMembers } from './CliqueMembers';
export { OperationInfoConfigPage, OperationPowerPage } from './OperatorPages';
export type { OperatorPageProps } from './OperatorPages';
export { ORGANISATION_PAGES, ORGANISATION_ROLE, organisationRoutes } from './routes';
export type { OrganisationPageName } from './routes';
/** The domain as one value (menu groups, pages, role key, texts), as the console's registry reads it. @example mountDomains(routes, [organisationDomain]) */
export { organisationDomain } from './domain';
export { organisationMessages } from './messages';
