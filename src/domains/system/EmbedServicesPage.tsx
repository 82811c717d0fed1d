import { useState } from 'react';
import { EMBED_SERVICE_KINDS, embedService } from '../../contract/services/common';
import type { FieldEntry } from '../../core/resource';
import { useAdmin, useCan, useLocale, useNotify, type ServiceKind } from '../../core';
import { useQuery } from '../../core/query/useQuery';
import { callOperation, operationOf, resourceQueryKey, useResourceWrite } from '../../core/resource';
import { hostMatches } from '../../core/externalLink';
import { ResourceFormDialog, errorText, useViewT, type Row } from '../../resource';
import { ActionBar, ErrorState, PageFrame, Table, cssVar } from '../../ui';
import { systemMessages } from './messages';

/**
 * @example
 * <EmbedServicesPage title="内嵌页面服务地址" />
 */
export interface EmbedServicesPageProps {
  title?: string;
  className?: string;
}

const listOp = /* @__PURE__ */ operationOf(embedService, 'all', 'list');
const saveOp = /* @__PURE__ */ operationOf(embedService, 'save', 'save');
const deleteOp = /* @__PURE__ */ operationOf(embedService, 'delete');
const FORM: FieldEntry[] = [['baseUrl', embedService.fields.baseUrl!], ['remark', embedService.fields.remark!]];

type Kind = (typeof EMBED_SERVICE_KINDS)[number];

const trustedBy = (base: string, hosts: readonly string[]) => {
  try {
    const u = new URL(base);
    return hosts.some((h) => hostMatches(u, h));
  } catch {
    return false;
  }
};

/**
 * 内嵌页面服务地址 (our addition): the base URL of each embedded-page service kind (property,
 * meal ordering, marketing, meeting rooms), set once by an administrator and read at run time by
 * every embedded page. Shows where each base comes from (the host's code wins over this
 * setting) and whether the login token goes with it (only to trusted hosts). The server accepts
 * only http(s) bases and says why on the field otherwise.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><EmbedServicesPage /></AdminProvider>
 */
export function EmbedServicesPage({ title, className }: EmbedServicesPageProps) {
  const t = useViewT(systemMessages);
  const locale = useLocale();
  const { api, services, trustedHosts } = useAdmin();
  const may = useCan();
  const notify = useNotify();
  const write = useResourceWrite(embedService);
  const [editing, setEditing] = useState<Kind | null>(null);
  const q = useQuery({
    key: [...resourceQueryKey(embedService.key), 'rows'],
    fn: async (signal) => {
      const env = await callOperation<{ data?: unknown }>(api, listOp!, {}, { signal });
      return Array.isArray(env.data) ? (env.data as Row[]) : [];
    },
  });
  const rowOf = (kind: Kind) => (q.data ?? []).find((r) => r.service === kind.value) ?? null;
  const mayEdit = may([saveOp?.permission ?? embedService.permission]);
  const heading = title ?? t('route.embedService');
  const hostBase = (k: Kind) => services?.[k.value as ServiceKind]?.trim() ?? '';

  const clear = async (kind: Kind, row: Row) => {
    if (!deleteOp) return;
    if (!(await notify.confirm({ title: t('embedSvc.clear'), message: t('embedSvc.clearConfirm', { kind: kind.label[locale] }) }))) return;
    try {
      await write.run(deleteOp, { id: row.id });
      notify.success(t('embedSvc.cleared'));
    } catch (e) {
      notify.error(errorText(e, ''));
    }
  };

  return (
    <PageFrame title={heading} titleId="sc-title-embed-services" className={className}>
      <p style={{ color: cssVar.textSecondary, maxWidth: 860 }}>{t('embedSvc.intro')}</p>
      {q.error ? <ErrorState title={errorText(q.error, '')} retryText={t('scm.retry')} onRetry={() => void q.refetch()} /> : null}
      <Table
        label={heading} rows={[...EMBED_SERVICE_KINDS]} rowKey={(k) => String(k.value)} busy={q.isFetching}
        columns={[
          { key: 'kind', header: t('embedSvc.kind'), width: 150, render: (k) => k.label[locale] },
          {
            key: 'base', header: t('embedSvc.base'), render: (k) => {
              const host = hostBase(k);
              const row = rowOf(k);
              const base = host || (row ? String(row.baseUrl) : '');
              return base ? <code style={{ overflowWrap: 'anywhere' }}>{base}</code> : <span style={{ color: cssVar.textSecondary }}>{t('embedSvc.notSet')}</span>;
            },
          },
          {
            key: 'source', header: t('embedSvc.source'), width: 180, render: (k) => {
              if (hostBase(k)) return t('embedSvc.fromHost');
              const row = rowOf(k);
              if (!row) return '—';
              return (
                <span>
                  {t('embedSvc.fromConsole')}
                  {row.updateTime ? <span style={{ display: 'block', fontSize: 12, color: cssVar.textSecondary }}>{t('embedSvc.updated', { time: String(row.updateTime), name: String(row.operatorName ?? '') })}</span> : null}
                </span>
              );
            },
          },
          {
            key: 'token', header: t('embedSvc.token'), width: 200, render: (k) => {
              if (hostBase(k)) return t('embedSvc.tokenYes');
              const row = rowOf(k);
              if (!row) return '—';
              return trustedBy(String(row.baseUrl), trustedHosts) ? t('embedSvc.tokenYes') : t('embedSvc.tokenNo');
            },
          },
          ...(mayEdit ? [{
            key: 'actions', header: '', width: 160, render: (k: Kind) => {
              const row = rowOf(k);
              const label = k.label[locale];
              return (
                <ActionBar>
                  <button type="button" aria-label={`${t('embedSvc.set')} ${label}`} onClick={() => setEditing(k)}>{t('embedSvc.set')}</button>
                  {row ? <button type="button" data-danger="" aria-label={`${t('embedSvc.clear')} ${label}`} onClick={() => void clear(k, row)}>{t('embedSvc.clear')}</button> : null}
                </ActionBar>
              );
            },
          }] : []),
        ]}
      />
      {editing && saveOp ? (
        <ResourceFormDialog
          resource={embedService} fields={FORM} operation={saveOp} row={rowOf(editing)} fixed={{ service: String(editing.value) }}
          title={t('embedSvc.setTitle', { kind: editing.label[locale] })} onClose={() => setEditing(null)}
        />
      ) : null}
    </PageFrame>
  );
}
