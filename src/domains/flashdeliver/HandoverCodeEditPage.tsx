import { useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { handoverCode } from '../../contract/services/flashdeliverAdditions';
import { useLocale, useNotify, useResourceForm, useResourceWrite, type FieldEntry } from '../../core';
import { FieldInput, FieldValue, PageNotices, useViewT, errorText } from '../../resource';
import { problemText } from '../../resource/problemText';
import { Button, ErrorState, FormField, ProgressBar, cssVar } from '../../ui';
import { flashdeliverMessages } from './messages';
import { SHOP_PATHS, shopOps } from './shopOps';
import { useEditedRow } from './useEditedRow';

/**
 * @example
 * <HandoverCodeEditPage id="3" listPath="/shop/handover" />
 */
export interface HandoverCodeEditPageProps {
  /** The code to edit (default: the `id` of the URL's query; none adds one). */
  id?: string;
  /** Where 返回交收码列表 and a save go. */
  listPath?: string;
  className?: string;
}

type Row = Record<string, unknown>;
const F = handoverCode.fields;
const FIELDS: FieldEntry[] = (['orgId', 'pointName', 'validFrom', 'validTo', 'remark'] as const).map((n) => [n, F[n]!]);

/** The project, point, validity and remark, as typed; the server's message stays on its field. */
function CodeForm({ row, listPath }: { row: Row | null; listPath: string }) {
  const t = useViewT(flashdeliverMessages);
  const locale = useLocale();
  const notify = useNotify();
  const navigate = useNavigate();
  const form = useResourceForm({
    resource: handoverCode, fields: FIELDS, operation: row ? shopOps.handoverUpdate : shopOps.handoverAdd, row,
    onSaved: (data) => {
      const code = String((data as { code?: unknown } | null)?.code ?? '');
      notify.success(row ? t('flash.handoverSaved') : t('flash.handoverAdded', { code }));
      navigate(listPath);
    },
  });
  const onSubmit = (e: FormEvent) => { e.preventDefault(); void form.submit(); };
  return (
    <section aria-labelledby="sc-flash-handover-form" style={{ marginBottom: 20, maxWidth: 640 }}>
      <h2 id="sc-flash-handover-form" style={{ fontSize: 15, fontWeight: 500, margin: '0 0 12px' }}>{t('flash.handoverPoint')}</h2>
      {form.formError ? <p role="alert" style={{ color: cssVar.dangerInk, margin: '0 0 8px' }}>{form.formError}</p> : null}
      <form aria-labelledby="sc-flash-handover-form" onSubmit={onSubmit} noValidate>
        {FIELDS.map(([name, field]) => {
          const label = field.label[locale];
          return (
            <FormField key={name} label={label} required={Boolean(field.required)} error={problemText(t, label, form.errorOf(name))}>
              {(<FieldInput field={field} value={form.values[name] ?? ''} onChange={(v) => form.setValue(name, v)} onBlur={() => form.touch(name)} />) as never}
            </FormField>
          );
        })}
        {row ? null : <p style={{ color: cssVar.textSecondary, fontSize: 13, margin: '0 0 12px' }}>{t('flash.handoverCodeHint')}</p>}
        <Button type="submit" variant="primary" loading={form.submitting}>{t('flash.save')}</Button>
      </form>
    </section>
  );
}

/** The code itself with its status: 重新生成交收码 and 启用/停用 act at once on the stored code. */
function CodeCard({ row, onChanged }: { row: Row; onChanged: () => void }) {
  const t = useViewT(flashdeliverMessages);
  const locale = useLocale();
  const notify = useNotify();
  const write = useResourceWrite(handoverCode);
  const [error, setError] = useState<string | null>(null);
  const enabled = Number(row.status) === 1;
  const run = (op: typeof shopOps.regenerate, input: Row, done: string) => {
    setError(null);
    write.run(op, input).then(() => { notify.success(done); onChanged(); }, (e: unknown) => setError(errorText(e, t('common.unknownError'))));
  };
  return (
    <section aria-labelledby="sc-flash-handover-code" style={{ marginBottom: 20, padding: '12px 16px', border: `1px solid ${cssVar.border}`, borderRadius: 4, maxWidth: 640 }}>
      <h2 id="sc-flash-handover-code" style={{ fontSize: 15, fontWeight: 500, margin: '0 0 8px' }}>{F.code!.label[locale]}</h2>
      <p style={{ margin: '0 0 8px', display: 'flex', gap: 16, alignItems: 'center' }}>
        <output aria-label={F.code!.label[locale]} style={{ fontSize: 28, letterSpacing: 6, fontFamily: 'monospace' }}>{String(row.code ?? '')}</output>
        <FieldValue field={F.status!} value={row.status} />
      </p>
      {error ? <p role="alert" style={{ color: cssVar.dangerInk, margin: '0 0 8px' }}>{error}</p> : null}
      <div style={{ display: 'flex', gap: 8 }}>
        <Button loading={write.pending} onClick={() => run(shopOps.regenerate, { id: row.id }, t('flash.codeRegenerated'))}>{t('flash.regenerate')}</Button>
        <Button
          variant={enabled ? 'danger' : 'primary'} loading={write.pending}
          onClick={() => run(shopOps.handoverStatus, { id: row.id, status: enabled ? 0 : 1 }, enabled ? t('flash.codeDisabled') : t('flash.codeEnabled'))}
        >
          {enabled ? t('flash.disable') : t('flash.enable')}
        </Button>
      </div>
    </section>
  );
}

/**
 * 新增交收码 / 编辑交收码: a pickup point of a project, its validity and remark; the server gives
 * the 6-digit code (unique in the project), shown on edit with 重新生成交收码 and 启用/停用. A
 * refused save keeps what was typed, with the server's message on its field.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><HandoverCodeEditPage /></AdminProvider>
 */
export function HandoverCodeEditPage({ id: idProp, listPath = SHOP_PATHS.handover, className }: HandoverCodeEditPageProps) {
  const t = useViewT(flashdeliverMessages);
  const navigate = useNavigate();
  const { id, q } = useEditedRow(handoverCode.key, shopOps.handoverGet, idProp);
  const title = id ? t('flash.editHandover', { name: String(q.data?.pointName ?? '') }) : t('flash.addHandover');
  let body: ReactNode;
  if (!id) body = <CodeForm row={null} listPath={listPath} />;
  else if (q.error) body = <ErrorState title={t('flash.handoverLoadFailed', { message: errorText(q.error, '') })} retryText={t('common.retry')} onRetry={() => void q.refetch()} />;
  else if (!q.data) body = <ProgressBar value={null} label={t('common.loading')} />;
  else body = <><CodeCard row={q.data} onChanged={() => void q.refetch()} /><CodeForm key={id} row={q.data} listPath={listPath} /></>;
  return (
    <section className={className ? `sca-page sca-resource-page ${className}` : 'sca-page sca-resource-page'} aria-labelledby="sc-flash-handover-title" style={{ margin: 16, padding: '16px 20px', background: cssVar.bg }}>
      <h1 id="sc-flash-handover-title" style={{ margin: '0 0 16px', fontSize: 18, fontWeight: 500 }}>{title}</h1>
      {body}
      <Button onClick={() => navigate(listPath)}>{t('flash.backToHandover')}</Button>
      <PageNotices />
    </section>
  );
}
