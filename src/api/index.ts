/**
 * The API client layer (`@supercloud/admin/api`).
 * @module @supercloud/admin/api
 */
export { createApiClient, rewritePath, LOGIN_PATHS, DEFAULT_TIMEOUT_MS } from './createApiClient';
export { ApiError, TransportError, TimeoutError, isApiError, isTransportError } from './errors';
export type { TransportErrorInit } from './errors';
export { isEnvelope, envelopeError, sameCode, createUnauthorizedGate } from './envelope';
export type { UnauthorizedGate } from './envelope';
export { encodeBody, encodeForm, encodeMultipart, encodeQuery, formValue, FORM_CONTENT_TYPE, JSON_CONTENT_TYPE } from './encodeBody';
export type { EncodedBody } from './encodeBody';
export { parseContentDisposition, fileNameFrom, DEFAULT_FILE_NAME } from './contentDisposition';
export { getAirRuleByOrgId, isAirRoomRole, AIR_ROOM_ROLE, AIR_RULE_PROPERTY_PATH, AIR_RULE_SUPER_PATH } from './airRule';
export type { AirRulePayload } from './airRule';
export { OPERATIONS } from './operations.gen';
export type { OperationMeta } from './operations.gen';
export type { paths } from './paths';
export type {
  ApiClient, ApiClientOptions, CallExtras, CallInit, Envelope, FileResult, HttpMethodName,
  PathsWith, TypedInit, TypedResult,
} from './types';
