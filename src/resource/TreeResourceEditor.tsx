import { useMemo, useState, type ReactElement, type ReactNode } from 'react';
import type { OperationDef, ResourceDef } from '../contract/types';
import { useLocale, useNotify, useTree, type FieldEntry, type TreeId, type TreeNodeInput } from '../core';
import { useQuery } from '../core/query/useQuery';
import { resourceQueryKey, useResourceWrite } from '../core/resource';
import { ActionBar, Button, MasterDetail } from '../ui';
import { FieldValue } from './FieldValue';
import { ResourceFormDialog } from './ResourceFormDialog';
import type { Row } from './ResourceTable';
import { TreePanel } from './TreePanel';
import { TreeSelectField } from './TreeSelectField';
import { errorText } from './pageParts';
import { treeEditorMessages } from './treeEditorMessages';
import { useViewT } from './useViewT';

/**
 * @example
 * <TreeResourceEditor resource={department} label="部门" load={loadDepts} loadKey={[virtId]} fields={formFields(department)} saveOp={saveOp} />
 */
export interface TreeResourceEditorProps {
  resource: ResourceDef;
  /** Accessible name of the tree and the dialog's subject (e.g. 部门). */
  label: string;
  /** Every row of the tree, flat, each with its parent field. */
  load: (signal: AbortSignal) => Promise<Row[]>;
  /** What the rows depend on besides the resource (e.g. the chosen virtual structure). */
  loadKey?: readonly unknown[];
  /** The form's fields; the parent field among them gets a tree picker. */
  fields: readonly FieldEntry[];
  /** The call that adds and (with an id) updates; `updateOp` overrides it for edits. */
  saveOp: OperationDef;
  updateOp?: OperationDef;
  /** Delete one node (`{ id }`, or `{ ids }` for a deleteIds call); none hides the button. */
  deleteOp?: OperationDef | null;
  parentField?: string;
  /** Sent with every save (e.g. the virtual structure a department belongs to). */
  fixed?: Readonly<Record<string, string | number>>;
  /** Fields shown in the detail (default: the form's fields). */
  detailFields?: readonly FieldEntry[];
  /** More of the chosen node: its members, its permissions. */
  renderDetail?: (row: Row) => ReactNode;
  /** Buttons beside 新增 (export, a kind switch). */
  toolbar?: ReactNode;
  /** The domain's own controls for some form fields (see `ResourceFormDialog`). */
  inputs?: Readonly<Record<string, (value: string, onChange: (v: string) => void, label: string) => ReactElement>>;
  /** Whether a node may be added, edited or deleted (default yes). */
  canWrite?: boolean;
}

type Dialog = { kind: 'add'; parentId: string | null } | { kind: 'edit'; row: Row } | null;

/** Flat rows to nested nodes; a missing parent makes a root, a cycle is cut. */
function nest(rows: readonly Row[], parentField: string, labelField: string): TreeNodeInput[] {
  const ids = new Set(rows.map((r) => String(r.id)));
  const kids = new Map<string, Row[]>();
  const roots: Row[] = [];
  for (const r of rows) {
    const p = r[parentField];
    if (p === null || p === undefined || p === '' || !ids.has(String(p)) || String(p) === String(r.id)) roots.push(r);
    else kids.set(String(p), [...(kids.get(String(p)) ?? []), r]);
  }
  const seen = new Set<string>();
  const node = (r: Row): TreeNodeInput => {
    seen.add(String(r.id));
    const children = (kids.get(String(r.id)) ?? []).filter((c) => !seen.has(String(c.id))).map(node);
    return { id: String(r.id), label: String(r[labelField] ?? r.id), ...(children.length ? { children } : {}) };
  };
  return roots.map(node);
}

/**
 * One resource's self-referencing tree beside the chosen node: search, expand all, add a root or
 * a child, edit (the parent chosen in a tree picker that shows its whole path), delete a leaf;
 * server messages land on their fields. For departments, virtual structures, groups.
 * @example
 * <TreeResourceEditor resource={department} label="部门" load={(s) => loadDepts(virtId, s)} loadKey={[virtId]}
 *   fields={formFields(department)} saveOp={operationOf(department, 'save')!} fixed={{ virtId }} />
 */
