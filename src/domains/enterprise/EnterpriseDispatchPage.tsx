/**
 * 企业 第三方下发 (issue 38, our addition `organisation.enterpriseDispatch`): enterprises and their
 * departments pushed to third-party systems; 下发企业 pushes one enterprise with all its
 * departments, 重新下发 one row or the selected ones.
 */
import { useState, type FormEvent } from 'react';
import { enterpriseDispatch } from '../../contract/services/organisation/thirdParty';
import { bodyFields, operationOf, useCan, useLocale, useNotify, useResourceForm } from '../../core';
import { FieldInput, ResourcePage, useSelectionRun, useViewT, type ResourcePageOfProps, type ToolbarSelection } from '../../resource';
import { problemText } from '../../resource/problemText';
import { Button, Dialog, FormField, LazyConfirmDialog, cssVar } from '../../ui';
import { enterpriseDispatchMessages } from './dispatchMessages';

const dispatchOp = operationOf(enterpriseDispatch, 'action', 'dispatch')!;
const retryOp = operationOf(enterpriseDispatch, 'transition', 'retry')!;
const FIELDS = bodyFields(dispatchOp);

function DispatchEnterpriseDialog({ onClose }: { onClose: () => void }) {
  const t = useViewT(enterpriseDispatchMessages);
  const locale = useLocale();
  const notify = useNotify();
  const form = useResourceForm({
    resource: enterpriseDispatch, fields: FIELDS, operation: dispatchOp,
    onSaved: (data) => {
      const d = (data ?? {}) as { updated?: number; failed?: number };
      notify.success(t('entDispatch.done', { count: d.updated ?? 0, failed: d.failed ?? 0 }));
      onClose();
    },
  });
  const submit = (e: FormEvent) => { e.preventDefault(); void form.submit(); };
  return (
    <Dialog
      open onClose={() => { if (!form.submitting) onClose(); }} closeLabel={t('resource.close')} width={520}
      title={t('entDispatch.title')} closeOnOverlay={!form.dirty}
      footer={(
        <>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="submit" form="sc-dispatch-enterprise" variant="primary" loading={form.submitting}>{t('entDispatch.submit')}</Button>
        </>
      )}
    >
      <p style={{ margin: '0 0 12px', color: cssVar.textSecondary }}>{t('entDispatch.note')}</p>
      {form.formError ? <p role="alert" style={{ color: '#B23B3B', margin: '0 0 12px' }}>{form.formError}</p> : null}
      <form id="sc-dispatch-enterprise" onSubmit={submit} noValidate>
        {FIELDS.map(([name, fd]) => (
          <FormField key={name} label={fd.label[locale]} required={Boolean(fd.required)} error={problemText(t, fd.label[locale], form.errorOf(name))}>
            <FieldInput
              field={fd} aria-label={fd.label[locale]} value={form.values[name] ?? ''}
              onChange={(v) => form.setValue(name, v)} onBlur={() => form.touch(name)}
            />
          </FormField>
        ))}
      </form>
    </Dialog>
  );
}

/**
 * 第三方下发 (企业管理): each enterprise's and department's push to each third-party system
 * (status, error, attempts, last try); 下发企业, 重新下发 one row or the selected ones.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><EnterpriseDispatchPage /></AdminProvider>
 */
export function EnterpriseDispatchPage({ toolbar, renderCell, ...props }: ResourcePageOfProps) {
  const t = useViewT(enterpriseDispatchMessages);
  const may = useCan();
  const batch = useSelectionRun(enterpriseDispatch);
  const [dialog, setDialog] = useState(false);
  const [retry, setRetry] = useState<ToolbarSelection | null>(null);
  const allowed = may([enterpriseDispatch.permission]);
  const run = async (selection: ToolbarSelection) => {
    await batch.run(retryOp, selection, (count) => t('entDispatch.retried', { count }));
    setRetry(null);
  };
  return (
    <ResourcePage
      resource={enterpriseDispatch} title="route.enterpriseThirdDispatch"
      // A record without a department is the enterprise's own.
      renderCell={(field, row) => (field === 'departmentId' && (row.departmentId === null || row.departmentId === undefined)
        ? t('entDispatch.wholeEnterprise') : renderCell?.(field, row))}
      toolbar={(selection: ToolbarSelection) => (
        <>
          {allowed ? <Button variant="primary" onClick={() => setDialog(true)}>{t('entDispatch.dispatch')}</Button> : null}
          {allowed ? <Button disabled={!selection.ids.length} onClick={() => setRetry(selection)}>{t('entDispatch.retrySelected')}</Button> : null}
          {typeof toolbar === 'function' ? toolbar(selection) : toolbar}
        </>
      )}
      {...props}
    >
      {props.children}
      <LazyConfirmDialog
        open={retry !== null} title={t('entDispatch.retrySelected')} message={retry ? t('entDispatch.retryQuestion', { count: retry.ids.length }) : ''}
        confirmText={t('entDispatch.retrySelected')} cancelText={t('common.cancel')} closeLabel={t('resource.close')}
        confirming={batch.pending} onCancel={() => setRetry(null)} onConfirm={() => { if (retry) void run(retry); }}
      />
      {dialog ? <DispatchEnterpriseDialog onClose={() => setDialog(false)} /> : null}
    </ResourcePage>
  );
}
