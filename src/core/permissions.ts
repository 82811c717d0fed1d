/**
 * The permission test of 000 section 6: `admin` grants everything, a route or action without
 * roles is open, otherwise the user needs at least one of the listed role keys.
 */
import type { ReactNode } from 'react';
import { useSessionState } from './session/useSession';

/**
 * The permission that grants every route and action.
 * @example
 * can(session.perms, ADMIN_PERMISSION) // true for the platform administrator
 */
export const ADMIN_PERMISSION = 'admin';

/**
 * True when `perms` allow something gated by `roles`.
 * @example
 * can(['admin'], ['merchant/wallet'])       // true
 * can(['space'], undefined)                 // true (no roles = open)
 * can(['space'], ['enterprise', 'space'])   // true (any of)
 * can(null, ['space'])                      // false (nothing loaded yet)
 */
export function can(perms: readonly string[] | null | undefined, roles?: readonly string[] | null): boolean {
  if (!roles || roles.length === 0) return true;
  if (!perms || perms.length === 0) return false;
  if (perms.includes(ADMIN_PERMISSION)) return true;
  return roles.some((role) => perms.includes(role));
}

/**
 * `can` bound to the session's permissions.
 * @example
 * const allowed = useCan();
 * {allowed(['merchant/wallet']) && <RefundButton />}
 */
export function useCan(): (roles?: readonly string[] | null) => boolean {
  const { perms } = useSessionState();
  return (roles) => can(perms, roles);
}

/**
 * @example
 * <Can roles={['system-management']} fallback={null}><Button>新增用户</Button></Can>
 */
export interface CanProps {
  /** Role keys; any of them (or `admin`) shows the children. None: always shown. */
  readonly roles?: readonly string[];
  /** Shown instead when not allowed (default nothing). */
  readonly fallback?: ReactNode;
  readonly children?: ReactNode;
}

/**
 * Renders its children only when the session may use something gated by `roles`.
 * @example
 * <Can roles={['system-management']} fallback={null}><Button>新增用户</Button></Can>
 */
export function Can({ roles, fallback = null, children }: CanProps): ReactNode {
  return useCan()(roles) ? children : fallback;
}