export function TreeResourceEditor(p: TreeResourceEditorProps) {
  const { resource, label, parentField = 'parentId', canWrite = true } = p;
  const t = useViewT(treeEditorMessages);
  const locale = useLocale();
  const notify = useNotify();
  const write = useResourceWrite(resource);
  const [chosen, setChosen] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const q = useQuery({ key: [...resourceQueryKey(resource.key), 'tree', ...(p.loadKey ?? [])], fn: p.load, keepPrevious: true });
  const rows = useMemo(() => q.data ?? [], [q.data]);
  const byId = useMemo(() => new Map(rows.map((r) => [String(r.id), r])), [rows]);
  const nodes = useMemo(() => nest(rows, parentField, resource.labelField), [rows, parentField, resource.labelField]);
  const tree = useTree({ nodes });
  const row = chosen ? byId.get(chosen) ?? null : null;
  const nameOf = (r: Row) => String(r[resource.labelField] ?? r.id);

  const remove = async (r: Row) => {
    const op = p.deleteOp!;
    if (tree.index.childrenOf.get(String(r.id))?.length) {
      notify.error(t('treeEditor.deleteParent', { name: nameOf(r) }));
      return;
    }
    if (!(await notify.confirm({ title: t('treeEditor.deleteTitle'), message: t('treeEditor.deleteConfirm', { name: nameOf(r) }) }))) return;
    try {
      await write.run(op, op.kind === 'deleteIds' ? { ids: String(r.id) } : { id: r.id });
      setChosen(null);
      notify.success(t('treeEditor.deleted'));
    } catch (e) {
      notify.error(errorText(e, ''));
    }
  };

  // Editing a node, neither it nor anything under it may become its parent.
  const excluded = useMemo(() => {
    if (dialog?.kind !== 'edit') return new Set<string>();
    const out = new Set<string>();
    const stack = [String(dialog.row.id)];
    while (stack.length) {
      const id = stack.pop()!;
      out.add(id);
      for (const c of tree.index.childrenOf.get(id) ?? []) stack.push(String(c));
    }
    return out;
  }, [dialog, tree.index]);

  const parentInput = (value: string, onChange: (v: string) => void, fieldLabel: string) => (
    <TreeSelectField
      aria-label={fieldLabel} nodes={nodes} value={value === '' ? null : value}
      isSelectable={(r) => !excluded.has(String(r.id))}
      placeholder={t('treeEditor.root')}
      onChange={(id: TreeId | null) => onChange(id === null ? '' : String(id))}
    />
  );

  const detailFields = p.detailFields ?? p.fields;
  const detail = row ? (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
      <h2 style={{ margin: 0, fontSize: 16 }}>{nameOf(row)}</h2>
      {canWrite ? (
        <ActionBar>
          <Button onClick={() => setDialog({ kind: 'add', parentId: String(row.id) })}>{t('treeEditor.addChild')}</Button>
          <Button onClick={() => setDialog({ kind: 'edit', row })}>{t('treeEditor.edit')}</Button>
          {p.deleteOp ? <Button variant="danger" onClick={() => void remove(row)}>{t('treeEditor.delete')}</Button> : null}
        </ActionBar>
      ) : null}
      <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '6px 16px', margin: 0 }} aria-label={t('treeEditor.detail')}>
        {detailFields.map(([name, fd]) => (
          <div key={name} style={{ display: 'contents' }}>
            <dt style={{ color: 'var(--sca-text-secondary, #666)' }}>{fd.label[locale]}</dt>
            <dd style={{ margin: 0 }}>{name === parentField && row[name] ? String(byId.get(String(row[name]))?.[resource.labelField] ?? row[name]) : <FieldValue field={fd} value={row[name]} revealPhone />}</dd>
          </div>
        ))}
      </dl>
      {p.renderDetail?.(row)}
    </div>
  ) : null;

  return (
    <>
      <div className="sca-toolbar sca-resource-page-toolbar" style={{ display: 'flex', gap: 8, flexWrap: 'wrap', marginBottom: 12 }}>
        {canWrite ? <Button variant="primary" onClick={() => setDialog({ kind: 'add', parentId: null })}>{t('treeEditor.add')}</Button> : null}
        {p.toolbar}
      </div>
      {q.error ? <div role="alert">{t('treeEditor.loadFailed', { message: errorText(q.error, '') })}</div> : null}
      <MasterDetail
        masterLabel={label} detailLabel={t('treeEditor.detail')} empty={t('treeEditor.pick')} masterWidth={320}
        master={<TreePanel tree={tree} label={label} height={420} onActivate={(id) => setChosen(String(id))} />}
        detail={detail}
      />
      {dialog ? (
        <ResourceFormDialog
          resource={resource} title={label}
          fields={dialog.kind === 'add' && dialog.parentId !== null ? p.fields.filter(([n]) => n !== parentField) : p.fields}
          operation={dialog.kind === 'edit' ? p.updateOp ?? p.saveOp : p.saveOp}
          row={dialog.kind === 'edit' ? dialog.row : null}
          fixed={{ ...(p.fixed ?? {}), ...(dialog.kind === 'add' && dialog.parentId !== null ? { [parentField]: dialog.parentId } : {}) }}
          inputs={{ ...(p.inputs ?? {}), [parentField]: parentInput }}
          onClose={() => setDialog(null)}
          onSaved={(data) => {
            const saved = data as Row | null;
            const parent = saved?.[parentField] ?? (dialog.kind === 'add' ? dialog.parentId : null);
            if (parent !== null && parent !== undefined && parent !== '') tree.setExpanded(String(parent), true);
            const id = saved?.id;
            if (id !== undefined && id !== null) setChosen(String(id));
          }}
        />
      ) : null}
    </>
  );
}
