import { useMemo, useState } from 'react';
import { APPROVAL_KEYS } from '../../contract/dsl';
import { product } from '../../contract/services/flashdeliver';
import { useCan, useNotify, useResourceList, useResourceWrite, useSessionState, type FieldEntry, type ListState } from '../../core';
import { PageNotices, ResourceTable, errorText, useViewT } from '../../resource';
import { Button, EmptyState, FormField, Textarea, cssVar } from '../../ui';
import { flashdeliverMessages } from './messages';
import { productOps } from './productOps';

const PENDING: ListState = { page: 1, size: 200, sort: null, filters: { shelfStatus: 'pendingAudit' } };
const COLUMNS = ['name', 'categoryId', 'price', 'stock', 'requesterName', 'createTime'] as const;

/**
 * @example
 * <BatchAuditPage className="partner-audit" />
 */
export interface BatchAuditPageProps { className?: string }

/**
 * 批量审核: the products awaiting shelf review, ticked and approved (审核通过) or rejected (驳回, with
 * a note) together, one review call each; those refused stay ticked with the server's reason. A
 * reviewer's own requests are not listed: someone else must review them (the server refuses them
 * too). Without the review key (`approve:shelf`) the page says so and offers nothing.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><BatchAuditPage /></AdminProvider>
 */
export function BatchAuditPage({ className }: BatchAuditPageProps) {
  const t = useViewT(flashdeliverMessages);
  const notify = useNotify();
  const may = useCan();
  const userId = useSessionState().user?.id ?? null;
  const list = useResourceList(product, PENDING);
  const write = useResourceWrite(product);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [remark, setRemark] = useState('');
  const [problem, setProblem] = useState<{ field: 'remark' | 'rows' | null; msg: string } | null>(null);
  const mayReview = may([APPROVAL_KEYS.shelf]);
  const own = list.rows.filter((r) => userId !== null && r.requesterId !== null && r.requesterId !== undefined && Number(r.requesterId) === Number(userId));
  const rows = useMemo(() => list.rows.filter((r) => !own.includes(r)), [list.rows, own]);
  const fields: FieldEntry[] = COLUMNS.map((n) => [n, product.fields[n]!]);
  const picked = [...selected].filter((id) => rows.some((r) => String(r.id) === id));

  const run = (target: 'onShelf' | 'rejected') => {
    setProblem(null);
    if (!picked.length) { setProblem({ field: 'rows', msg: t('flash.noneSelected') }); return; }
    if (target === 'rejected' && !remark.trim()) { setProblem({ field: 'remark', msg: t('flash.remarkHint') }); return; }
    void reviewEach(picked, target).then(({ done, failed }) => {
      if (done) notify.success(t(target === 'onShelf' ? 'flash.approvedMany' : 'flash.rejectedMany', { count: done }));
      setSelected(new Set(failed.map((f) => f.id)));
      if (!failed.length) setRemark('');
      else setProblem({ field: failed.every((f) => f.field === 'auditRemark') ? 'remark' : null, msg: failed.map((f) => `${nameOf(f.id)}：${f.msg}`).join('；') });
    });
  };
  const nameOf = (id: string) => String(rows.find((r) => String(r.id) === id)?.name ?? id);
  // One review call per product (the catalogue's rackProductAudit takes one id): each is checked on
  // its own (state, two-person rule), and those refused stay ticked with the server's reason.
  const reviewEach = async (ids: readonly string[], target: 'onShelf' | 'rejected') => {
    const failed: { id: string; field: unknown; msg: string }[] = [];
    let done = 0;
    for (const id of ids) {
      try {
        await write.run(productOps.audit, { id, shelfStatus: target, ...(remark.trim() ? { auditRemark: remark.trim() } : {}) });
        done++;
      } catch (e) {
        failed.push({ id, field: (e as { data?: { field?: unknown } | null } | null)?.data?.field, msg: errorText(e, t('common.unknownError')) });
      }
    }
    return { done, failed };
  };

  const title = t('route.batchAudit');
  return (
    <section className={className ? `sca-page sca-resource-page ${className}` : 'sca-page sca-resource-page'} aria-labelledby="sc-flash-batch-title" style={{ margin: 16, padding: '16px 20px', background: cssVar.bg }}>
      <h1 id="sc-flash-batch-title" style={{ margin: '0 0 16px', fontSize: 18, fontWeight: 500 }}>{title}</h1>
      {!mayReview ? <EmptyState title={t('flash.noApprovalKey')} icon="info" /> : (
        <>
          {own.length ? <p role="note" style={{ margin: '0 0 8px', color: cssVar.textSecondary }}>{t('flash.ownSkipped', { count: own.length })}</p> : null}
          {problem && problem.field !== 'remark' ? <p role="alert" style={{ color: cssVar.dangerInk, margin: '0 0 8px' }}>{problem.msg}</p> : null}
          <div style={{ display: 'flex', gap: 12, alignItems: 'flex-end', flexWrap: 'wrap', marginBottom: 12 }}>
            <div style={{ width: 360 }}>
              <FormField label={t('flash.remark')} hint={t('flash.remarkHint')} error={problem?.field === 'remark' ? problem.msg : undefined}>
                <Textarea rows={2} maxLength={200} value={remark} onChange={(e) => { setRemark(e.target.value); if (problem?.field === 'remark') setProblem(null); }} />
              </FormField>
            </div>
            <Button variant="primary" loading={write.pending} onClick={() => run('onShelf')}>{t('flash.approve')}</Button>
            <Button variant="danger" loading={write.pending} onClick={() => run('rejected')}>{t('flash.reject')}</Button>
            <span role="status" style={{ color: cssVar.textSecondary, fontSize: 13 }}>{t('flash.selectedCount', { count: picked.length })}</span>
          </div>
          <ResourceTable
            resource={product} rows={rows} fields={fields} label={t('flash.pendingList')} selected={selected} onSelectedChange={setSelected}
            busy={list.isFetching} height={420}
            empty={list.isPending ? <EmptyState title={t('common.loading')} /> : <EmptyState title={list.error ? errorText(list.error, '') : t('flash.noPending')} />}
          />
        </>
      )}
      <PageNotices />
    </section>
  );
}
