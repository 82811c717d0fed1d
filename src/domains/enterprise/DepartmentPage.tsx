import { useMemo, useState } from 'react';
import { department, virtualarchitecture } from '../../contract/services/organisation/enterprise';
import { formFields, operationOf, resourceQueryKey, useAdmin } from '../../core';
import { useQuery } from '../../core/query/useQuery';
import { PageNotices, TreeResourceEditor, useViewT } from '../../resource';
import { FormField, Select, classes } from '../../ui';
import { dataOf, rowsOf } from './load';
import { enterpriseMessages } from './messages';

/**
 * @example
 * <DepartmentPage virtId={3} />
 */
export interface DepartmentPageProps {
  /** The virtual structure shown first (default: the first one). */
  virtId?: number;
  className?: string;
}

const listOp = operationOf(department, 'list')!;
const saveOp = operationOf(department, 'save', 'saveUpdateDept')!;
const deleteOp = operationOf(department, 'delete');
const virtSelect = operationOf(virtualarchitecture, 'select', 'getselectlist')!;
// The structure is the page's choice, not the form's.
const fields = formFields(department).filter(([n]) => n !== 'virtId');

/**
 * 部门管理: the departments of one virtual structure as a tree beside the chosen department: add
 * at the top or under a parent (picked in a tree that shows its whole path), edit, delete a
 * department without sub-departments. Two departments under one parent cannot share a name (the
 * server's message shows on the name).
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><DepartmentPage /></AdminProvider>
 */
export function DepartmentPage({ virtId: initial, className }: DepartmentPageProps) {
  const t = useViewT(enterpriseMessages);
  const { api } = useAdmin();
  const [picked, setPicked] = useState<string | null>(initial === undefined ? null : String(initial));
  const virts = useQuery({
    key: [...resourceQueryKey(virtualarchitecture.key), 'select'],
    fn: (signal) => dataOf<{ value: number; label: string }[]>(api, virtSelect, {}, signal),
  });
  const options = useMemo(() => (virts.data ?? []).map((o) => ({ value: String(o.value), label: o.label })), [virts.data]);
  const virtId = picked ?? options[0]?.value ?? null;
  const title = t('route.department');
  return (
    <section className={classes('sca-page sca-resource-page', className)} aria-labelledby="sc-title-enterprise-department">
      <h1 id="sc-title-enterprise-department">{title}</h1>
      {/* Toasts and confirms when the page is mounted alone (the console shell draws them otherwise). */}
      <PageNotices />
      <div style={{ maxWidth: 360 }}>
        <FormField label={t('enterprise.virt')}>
          <Select options={options} value={virtId} onChange={(v) => { if (v) setPicked(v); }} />
        </FormField>
      </div>
      {virts.data && !options.length ? <p role="status">{t('enterprise.noVirt')}</p> : null}
      {virtId ? (
        <TreeResourceEditor
          key={virtId}
          resource={department} label={t('enterprise.departments')} fields={fields}
          load={(signal) => rowsOf(api, listOp, { virtId }, signal)} loadKey={[virtId]}
          saveOp={saveOp} deleteOp={deleteOp} fixed={{ virtId }}
        />
      ) : null}
    </section>
  );
}
