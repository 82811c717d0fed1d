/** @supercloud/admin: the operator back office as an embeddable React kit. */
export * from './utils';
export { createApiClient, ApiError, TransportError, TimeoutError, isApiError } from './api';
export type { ApiClient, ApiClientOptions } from './api';
