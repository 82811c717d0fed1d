import { useEffect, useMemo, useState } from 'react';
import { build, floor, roomNo, unit } from '../../contract/services/organisation';
import type { ResourceDef } from '../../contract/types';
import { pathLabel, useTree, type TreeApi, type TreeId } from '../../core';
import { useAdminInternals } from '../../core/adminContext';
import { resourceQueryKey } from '../../core/resource';
import { ResourcePage, TreePanel, errorText, useViewT } from '../../resource';
import { ErrorState, MasterDetail } from '../../ui';
import { spaceMessages } from './messages';
import { parseSpaceNodeId, type SpaceLevel } from './spaceTree';
import { useSpaceRoots } from './useSpaceRoots';

/**
 * @example
 * <SpaceHierarchyPage className="partner-space" />
 */
export interface SpaceHierarchyPageProps {
  /** Added to the page's root (`sca-page sca-space-page`). */
  className?: string;
}

interface Below {
  readonly resource: ResourceDef;
  readonly title: 'space.buildsOf' | 'space.unitsOf' | 'space.floorsOf' | 'space.roomsOf';
  readonly filters: readonly string[];
  readonly columns?: readonly string[];
  readonly saveWith?: string;
}

// What a chosen node lists below it, with the filters that still make sense there.
const BELOW: Record<Exclude<SpaceLevel, 'room'>, Below> = {
  org: { resource: build, title: 'space.buildsOf', filters: ['name', 'code', 'buildType'] },
  build: { resource: unit, title: 'space.unitsOf', filters: ['name'], saveWith: 'addAndUpdateUnit' },
  unit: { resource: floor, title: 'space.floorsOf', filters: ['name'], columns: ['name', 'floorNo', 'createTime'] },
  floor: { resource: roomNo, title: 'space.roomsOf', filters: ['name', 'roomStatus'], columns: ['name', 'area', 'roomStatus', 'createTime'] },
};

/** The ids of the chosen node and its ancestors by level (`{ org: '1', build: '3', … }`). */
function lineage(index: TreeApi['index'], id: TreeId): Partial<Record<SpaceLevel, string>> {
  const out: Partial<Record<SpaceLevel, string>> = {};
  for (let cur: TreeId | null | undefined = id; cur !== null && cur !== undefined; cur = index.parentOf.get(cur)) {
    const p = parseSpaceNodeId(cur);
    if (p) out[p.level] = p.id;
  }
  return out;
}

/** The inputs every list and add under a node carries: the parent and, below it, what the rows also store. */
function fixedOf(level: Exclude<SpaceLevel, 'room'>, ids: Partial<Record<SpaceLevel, string>>): Record<string, string> {
  const pick = (pairs: [string, string | undefined][]) => Object.fromEntries(pairs.filter((p): p is [string, string] => p[1] !== undefined));
  if (level === 'org') return pick([['orgId', ids.org]]);
  if (level === 'build') return pick([['buildId', ids.build], ['orgId', ids.org]]);
  if (level === 'unit') return pick([['unitId', ids.unit], ['buildId', ids.build]]);
  return pick([['floorId', ids.floor], ['unitId', ids.unit], ['buildId', ids.build], ['orgId', ids.org]]);
}

/**
 * 楼栋管理 as a hierarchy browser: the space tree (项目 > 楼栋 > 单元 > 楼层, each level loaded when
 * it opens) beside the list of what the chosen node holds, with add, edit and delete in context —
 * a building's units are saved through addAndUpdateUnit, a floor's rooms carry their floor, unit,
 * building and project. A write under the chosen node reloads its branch of the tree.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><SpaceHierarchyPage /></AdminProvider>
 */
export function SpaceHierarchyPage({ className }: SpaceHierarchyPageProps) {
  const t = useViewT(spaceMessages);
  const space = useSpaceRoots('floor');
  const tree = useTree({ nodes: space.nodes, loadChildren: space.loadChildren });
  const [picked, setPicked] = useState<TreeId | null>(null);
  const node = picked === null ? null : parseSpaceNodeId(picked);
  const level = node && node.level !== 'room' ? node.level : null;
  const below = level ? BELOW[level] : null;
  const ids = useMemo(() => (picked === null ? {} : lineage(tree.index, picked)), [tree.index, picked]);
  const fixed = useMemo(() => (level ? fixedOf(level, ids) : {}), [level, ids]);
  const name = picked === null ? '' : pathLabel(tree.index, picked) ?? '';
  const { queries } = useAdminInternals();
  const { reload } = tree;

  // The list's writes invalidate its resource: the chosen node's children are read again.
  useEffect(() => {
    if (!below || picked === null) return undefined;
    return queries.observe([...resourceQueryKey(below.resource.key), 'space-tree'], () => undefined, () => reload(picked));
  }, [queries, below, picked, reload]);

  const master = space.error ? (
    <ErrorState
      title={t('space.loadFailed', { message: errorText(space.error, '') })} message=""
      retryText={t('space.retry')} onRetry={space.retry}
    />
  ) : (
    <TreePanel tree={tree} label={t('space.tree')} height={520} onActivate={(id) => { setPicked(id); tree.setExpanded(id, true); }} />
  );
  const detail = below && level ? (
    <ResourcePage
      key={String(picked)} resource={below.resource} title={t(below.title, { name })} fixed={fixed} filters={below.filters}
      {...(below.columns ? { columns: below.columns } : {})} {...(below.saveWith ? { saveWith: below.saveWith } : {})}
      className="sca-space-level"
    />
  ) : null;
  return (
    <section className={className ? `sca-page sca-space-page ${className}` : 'sca-page sca-space-page'} aria-labelledby="sc-title-space">
      <h1 className="sca-page-title" id="sc-title-space" style={{ margin: '16px 16px 0', fontSize: 18, fontWeight: 500 }}>{t('route.build')}</h1>
      <div style={{ margin: 16 }}>
        <MasterDetail master={master} detail={detail} masterLabel={t('space.tree')} detailLabel={t('space.detail')} empty={t('space.pickNode')} masterWidth={300} />
      </div>
    </section>
  );
}
