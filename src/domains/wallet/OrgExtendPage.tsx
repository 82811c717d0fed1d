import { useMemo, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { orgExtend } from '../../contract/services/wallet';
import { formFields, resourceQueryKey, useAdmin, useCan, useLocale, useNotify, useResourceForm } from '../../core';
import { useQuery } from '../../core/query/useQuery';
import { callOperation } from '../../core/resource';
import { FieldInput, errorText, useViewT, type Row } from '../../resource';
import { problemText } from '../../resource/problemText';
import { Button, EmptyState, FormField, ProgressBar, classes } from '../../ui';
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
  let body = <EmptyState title={t('wallet.org.choose')} icon="info" />;
  if (orgId && settings.isPending) body = <ProgressBar value={null} label={t('common.loading')} />;
  else if (orgId && settings.error) body = <p role="alert">{t('wallet.loadFailed', { message: errorText(settings.error, '') })}</p>;
  else if (orgId && settings.data) body = <SettingsForm key={String(settings.data.id)} row={settings.data} />;
  else if (orgId && settings.data === null) body = <EmptyState title={t('wallet.org.none')} />;
  return (
    <section className={classes('sca-page sca-resource-page', className)} aria-labelledby="sc-title-org-extend">
      <h1 className="sca-page-title" id="sc-title-org-extend">{heading}</h1>
      <div style={{ maxWidth: 520, marginBottom: 16 }}>
        <FormField label={t('wallet.org.pick')}>
          <FieldInput field={orgField} value={orgId} onChange={(v) => setParams((p) => { const n = new URLSearchParams(p); if (v) n.set('org', v); else n.delete('org'); return n; })} />
        </FormField>
      </div>
      {body}
    </section>
  );
}
