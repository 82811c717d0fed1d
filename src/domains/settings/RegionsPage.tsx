import { useMemo, useState } from 'react';
import { MAX_PAGE_SIZE } from '../../contract';
import { provincecity } from '../../contract/services/basesetting';
import { useAdmin, useTree, type TreeNodeInput } from '../../core';
import { useQuery } from '../../core/query/useQuery';
import { callOperation, operationOf, resourceQueryKey } from '../../core/resource';
import { ResourcePage, TreePanel, useViewT, type Row } from '../../resource';
import { Button, MasterDetail, PageFrame } from '../../ui';
import { settingsMessages } from './messages';

/**
 * @example
 * <RegionsPage title="省市区" />
 */
export interface RegionsPageProps {
  title?: string;
  className?: string;
}

const listOp = /* @__PURE__ */ operationOf(provincecity, 'list');
const COLUMNS = ['name', 'code', 'level', 'sort'];

/**
 * Flat rows -> nested nodes by parentId, siblings by `sort` (a row whose parent is gone is a root).
 * @example
 * regionNodes([{ id: 1, name: '广东省', code: '440000', parentId: null }]) // [{ id: '1', label: '广东省 440000' }]
 */
export function regionNodes(rows: readonly Row[]): TreeNodeInput[] {
  const ids = new Set(rows.map((r) => String(r.id)));
  const kids = new Map<string, Row[]>();
  for (const r of rows) {
    const p = r.parentId !== null && r.parentId !== undefined && ids.has(String(r.parentId)) ? String(r.parentId) : '';
    kids.set(p, [...(kids.get(p) ?? []), r]);
  }
  const build = (p: string): TreeNodeInput[] => (kids.get(p) ?? [])
    .sort((a, b) => Number(a.sort ?? 0) - Number(b.sort ?? 0) || Number(a.id) - Number(b.id))
    .map((r) => {
      const children = build(String(r.id));
      return { id: String(r.id), label: `${String(r.name)} ${String(r.code ?? '')}`.trim(), ...(children.length ? { children } : {}) };
    });
  return build('');
}

/**
 * 省市区: the region tree (province, city, district) on the left with search; beside it the
 * regions under the chosen one (or the provinces), where adding puts the new region under it at
 * the next level.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><RegionsPage /></AdminProvider>
 */
export function RegionsPage({ title, className }: RegionsPageProps) {
  const t = useViewT(settingsMessages);
  const { api } = useAdmin();
  const [picked, setPicked] = useState<Row | null>(null);
  const q = useQuery({
    key: [...resourceQueryKey(provincecity.key), 'tree'],
    fn: async (signal) => {
      const env = await callOperation<{ data?: { list?: Row[] } | Row[] }>(api, listOp!, { pageNum: 1, pageSize: MAX_PAGE_SIZE }, { signal });
      return Array.isArray(env.data) ? env.data : env.data?.list ?? [];
    },
    keepPrevious: true,
  });
  const rows = useMemo(() => q.data ?? [], [q.data]);
  const nodes = useMemo(() => regionNodes(rows), [rows]);
  const tree = useTree({ nodes });
  const heading = title ?? t('route.provincecity');
  const level = picked ? Number(picked.level ?? 0) + 1 : 1;
  const fixed: Record<string, number> = picked ? { parentId: Number(picked.id), level: Math.min(level, 3) } : { level: 1 };
  return (
    <PageFrame title={heading} titleId="sc-title-regions" className={className}>
      <MasterDetail
        masterLabel={t('regions.tree')} detailLabel={picked ? t('regions.children', { name: String(picked.name) }) : t('regions.top')}
        master={(
          <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
            <Button onClick={() => setPicked(null)} disabled={!picked}>{t('regions.all')}</Button>
            <TreePanel tree={tree} label={t('regions.tree')} height={440} onActivate={(id) => setPicked(rows.find((r) => String(r.id) === String(id)) ?? null)} />
          </div>
        )}
        detail={(
          <ResourcePage
            key={picked ? String(picked.id) : 'top'} resource={provincecity} columns={COLUMNS} fixed={fixed}
            title={picked ? t('regions.children', { name: String(picked.name) }) : t('regions.top')}
          />
        )}
      />
    </PageFrame>
  );
}
