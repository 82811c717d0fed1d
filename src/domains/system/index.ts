/**
 * `@supercloud/admin/system`: operations pages (scheduling and queue monitoring with
 * auto-refresh, the file store with upload and preview, the service configuration and the
 * embedded-page service addresses), each mountable alone inside `<AdminProvider>`, and their
 * route data for a console.
 * @example
 * import { AdminProvider } from '@supercloud/admin';
 * import { ScmPage } from '@supercloud/admin/system';
 * <AdminProvider apiBase="https://api.example.com/super_cloud/api" token={token}><ScmPage /></AdminProvider>
 * @module @supercloud/admin/system
 */
'use client';

export { ScmPage } from './ScmPage';
export type { ScmPageProps } from './ScmPage';
export { TopicDialog } from './TopicDialog';
export { FilesPage } from './FilesPage';
export { UPLOAD_LIMITS } from './uploadLimits';
export { uploadWithProgress } from './uploadWithProgress';
export type { UploadAnswer, UploadRequest } from './uploadWithProgress';
export { EmbedServicesPage } from './EmbedServicesPage';
export type { EmbedServicesPageProps } from './EmbedServicesPage';
export { ServiceAppRolesPage, ServiceOrgConfigPage } from './ListPages';
export { ServicesPage } from './ServicesPage';
export { useAutoRefresh, usePageVisible } from './useAutoRefresh';
export type { AutoRefresh } from './useAutoRefresh';
export { SYSTEM_MANAGEMENT_ROLE, SYSTEM_MONITORING_ROLE, SYSTEM_PAGES, serviceConfigRoutes, systemMonitoringRoutes } from './routes';
export type { SystemPageName } from './routes';
/** The domain as one value (menu groups, pages, role keys, texts), as the console's registry reads it. */
export { systemDomain } from './domain';
export { systemMessages } from './messages';
