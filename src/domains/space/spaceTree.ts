/**
 * The space hierarchy as lazy tree levels: project > building > unit > floor > room. Each level is
 * loaded only when its parent opens (a list call filtered by the parent's id), so a project with
 * 10,000 rooms paints its first level at once and reads one floor's rooms at a time.
 */
import { MAX_PAGE_SIZE } from '../../contract/schemas';
import { build, floor, organization, roomNo, unit } from '../../contract/services/organisation';
import type { OperationDef, ResourceDef } from '../../contract/types';
import type { AdminConfig, TreeId, TreeNodeInput } from '../../core';
import { callOperation, operationOf } from '../../core/resource';

type ApiClient = AdminConfig['api'];

/**
 * A level of the space tree.
 * @example
 * const level: SpaceLevel = 'floor';
 */
export type SpaceLevel = 'org' | 'build' | 'unit' | 'floor' | 'room';

interface LevelDef {
  readonly level: SpaceLevel;
  readonly resource: ResourceDef;
  /** The filter naming the parent (none for projects). */
  readonly parentField: string | null;
}

/**
 * The levels top-down with their contract resource and the field that names the parent.
 * @example
 * SPACE_LEVELS[4].resource.key // 'organisation.roomNo'
 */
export const SPACE_LEVELS: readonly LevelDef[] = [
  { level: 'org', resource: organization, parentField: null },
  { level: 'build', resource: build, parentField: 'orgId' },
  { level: 'unit', resource: unit, parentField: 'buildId' },
  { level: 'floor', resource: floor, parentField: 'unitId' },
  { level: 'room', resource: roomNo, parentField: 'floorId' },
];

const depthOf = (level: SpaceLevel) => SPACE_LEVELS.findIndex((l) => l.level === level);

/**
 * A tree id unique across levels (`floor:12`): every level numbers its rows from 1.
 * @example
 * spaceNodeId('room', 7) // 'room:7'
 */
export function spaceNodeId(level: SpaceLevel, id: string | number): string {
  return `${level}:${id}`;
}

/**
 * The level and row id of a tree id, or null for another id.
 * @example
 * parseSpaceNodeId('room:7') // { level: 'room', id: '7' }
 */
export function parseSpaceNodeId(id: TreeId): { level: SpaceLevel; id: string } | null {
  const m = /^(org|build|unit|floor|room):(.+)$/.exec(String(id));
  return m ? { level: m[1] as SpaceLevel, id: m[2]! } : null;
}

const listOps = new Map<ResourceDef, OperationDef>();
function listOpOf(r: ResourceDef): OperationDef {
  let op = listOps.get(r);
  if (!op) listOps.set(r, (op = r === organization ? operationOf(r, 'select')! : operationOf(r, 'list', 'list')!));
  return op;
}

/**
 * The nodes of one level under a parent (`null` for the projects); `deepest` is the last level
 * that is shown (its nodes have no children).
 * @example
 * await loadSpaceLevel(api, 'floor', '12', 'room') // the rooms of floor 12
 */
export async function loadSpaceLevel(
  api: ApiClient, level: SpaceLevel, parentId: string | null, deepest: SpaceLevel, signal?: AbortSignal,
): Promise<TreeNodeInput[]> {
  const def = SPACE_LEVELS[depthOf(level)]!;
  const op = listOpOf(def.resource);
  const input: Record<string, unknown> = op.kind === 'select' ? {} : { pageNum: 1, pageSize: MAX_PAGE_SIZE };
  if (def.parentField && parentId !== null) input[def.parentField] = parentId;
  const env = await callOperation<{ data?: unknown }>(api, op, input, signal ? { signal } : {});
  const data = env.data as { list?: Record<string, unknown>[] } | Record<string, unknown>[] | null;
  const rows = Array.isArray(data) ? data : data?.list ?? [];
  const leaf = level === deepest;
  // Lists answer newest first; a tree reads in the building's own order (sort, floor, number).
  const num = (v: unknown) => (v === null || v === undefined || v === '' ? 0 : Number(v));
  const sorted = [...rows].sort((a, b) => num(a.sort) - num(b.sort) || num(a.floorNo) - num(b.floorNo)
    || String(a[def.resource.labelField] ?? a.label ?? '').localeCompare(String(b[def.resource.labelField] ?? b.label ?? ''), 'zh-CN', { numeric: true }));
  return sorted.map((row) => {
    const id = String(row.id ?? row.value);
    const label = String(row[def.resource.labelField] ?? row.label ?? id);
    return leaf ? { id: spaceNodeId(level, id), label } : { id: spaceNodeId(level, id), label, hasChildren: true };
  });
}

/**
 * `useTree`'s `loadChildren` over the space levels, down to `deepest`.
 * @example
 * const tree = useTree({ nodes: projects, loadChildren: spaceChildrenLoader(api, 'room') });
 */
export function spaceChildrenLoader(api: ApiClient, deepest: SpaceLevel) {
  return async (id: TreeId): Promise<readonly TreeNodeInput[]> => {
    const parsed = parseSpaceNodeId(id);
    const next = parsed ? SPACE_LEVELS[depthOf(parsed.level) + 1] : undefined;
    if (!parsed || !next || depthOf(parsed.level) >= depthOf(deepest)) return [];
    return loadSpaceLevel(api, next.level, parsed.id, deepest);
  };
}
