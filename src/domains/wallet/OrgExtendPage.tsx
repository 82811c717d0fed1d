import { useMemo, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { orgExtend } from '../../contract/services/wallet';
import { formFields, resourceQueryKey, useAdmin, useCan, useLocale, useNotify, useResourceForm } from '../../core';
import { useQuery } from '../../core/query/useQuery';
import { callOperation } from '../../core/resource';
import { FieldInput, FieldValue, errorText, useViewT, type Row } from '../../resource';
import { problemText } from '../../resource/problemText';
import { Button, EmptyState, FormField, PageFrame, ProgressBar, Table, type TableColumn } from '../../ui';
import { walletActions } from './actions';
import { walletMessages } from './messages';

/**
 * @example
 * <OrgExtendPage title="钱包设置" className="partner-wallet-settings" />
 */
export interface OrgExtendPageProps {
  /** i18n key or text of the heading (default 项目钱包设置). */
  title?: string;
  className?: string;
}

const FIELDS = formFields(orgExtend).filter(([n]) => n !== 'orgId');

/**
 * The settings form of one project: the wallet settings found for it (getEntityById), saved with
 * updateEntity; a refusal keeps what was typed and shows the server's message on its field.
 */
function SettingsForm({ row }: { row: Row }) {
  const t = useViewT(walletMessages);
  const locale = useLocale();
  const notify = useNotify();
  const may = useCan();
  const form = useResourceForm({
    resource: orgExtend, fields: FIELDS, operation: walletActions.orgExtendUpdate, row,
    onSaved: () => notify.success(t('wallet.org.saved')),
  });
  const submit = (e: FormEvent) => { e.preventDefault(); void form.submit(); };
  const formId = `sc-org-extend-${String(row.id)}`;
  return (
    <form id={formId} onSubmit={submit} noValidate style={{ maxWidth: 520 }}>
      {form.formError ? <p role="alert" style={{ color: '#B23B3B', margin: '0 0 12px' }}>{form.formError}</p> : null}
      {FIELDS.map(([n, fd]) => (
        <FormField key={n} label={fd.label[locale]} required={Boolean(fd.required)} error={problemText(t, fd.label[locale], form.errorOf(n))}>
          <FieldInput field={fd} value={form.values[n] ?? ''} onChange={(v) => form.setValue(n, v)} onBlur={() => form.touch(n)} />
        </FormField>
      ))}
      {may([walletActions.orgExtendUpdate.permission ?? orgExtend.permission]) ? (
        <Button type="submit" variant="primary" loading={form.submitting} disabled={!form.dirty}>{t('wallet.org.save')}</Button>
      ) : null}
    </form>
  );
}

const LIST_FIELDS = formFields(orgExtend).filter(([n]) => n !== 'orgId');

/**
 * Every project's wallet settings as rows while none is picked: the page shows what is set
 * where at once, and says why when there is nothing (no settings in the user's data scope).
 */
function SettingsOverview({ onPick }: { onPick: (orgId: string) => void }) {
  const t = useViewT(walletMessages);
  const locale = useLocale();
  const { api } = useAdmin();
  const q = useQuery({
    key: [...resourceQueryKey(orgExtend.key), 'overview'],
    fn: async (signal) => (await callOperation<{ data: { list: Row[] } }>(api, walletActions.orgExtendList, { pageNum: 1, pageSize: 200 }, { signal })).data.list,
  });
  if (q.error) return <p role="alert">{t('wallet.loadFailed', { message: errorText(q.error, '') })}</p>;
  const columns: TableColumn<Row>[] = [
    { key: 'orgId', header: orgExtend.fields.orgId!.label[locale], width: 200, render: (r) => String(r.orgName ?? r.orgId) },
    ...LIST_FIELDS.map(([n, fd]): TableColumn<Row> => ({ key: n, header: fd.label[locale], width: 140, render: (r) => <FieldValue field={fd} value={r[n]} /> })),
    { key: 'actions', header: t('common.edit'), width: 90, actions: true, render: (r) => <button type="button" onClick={() => onPick(String(r.orgId))}>{t('common.edit')}</button> },
  ];
  return (
    <Table
      label={t('route.orgExtend')} rows={q.data ?? []} rowKey={(r) => String(r.id)} busy={q.isPending} columns={columns}
      onRowActivate={(r) => onPick(String(r.orgId))}
      empty={q.isPending ? <ProgressBar value={null} label={t('common.loading')} /> : <EmptyState title={t('wallet.org.choose')} description={t('wallet.org.none')} icon="info" />}
    />
  );
}

/**
 * 项目钱包设置: pick a project, then edit its wallet settings in a form (subsidy per meal,
 * overdraft and its limit, daily spending limit, status; amounts through the 000 section 5
 * filter). The project is kept in the URL (`?org=`), so a link opens its form.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><OrgExtendPage /></AdminProvider>
 */
export function OrgExtendPage({ title, className }: OrgExtendPageProps) {
  const t = useViewT(walletMessages);
  const { api } = useAdmin();
  const [params, setParams] = useSearchParams();
  const orgId = params.get('org') ?? '';
  const settings = useQuery({
    key: [...resourceQueryKey(orgExtend.key), 'byOrg', orgId],
    enabled: orgId !== '',
    fn: async (signal) => {
      const page = (await callOperation<{ data: { list: Row[] } }>(api, walletActions.orgExtendList, { orgId, pageNum: 1, pageSize: 1 }, { signal })).data;
      const found = page.list[0];
      if (!found) return null;
      return (await callOperation<{ data: Row }>(api, walletActions.orgExtendGet, { id: found.id }, { signal })).data;
    },
  });
  const orgField = useMemo(() => ({ ...orgExtend.fields.orgId!, required: false }), []);
  const heading = title ? t(title) : t('route.orgExtend');
  const pick = (v: string) => setParams((p) => { const n = new URLSearchParams(p); if (v) n.set('org', v); else n.delete('org'); return n; });
  let body = <SettingsOverview onPick={pick} />;
  if (orgId && settings.isPending) body = <ProgressBar value={null} label={t('common.loading')} />;
  else if (orgId && settings.error) body = <p role="alert">{t('wallet.loadFailed', { message: errorText(settings.error, '') })}</p>;
  else if (orgId && settings.data) body = <SettingsForm key={String(settings.data.id)} row={settings.data} />;
  else if (orgId && settings.data === null) body = <EmptyState title={t('wallet.org.none')} />;
  return (
    <PageFrame title={heading} titleId="sc-title-org-extend" className={className}>
      <div style={{ maxWidth: 520, marginBottom: 16 }}>
        <FormField label={t('wallet.org.pick')}>
          <FieldInput field={orgField} value={orgId} onChange={(v) => pick(String(v ?? ''))} />
        </FormField>
      </div>
      {body}
    </PageFrame>
  );
}
