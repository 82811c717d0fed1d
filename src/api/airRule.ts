/** Air-conditioning overtime rule lookup by organisation id (001 sections 6 and 7.1). */
import type { ApiClient } from './types';

/**
 * 001 section 9: the role value that selects the property-service path.
 * @example
 * isAirRoomRole([AIR_ROOM_ROLE]) // true
 */
export const AIR_ROOM_ROLE = 'pc:airovertime:room';
/**
 * @example
 * AIR_RULE_PROPERTY_PATH // '/jichuwuye/air/getRuleByOrgId': asked for a property user's rule
 */
export const AIR_RULE_PROPERTY_PATH = '/jichuwuye/air/getRuleByOrgId';
/**
 * @example
 * AIR_RULE_SUPER_PATH // '/super_service/air/getRuleByOrgId': asked for a platform user's rule
 */
export const AIR_RULE_SUPER_PATH = '/super_service/air/getRuleByOrgId';

/**
 * Payload of the lookup: `roles` picks the path and is never sent.
 * @example
 * const { data } = await getAirRuleByOrgId(api, { orgId: 12, roles: user.roles }, { superServiceBase: '/ss' });
 */
export interface AirRulePayload {
  /** One role value or the user's role list; either containing 'pc:airovertime:room' counts. */
  roles?: string | readonly string[] | null;
  [field: string]: unknown;
}

/**
 * Whether the roles select the property-service path.
 * @example
 * isAirRoomRole(['pc:airovertime:room']) // true
 */
export function isAirRoomRole(roles: AirRulePayload['roles']): boolean {
  if (Array.isArray(roles)) return roles.includes(AIR_ROOM_ROLE);
  return roles === AIR_ROOM_ROLE;
}

/**
 * Looks up the air-conditioning overtime rule of an organisation. `roles` is removed from the
 * payload; when it is (or, as a list, contains) 'pc:airovertime:room' the call is
 * POST /jichuwuye/air/getRuleByOrgId, otherwise POST `${superServiceBase}/super_service/air/getRuleByOrgId`
 * (meta lookup by the unprefixed path). Resolves with the whole envelope.
 * @example
 * const { data } = await getAirRuleByOrgId(api, { orgId: 12, roles: user.roles }, { superServiceBase: '/ss' });
 */
export function getAirRuleByOrgId<T = unknown>(
  client: Pick<ApiClient, 'call'>,
  payload: AirRulePayload,
  { superServiceBase = '' }: { superServiceBase?: string } = {},
): Promise<T> {
  const { roles, ...body } = payload;
  if (isAirRoomRole(roles)) return client.call<T>('POST', AIR_RULE_PROPERTY_PATH, { body });
  return client.call<T>('POST', AIR_RULE_SUPER_PATH, { body, pathPrefix: superServiceBase.replace(/\/+$/, '') });
}
