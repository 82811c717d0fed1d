import type { ReactNode } from 'react';
import type { TreeApi } from '../core';
import { Button, Checkbox, Icon, Input, Tree, type TreeViewRow } from '../ui';
import { treePanelMessages } from './treePanelMessages';
import { useViewT } from './useViewT';

/**
 * @example
 * <TreePanel roots={menuTree} checkable onCheckedChange={setChecked} />
 */
export interface TreePanelProps {
  /** The state from `useTree`. */
  tree: TreeApi;
  /** Accessible name of the tree (e.g. the dialog's subject). */
  label: string;
  /** Check boxes, select all and the count. */
  checkable?: boolean;
  height?: number | string;
  renderSuffix?: (row: TreeViewRow) => ReactNode;
  onActivate?: (id: string | number) => void;
}

/**
 * A tree with its tool bar: a search box that keeps the ancestors of matches, expand and collapse
 * all, and (checkable) select all over what the search keeps, with the number checked.
 * @example
 * const tree = useTree({ nodes, defaultChecked });
 * <TreePanel tree={tree} label="角色权限" checkable />
 */
export function TreePanel({ tree, label, checkable = false, height = 360, renderSuffix, onActivate }: TreePanelProps) {
  const t = useViewT(treePanelMessages);
  const count = [...tree.checked].filter((id) => tree.index.nodes.has(id) && !tree.index.childrenOf.get(id)?.length).length;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
        <Input
          type="search" value={tree.query} onChange={(e) => tree.setQuery(e.target.value)}
          placeholder={t('tree.search')} aria-label={t('tree.search')} prefix={<Icon name="search" />} boxStyle={{ flex: '1 1 180px' }}
        />
        <Button onClick={tree.expandAll}>{t('tree.expandAll')}</Button>
        <Button onClick={tree.collapseAll}>{t('tree.collapseAll')}</Button>
        {checkable ? (
          <Checkbox
            checked={tree.allState === 'true'} indeterminate={tree.allState === 'mixed'}
            onChange={(on) => tree.checkAll(on)} label={t('tree.selectAll')}
          />
        ) : null}
      </div>
      <Tree
        label={label}
        rows={tree.rows}
        onToggleExpanded={tree.toggleExpanded}
        onToggleChecked={checkable ? tree.toggleChecked : undefined}
        onActivate={onActivate}
        height={height}
        renderSuffix={renderSuffix}
        emptyText={t('tree.empty')}
        loadingText={t('tree.loading')}
      />
      {checkable ? <div role="status" style={{ fontSize: 12 }}>{t('tree.checkedCount', { count })}</div> : null}
    </div>
  );
}
