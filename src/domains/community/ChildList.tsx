import { Suspense, useMemo, useState } from 'react';
import type { ResourceDef } from '../../contract/types';
import {
  formFields, listColumns, operationOf, rowEditOperations, useCan, useNotify, useResourceList, useResourceWrite, type ListState,
} from '../../core';
import { ResourceTable, errorText, useViewT, type Row } from '../../resource';
import { Button, EmptyState, LazyConfirmDialog, lazyNamed } from '../../ui';
import { communityMessages } from './messages';

const ResourceFormDialog = lazyNamed(() => import('../../resource/ResourceFormDialog'), 'ResourceFormDialog');

/**
 * @example
 * <ChildList resource={conferenceCustomer} parentField="conferenceId" parentId={7} label="参会嘉宾" />
 */
export interface ChildListProps {
  resource: ResourceDef;
  /** The field that ties a row to its parent (sent with every list and save). */
  parentField: string;
  parentId: string | number;
  /** The list's accessible name. */
  label: string;
  /** Columns in order (default: the contract's list columns without the parent field). */
  columns?: readonly string[];
  /** Extra buttons per row (e.g. a guest's preferences). */
  rowLinks?: readonly { label: string; onClick: (row: Row) => void }[];
  height?: number;
}

const FIRST_PAGE: ListState = { page: 1, size: 100, sort: null, filters: {} };

/**
 * The rows of one parent (a conference's guests, a slip's goods, a bill's replies) with add, edit
 * and delete: the parent is fixed, so the form does not ask for it. The parent page's URL filters
 * are not touched (a drawer over a list keeps the list's own).
 * @example
 * <ChildList resource={conferenceCustomer} parentField="conferenceId" parentId={7} label="参会嘉宾" />
 */
export function ChildList({ resource, parentField, parentId, label, columns, rowLinks, height = 320 }: ChildListProps) {
  const t = useViewT(communityMessages);
  const may = useCan();
  const notify = useNotify();
  const fixed = useMemo(() => ({ [parentField]: parentId }), [parentField, parentId]);
  const list = useResourceList(resource, FIRST_PAGE, { fixed });
  const write = useResourceWrite(resource);
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Row | null>(null);
  const addOp = operationOf(resource, 'add');
  const { update: updateOp, remove: removeOp } = rowEditOperations(resource);
  const allowed = (op: { permission?: string | null } | null) => Boolean(op && (op.permission === null || may([op.permission ?? resource.permission])));
  const fields = useMemo(() => {
    const all = listColumns(resource).filter(([n]) => n !== parentField);
    return columns ? columns.map((c) => all.find(([n]) => n === c)).filter((e) => e !== undefined) : all;
  }, [resource, parentField, columns]);
  const inputs = useMemo(() => formFields(resource).filter(([n]) => n !== parentField), [resource, parentField]);
  const nameOf = (row: Row) => String(row[resource.labelField] ?? row.id ?? '');
  const remove = async (row: Row) => {
    if (!removeOp) return;
    try {
      await write.run(removeOp, { id: row.id });
      notify.success(t('community.deleted'));
      setDeleting(null);
    } catch (e) {
      notify.error(errorText(e, t('common.unknownError')));
    }
  };
  const rowActions = (row: Row) => (
    <>
      {rowLinks?.map((l) => <Button key={l.label} variant="text" onClick={() => l.onClick(row)}>{l.label}</Button>)}
      {allowed(updateOp) ? <Button variant="text" onClick={() => setEditing(row)}>{t('community.edit')}</Button> : null}
      {allowed(removeOp) ? <Button variant="text" onClick={() => setDeleting(row)}>{t('community.delete')}</Button> : null}
    </>
  );
  return (
    <section aria-label={label}>
      {allowed(addOp) ? (
        <div style={{ display: 'flex', gap: 8, margin: '0 0 8px' }}>
          <Button variant="primary" onClick={() => setEditing('new')}>{t('community.add')}</Button>
        </div>
      ) : null}
      <ResourceTable
        resource={resource} rows={list.error ? [] : list.rows} fields={fields} label={label} height={height} busy={list.isFetching}
        rowActions={rowActions} actionsWidth={80 + 60 * (rowLinks?.length ?? 0) + 60 * Number(allowed(updateOp)) + 60 * Number(allowed(removeOp))}
        empty={<EmptyState title={list.isPending ? t('common.loading') : list.error ? errorText(list.error, t('common.unknownError')) : t('common.empty')} />}
      />
      <Suspense fallback={null}>
        {editing === 'new' && addOp ? (
          <ResourceFormDialog resource={resource} fields={inputs} operation={addOp} row={null} title={label} fixed={fixed} onClose={() => setEditing(null)} />
        ) : null}
        {editing && editing !== 'new' && updateOp ? (
          <ResourceFormDialog resource={resource} fields={inputs} operation={updateOp} row={editing} title={label} fixed={fixed} onClose={() => setEditing(null)} />
        ) : null}
      </Suspense>
      <LazyConfirmDialog
        open={deleting !== null} title={t('community.delete')} message={deleting ? t('community.deleteQuestion', { name: nameOf(deleting) }) : ''}
        confirmText={t('community.delete')} cancelText={t('common.cancel')} closeLabel={t('resource.close')} tone="danger" confirming={write.pending}
        onCancel={() => setDeleting(null)} onConfirm={() => { if (deleting) void remove(deleting); }}
      />
    </section>
  );
}
