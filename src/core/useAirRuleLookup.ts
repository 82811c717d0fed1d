import { useCallback } from 'react';
import { getAirRuleByOrgId } from '../api/airRule';
import type { Envelope } from '../api/types';
import { useAdminInternals } from './adminContext';
import { useSessionState } from './session/useSession';

/**
 * The air-conditioning overtime rule of a project, asked by the signed-in user's roles (001
 * section 6): holding pc:airovertime:room asks the property service, anyone else the super
 * service under `superServiceBase`. Resolves with the envelope; rejects with the server's error.
 * @example
 * const lookUp = useAirRuleLookup();
 * const { data } = await lookUp('12');
 */
export function useAirRuleLookup(superServiceBase = '') {
  const { api } = useAdminInternals();
  const perms = useSessionState().perms;
  return useCallback(
    (orgId: string | number) => getAirRuleByOrgId<Envelope<Record<string, unknown> | null>>(api, { orgId, roles: perms ?? [] }, { superServiceBase }),
    [api, perms, superServiceBase],
  );
}
