import { useMemo, useState } from 'react';
import { commentBill, commentBillReply, commentTypeCategory } from '../../contract/services/comment';
import {
  callOperation, operationOf, resourceQueryKey, useCan, useLocale, useNotify, useResourceList, useResourceWrite, type ListState,
} from '../../core';
import { useAdminInternals } from '../../core/adminContext';
import { FieldValue, errorText, useViewT, type Row } from '../../resource';
import { Button, Drawer, EmptyState, FormField, LazyConfirmDialog, Select, Textarea, type SelectOption } from '../../ui';
import { communityMessages } from './messages';

/**
 * @example
 * <CommentBillDrawer row={bill} onClose={close} />
 */
export interface CommentBillDrawerProps {
  /** The bill (a row of comment.commentBill). */
  row: Row;
  onClose: () => void;
}

const REPLIES: ListState = { page: 1, size: 100, sort: { key: 'createTime', order: 'asc' }, filters: {} };
const SHOWN = ['typeId', 'orgId', 'userName', 'phone', 'createTime', 'content'] as const;
const assignOp = operationOf(commentBill, 'transition', 'assign')!;
const finishOp = operationOf(commentBill, 'transition', 'finish')!;
const replyOp = operationOf(commentBillReply, 'add')!;
const departmentsOp = operationOf(commentTypeCategory, 'select', 'departmentselect')!;

type Problem = { field: 'deptId' | 'content'; text: string } | null;

/**
 * Handling one complaint: what was reported, the handling department (from departmentselect),
 * the reply thread with a reply box, and the status buttons — 分派处理 (待处理/处理中 → 处理中),
 * 办结 (处理中/已回复 → 已办结, asked first). A refused call keeps what was typed and shows the
 * server's message under the field it concerns.
 * @example
 * <CommentBillDrawer row={bill} onClose={close} />
 */
