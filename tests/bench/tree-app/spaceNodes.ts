/**
 * The space bench's hierarchy: 10 buildings x 5 units x 20 floors x 10 rooms = 10,000 rooms, made
 * on demand a level at a time, as a server would answer one parent's children.
 */
export const BUILDS = 10;
export const UNITS = 5;
export const FLOORS = 20;
export const ROOMS = 10;
export const TOTAL_ROOMS = BUILDS * UNITS * FLOORS * ROOMS;

export interface SpaceNode { id: string; label: string; hasChildren?: boolean }

/** The children of a node id ('' for the buildings); leaves (rooms) have no `hasChildren`. */
export function childrenOf(id: string): SpaceNode[] {
  const depth = id === '' ? 0 : id.split('/').length;
  const count = [BUILDS, UNITS, FLOORS, ROOMS][depth] ?? 0;
  const prefix = id === '' ? '' : `${id}/`;
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    const label = depth === 0 ? `${n}栋` : depth === 1 ? `${n}单元` : depth === 2 ? `${n}层` : `房间${String(n).padStart(2, '0')}`;
    return depth < 3 ? { id: `${prefix}${n}`, label, hasChildren: true } : { id: `${prefix}${n}`, label };
  });
}

/** Answers like a network call would: after the current task, never synchronously. */
export const loadChildren = (id: string): Promise<SpaceNode[]> => new Promise((done) => setTimeout(() => done(childrenOf(id)), 0));
