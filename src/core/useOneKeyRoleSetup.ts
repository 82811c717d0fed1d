/**
 * The one-step set-up of the app role of type 3 (organisation administrators) for every
 * organisation (000 section 6). The API client applies the operation's 100 s time-out.
 */
import type { Envelope } from '../api/types';
import { useAdminInternals } from './adminContext';
import { useMutation } from './query/useMutation';

export const ONE_KEY_ROLE_PATH = '/web/role/oneKeySettingAppRoleType3OrganisationAdministrators';

/**
 * @example
 * const { run, running } = useOneKeyRoleSetup();
 * if (await notify.confirm({ title: t('oneKeyRole.title'), message: t('oneKeyRole.confirm') })) {
 *   const { created, updated } = await run();
 *   notify.success(t('oneKeyRole.success', { created, updated }));
 * }
 */
export interface OneKeyRoleResult {
  readonly created: number;
  readonly updated: number;
}

/** Reads `{ created, updated }` from the answer's data (missing counts are 0). */
export function roleSetupResult(data: unknown): OneKeyRoleResult {
  const d = (typeof data === 'object' && data !== null ? data : {}) as Record<string, unknown>;
  const n = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : Number(v) || 0);
  return { created: n(d.created), updated: n(d.updated) };
}

/**
 * @example
 * const { run, running } = useOneKeyRoleSetup();
 * if (await notify.confirm({ title: t('oneKeyRole.title'), message: t('oneKeyRole.confirm') })) {
 *   const { created, updated } = await run();
 *   notify.success(t('oneKeyRole.success', { created, updated }));
 * }
 */
export interface OneKeyRoleApi {
  /** Runs the set-up; rejects on failure (the client has toasted it). */
  run(): Promise<OneKeyRoleResult>;
  readonly running: boolean;
  readonly result: OneKeyRoleResult | null;
  readonly error: Error | null;
}

/**
 * @example
 * const { run, running } = useOneKeyRoleSetup();
 * if (await notify.confirm({ title: t('oneKeyRole.title'), message: t('oneKeyRole.confirm') })) {
 *   const { created, updated } = await run();
 *   notify.success(t('oneKeyRole.success', { created, updated }));
 * }
 */
export function useOneKeyRoleSetup(): OneKeyRoleApi {
  const { api } = useAdminInternals();
  const mutation = useMutation(async () => roleSetupResult((await api.call<Envelope>('POST', ONE_KEY_ROLE_PATH, { body: {} })).data));
  return {
    run: () => mutation.run(undefined),
    running: mutation.pending,
    result: mutation.data ?? null,
    error: mutation.error,
  };
}
