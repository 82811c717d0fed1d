/**
 * The two product inputs that are not plain contract fields: the category as a tree-select over
 * the category tree (leaves only: a product sits in a leaf category), and the projects it is sold
 * in as ticks over the project list (kept as the contract's comma-separated ids).
 */
import { useMemo } from 'react';
import { category } from '../../contract/services/flashdeliver';
import { resourceQueryKey, useAdmin, useRefOptions, callOperation, type TreeNodeInput } from '../../core';
import { useQuery } from '../../core/query/useQuery';
import { TreeSelectField, useViewT } from '../../resource';
import { Checkbox } from '../../ui';
import type { FieldControlProps } from '../../ui/fieldControl';
import { flashdeliverMessages } from './messages';
import { productOps } from './productOps';

type Rows = readonly Record<string, unknown>[];

/**
 * Nests the flat category rows by parentId (a parent missing from the list makes a root), by `sort`.
 * @example
 * categoryTree([{ id: 1, name: '食品' }, { id: 2, name: '水果', parentId: 1 }]) // [{ id: '1', label: '食品', children: [{ id: '2', label: '水果' }] }]
 */
export function categoryTree(rows: Rows): TreeNodeInput[] {
  const ids = new Set(rows.map((r) => String(r.id)));
  const kids = new Map<string, Record<string, unknown>[]>();
  for (const r of rows) {
    const p = r.parentId !== null && r.parentId !== undefined && ids.has(String(r.parentId)) ? String(r.parentId) : '';
    kids.set(p, [...(kids.get(p) ?? []), r]);
  }
  const build = (p: string): TreeNodeInput[] => (kids.get(p) ?? [])
    .sort((a, b) => Number(a.sort ?? 0) - Number(b.sort ?? 0))
    .map((r) => {
      const children = build(String(r.id));
      return { id: String(r.id), label: String(r.name ?? r.id), ...(children.length ? { children } : {}) };
    });
  return build('');
}

/**
 * 商品分类 as a tree-select over the enabled categories (lstCategory).
 * @example
 * <CategoryTreeField aria-label="商品分类" value={form.values.categoryId} onChange={(v) => form.setValue('categoryId', v)} />
 */
export function CategoryTreeField({ value, onChange, ...control }: FieldControlProps & { value: string; onChange: (v: string) => void }) {
  const t = useViewT(flashdeliverMessages);
  const { api } = useAdmin();
  const q = useQuery({
    key: [...resourceQueryKey(category.key), 'tree'],
    fn: async (signal) => (await callOperation<{ data: unknown }>(api, productOps.categories, {}, { signal })).data as Rows,
  });
  const nodes = useMemo(() => categoryTree(q.data ?? []), [q.data]);
  return (
    <TreeSelectField
      {...control} nodes={nodes} value={value || null} placeholder={t('flash.categoryPick')}
      isSelectable={(row) => !row.hasChildren} onChange={(id) => onChange(id === null ? '' : String(id))}
    />
  );
}

/**
 * 销售项目 as ticks over the projects; the value is the comma-separated ids the contract keeps.
 * @example
 * <ProjectsField value="1,3" onChange={(v) => form.setValue('orgIds', v)} />
 */
export function ProjectsField({ value, onChange, disabled }: { value: string; onChange: (v: string) => void; disabled?: boolean }) {
  const t = useViewT(flashdeliverMessages);
  const orgs = useRefOptions('organisation.organization');
  const picked = new Set(value.split(',').map((s) => s.trim()).filter(Boolean));
  const set = (id: string, on: boolean) => {
    const next = new Set(picked);
    if (on) next.add(id); else next.delete(id);
    onChange(orgs.options.map((o) => o.value).filter((v) => next.has(v)).join(','));
  };
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0, display: 'flex', flexWrap: 'wrap', gap: '4px 16px' }}>
      <legend style={{ fontSize: 13, marginBottom: 4 }}>{picked.size ? t('flash.projectsHint') : t('flash.noProjects')}</legend>
      {orgs.options.map((o) => (
        <Checkbox key={o.value} label={o.label} checked={picked.has(o.value)} disabled={disabled} onChange={(on) => set(o.value, on)} />
      ))}
    </fieldset>
  );
}
