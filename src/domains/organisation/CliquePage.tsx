import { useMemo, useState } from 'react';
import { clique, cliqueLable } from '../../contract/services/clique';
import { formFields, listColumns, resourceQueryKey, useAdmin, useLocale } from '../../core';
import { useQuery } from '../../core/query/useQuery';
import { PageNotices, ResourceFormDialog, ResourceTable, type Row, treePanelMessages, TreeResourceEditor, useViewT } from '../../resource';
import { ActionBar, Button, Select, classes } from '../../ui';
import { CliqueMembers } from './CliqueMembers';
import { dataOf, rowsOf } from './load';
import { organisationMessages } from './messages';

/**
 * @example
 * <CliquePage className="partner-groups" />
 */
export interface CliquePageProps {
  className?: string;
}

const op = (name: string) => clique.operations.find((o) => o.name === name)!;
const treeOp = op('getCliqueTree');
const listOp = op('list');
const saveOp = op('saveUpdateTreeClique');
const deleteOp = op('delete');
const labelsOp = cliqueLable.operations.find((o) => o.name === 'getCliqueLableList')!;
const labelSave = cliqueLable.operations.find((o) => o.name === 'handleCliqueLable')!;
const labelFields = formFields(cliqueLable);
const labelColumns = listColumns(cliqueLable);
const fields = formFields(clique);

interface TreeNode { value: number; label: string; children?: TreeNode[] }

/** The tree call's nesting, flattened with each node's parent, merged with the list's fields. */
async function loadGroups(api: Parameters<typeof dataOf>[0], signal: AbortSignal): Promise<Row[]> {
  const [tree, rows] = await Promise.all([dataOf<TreeNode[]>(api, treeOp, {}, signal), rowsOf(api, listOp, {}, signal)]);
  const byId = new Map(rows.map((r) => [String(r.id), r]));
  const out: Row[] = [];
  const walk = (nodes: readonly TreeNode[], parentId: number | null) => {
    for (const n of nodes) {
      out.push({ ...(byId.get(String(n.value)) ?? {}), id: n.value, name: n.label, parentId });
      walk(n.children ?? [], n.value);
    }
  };
  walk(tree ?? [], null);
  return out;
}

/** The group labels: list, add, edit (a taken name gets the server's message on the name). */
function Labels() {
  const t = useViewT(organisationMessages);
  const { api } = useAdmin();
  const [dialog, setDialog] = useState<{ row: Row | null } | null>(null);
  const q = useQuery({ key: [...resourceQueryKey(cliqueLable.key), 'all'], fn: (s) => dataOf<Row[]>(api, labelsOp, {}, s) });
  const title = t('org.labels');
  return (
    <section aria-labelledby="sc-org-clique-labels" style={{ marginTop: 24 }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 12, marginBottom: 8 }}>
        <h2 id="sc-org-clique-labels" style={{ margin: 0, fontSize: 16 }}>{title}</h2>
        <Button variant="primary" onClick={() => setDialog({ row: null })}>{t('org.addLabel')}</Button>
      </div>
      <ResourceTable
        resource={cliqueLable} rows={q.data ?? []} fields={labelColumns} label={title} height={220} busy={q.isFetching}
        rowActions={(row) => (
          <ActionBar>
            <button type="button" aria-label={`${t('org.editLabel')} ${String(row.name)}`} onClick={() => setDialog({ row })}>{t('org.editLabel')}</button>
          </ActionBar>
        )}
        actionsWidth={90}
      />
      {dialog ? (
        <ResourceFormDialog
          resource={cliqueLable} fields={labelFields} operation={labelSave} row={dialog.row} title={title}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </section>
  );
}

/**
 * 集团管理: the groups as a tree (getCliqueTree) beside the chosen group: add at the top or under a
 * parent (saveUpdateTreeClique), edit with its label, delete a leaf; the group's member projects
 * and virtual structures (add several, remove one); and the group labels.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><CliquePage /></AdminProvider>
 */
export function CliquePage({ className }: CliquePageProps) {
  useViewT(treePanelMessages);
  const t = useViewT(organisationMessages);
  const locale = useLocale();
  const { api } = useAdmin();
  const labels = useQuery({ key: [...resourceQueryKey(cliqueLable.key), 'all'], fn: (s) => dataOf<Row[]>(api, labelsOp, {}, s) });
  const options = useMemo(() => (labels.data ?? []).map((l) => ({ value: String(l.id), label: String(l.name) })), [labels.data]);
  const title = t('route.groupManagement');
  return (
    <section className={classes('sca-page sca-resource-page', className)} aria-labelledby="sc-title-org-clique">
      <h1 id="sc-title-org-clique">{title}</h1>
      {/* Toasts and confirms when the page is mounted alone (the console shell draws them otherwise). */}
      <PageNotices />
      <TreeResourceEditor
        resource={clique} label={title} fields={fields}
        load={(signal) => loadGroups(api, signal)}
        saveOp={saveOp} deleteOp={deleteOp}
        inputs={{ lableId: (value, onChange) => <Select options={options} value={value || null} clearable clearLabel={t('tree.clear')} onChange={(v) => onChange(v ?? '')} /> }}
        detailFields={fields.filter(([n]) => n !== 'lableId')}
        renderDetail={(row) => (
          <>
            <p style={{ margin: 0 }}>{clique.fields.lableId!.label[locale]}：{options.find((o) => o.value === String(row.lableId))?.label ?? '—'}</p>
            <CliqueMembers key={String(row.id)} group={row} />
          </>
        )}
      />
      <Labels />
    </section>
  );
}
