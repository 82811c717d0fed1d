'use client';

/** @supercloud/admin: the operator back office as an embeddable React kit. */
export * from './utils';
export { createApiClient, ApiError, TransportError, TimeoutError, isApiError } from './api';
export type { ApiClient, ApiClientOptions } from './api';
export * from './core';
export * from './ui';
export * from './shell';
export * from './resource';
export * from './console';
// Names both layers export: the same size type and default colour (identical in both), and
// `Toast` (ui's component; core's notice record is re-exported as NoticeToast).
export type { ControlSize } from './core';
export { DEFAULT_PRIMARY, Toast } from './ui';
export type { Toast as NoticeToast } from './core';
