import { useEffect, useMemo, useState } from 'react';
import { useAdmin, type TreeNodeInput } from '../../core';
import { loadSpaceLevel, spaceChildrenLoader, type SpaceLevel } from './spaceTree';

/**
 * The first level of the space tree (the projects in the user's data scope) and the loader of
 * the levels below, down to `deepest`; `retry` reads the projects again after a failure.
 * @example
 * const space = useSpaceRoots('room');
 * <TreeSelectField nodes={space.nodes} loadChildren={space.loadChildren} … />
 */
export function useSpaceRoots(deepest: SpaceLevel) {
  const { api } = useAdmin();
  const [nodes, setNodes] = useState<readonly TreeNodeInput[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const ctl = new AbortController();
    setError(null);
    loadSpaceLevel(api, 'org', null, deepest, ctl.signal).then(setNodes, (e: unknown) => { if (!ctl.signal.aborted) setError(e); });
    return () => ctl.abort();
  }, [api, deepest, attempt]);
  const loadChildren = useMemo(() => spaceChildrenLoader(api, deepest), [api, deepest]);
  return { nodes: nodes ?? EMPTY, loaded: nodes !== null, error, retry: () => setAttempt((n) => n + 1), loadChildren };
}

const EMPTY: readonly TreeNodeInput[] = [];
