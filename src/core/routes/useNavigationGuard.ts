/**
 * Runs the navigation guard (decideNavigation) on every location change and performs its side
 * effects: loading the profile, remembering the latest path, the meeting-room flag and cookie.
 */
import { useEffect, useMemo, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAdminInternals } from '../adminContext';
import { writeLatestPath } from '../session/storage';
import { useStore } from '../store';
import type { RouteEntry } from '../types';
import { decideNavigation, type NavigationDecision } from './decideNavigation';

/**
 * The decision for the current location. While it is `loadProfile` the profile is being
 * fetched; on success the decision is made again, on failure the user is logged out, shown the
 * error and sent to '/' (000 section 2).
 * @example
 * const decision = useNavigationGuard(routes);
 * if (decision.action === 'redirect') return <Navigate to={decision.to} replace />;
 */
export function useNavigationGuard(routes: readonly RouteEntry[]): NavigationDecision {
  const { session, notify } = useAdminInternals();
  const { loggedIn, perms } = useStore(session);
  const location = useLocation();
  const navigate = useNavigate();
  const decision = useMemo(
    () => decideNavigation({ loggedIn, perms, routes }, { pathname: location.pathname, search: location.search }),
    [loggedIn, perms, routes, location.pathname, location.search],
  );

  const loading = useRef(false);
  useEffect(() => {
    if (decision.action !== 'loadProfile' || loading.current) return;
    loading.current = true;
    session.loadProfile().catch(async (error: unknown) => {
      await session.logout();
      notify.show('error', error instanceof Error && error.message ? error.message : String(error));
      navigate('/', { replace: true });
    }).finally(() => {
      loading.current = false;
    });
  }, [decision, session, notify, navigate]);

  useEffect(() => {
    if (decision.action !== 'proceed') return;
    if (decision.remember) writeLatestPath(decision.remember);
    if (decision.meetingRoom) void session.enterMeetingRoom();
  }, [decision, session]);

  return decision;
}