export function CommentBillDrawer({ row, onClose }: CommentBillDrawerProps) {
  const t = useViewT(communityMessages);
  const locale = useLocale();
  const notify = useNotify();
  const may = useCan();
  const { api, queries } = useAdminInternals();
  const billId = String(row.id);
  const [status, setStatus] = useState(String(row.status ?? 'pending'));
  const [dept, setDept] = useState<SelectOption | null>(row.deptId ? { value: String(row.deptId), label: String(row.deptIdName ?? row.deptId) } : null);
  const [reply, setReply] = useState('');
  const [problem, setProblem] = useState<Problem>(null);
  const [confirming, setConfirming] = useState(false);
  const fixed = useMemo(() => ({ billId }), [billId]);
  const replies = useResourceList(commentBillReply, REPLIES, { fixed });
  const bills = useResourceWrite(commentBill);
  const replyWrite = useResourceWrite(commentBillReply);
  const mayHandle = may([commentBill.permission]);
  const closed = status === 'closed';
  const title = String(row.title ?? row.id);
  const loadDepartments = (q: string, signal: AbortSignal) =>
    callOperation<{ data: readonly SelectOption[] }>(api, departmentsOp, q ? { keyword: q } : {}, { signal })
      .then((env) => (env.data ?? []).map((o) => ({ value: String(o.value), label: String(o.label) })));

  const fail = (field: 'deptId' | 'content', e: unknown) => setProblem({ field, text: errorText(e, t('common.unknownError')) });
  const assign = async () => {
    if (!dept) { setProblem({ field: 'deptId', text: t('community.pickDepartment') }); return; }
    try {
      await bills.run(assignOp, { id: billId, deptId: dept.value });
      setStatus('processing'); setProblem(null);
      notify.success(t('community.assigned'));
    } catch (e) { fail('deptId', e); }
  };
  const send = async () => {
    try {
      await replyWrite.run(replyOp, { billId, content: reply });
      setReply(''); setProblem(null);
      if (status === 'pending' || status === 'processing') setStatus('replied');
      // The reply moved the bill: the list behind the drawer shows its new status.
      queries.invalidate(resourceQueryKey(commentBill.key));
      notify.success(t('community.replied'));
    } catch (e) { fail('content', e); }
  };
  const finish = async () => {
    try {
      await bills.run(finishOp, { id: billId });
      setStatus('closed'); setConfirming(false);
      notify.success(t('community.finished'));
    } catch (e) { setConfirming(false); notify.error(errorText(e, t('common.unknownError'))); }
  };

  const statusField = commentBill.fields.status!;
  const heading = t('community.handleTitle', { title });
  return (
    <Drawer open onClose={onClose} placement="right" size={640} title={heading} label={heading} closeLabel={t('resource.close')}>
      <div style={{ padding: '12px 20px', display: 'grid', gap: 16 }}>
        <section aria-label={t('community.bill')}>
          <p style={{ margin: '0 0 8px' }}><FieldValue field={statusField} value={status} /></p>
          <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '6px 12px', margin: 0 }}>
            {SHOWN.map((name) => (
              <div key={name} style={{ display: 'contents' }}>
                <dt style={{ color: 'var(--sc-text-secondary, #666)' }}>{commentBill.fields[name]!.label[locale]}</dt>
                <dd style={{ margin: 0, whiteSpace: 'pre-wrap' }}><FieldValue field={commentBill.fields[name]!} value={row[name]} revealPhone /></dd>
              </div>
            ))}
          </dl>
        </section>
        {mayHandle && !closed ? (
          <section aria-label={t('community.department')} style={{ display: 'flex', gap: 8, alignItems: 'flex-start' }}>
            <div style={{ flex: 1 }}>
              <FormField label={t('community.department')} required error={problem?.field === 'deptId' ? problem.text : undefined}>
                <Select value={dept} loadOptions={loadDepartments} placeholder={t('community.pickDepartment')}
                  onChange={(_, option) => { setDept(option); if (problem?.field === 'deptId') setProblem(null); }} />
              </FormField>
            </div>
            <Button style={{ marginTop: 26 }} loading={bills.pending} onClick={() => void assign()}>{t('community.assign')}</Button>
          </section>
        ) : null}
        <section aria-label={t('community.replies')}>
          <h2 style={{ fontSize: 15, margin: '0 0 8px' }}>{t('community.replies')}</h2>
          {replies.rows.length ? (
            <ol style={{ listStyle: 'none', padding: 0, margin: 0, display: 'grid', gap: 8 }}>
              {replies.rows.map((r) => (
                <li key={String(r.id)} style={{ padding: '8px 12px', borderRadius: 4, background: 'var(--sc-fill, #f5f7fa)' }}>
                  <div style={{ fontSize: 12, color: 'var(--sc-text-secondary, #666)' }}>{String(r.replier ?? '')} · {String(r.createTime ?? '')}</div>
                  <div style={{ whiteSpace: 'pre-wrap' }}>{String(r.content ?? '')}</div>
                </li>
              ))}
            </ol>
          ) : <EmptyState title={replies.isPending ? t('common.loading') : t('community.noReplies')} />}
          {mayHandle && !closed ? (
            <div style={{ marginTop: 12 }}>
              <FormField label={t('community.replyLabel')} required error={problem?.field === 'content' ? problem.text : undefined}>
                <Textarea value={reply} rows={3} maxLength={2000}
                  onChange={(e) => { setReply(e.target.value); if (problem?.field === 'content') setProblem(null); }} />
              </FormField>
              <div style={{ display: 'flex', gap: 8 }}>
                <Button variant="primary" loading={replyWrite.pending} onClick={() => void send()}>{t('community.sendReply')}</Button>
                {status === 'processing' || status === 'replied'
                  ? <Button onClick={() => setConfirming(true)}>{t('community.finish')}</Button> : null}
              </div>
            </div>
          ) : null}
        </section>
      </div>
      <LazyConfirmDialog
        open={confirming} title={t('community.finish')} message={t('community.finishQuestion', { title })}
        confirmText={t('community.finish')} cancelText={t('common.cancel')} closeLabel={t('resource.close')} confirming={bills.pending}
        onCancel={() => setConfirming(false)} onConfirm={() => void finish()}
      />
    </Drawer>
  );
}
