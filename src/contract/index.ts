/**
 * The catalogue of every back-end call as typed data (`@supercloud/admin/contract`).
 * @module @supercloud/admin/contract
 */
export * from './types';
export * from './dsl';
export * from './catalogue';
export * from './schemas';
export * from './values';
export * from './ledger';
export { buildOpenApi, API_BASE, XLSX_MIME } from './openapi';
export { catalogue } from './catalogueData';
export { REF_SOURCES } from './refSources.gen';
export type { RefSource } from './refSources.gen';
export { PICKER_KINDS, selectPermissionsOf } from './selectPermissions';
export { changesState } from './changesState';
export { LIST_PERMISSIONS } from './listPermissions.gen';
export { dataScopesOf, SCOPE_RESOURCES, SCOPE_DECLARATIONS, type ResourceScope, type ScopeDimension, type ScopeDeclaration } from './dataScope';
export * from './report';
export * from './reports/index';
