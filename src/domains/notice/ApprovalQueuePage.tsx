import { useRef, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ResourceDef } from '../../contract/types';
import { ResourcePage, useViewT, type ResourcePageOfProps } from '../../resource';
import { cssVar, defineSheet, SheetStyle } from '../../ui';
import { noticeMessages } from './messages';

/**
 * The three queues of a message that needs approval, by its `auditStatus`.
 * @example
 * APPROVAL_TABS.map((tab) => t(`notice.tab.${tab}`)) // 待审核, 已通过, 已驳回
 */
export const APPROVAL_TABS = ['pending', 'approved', 'rejected'] as const;
/**
 * @example
 * const tab: ApprovalTab = 'pending';
 */
export type ApprovalTab = (typeof APPROVAL_TABS)[number];

/**
 * The URL parameter that holds the open queue: a reload, the back button or a shared link keep it.
 * @example
 * navigate(`/noticeCenter/notice?${APPROVAL_TAB_PARAM}=rejected`)
 */
export const APPROVAL_TAB_PARAM = 'audit';

const tabSheet = defineSheet('notice-approval-tabs', `
.sca-approval-tabs { display: flex; gap: 4px; border-bottom: 1px solid ${cssVar.border}; margin: 0 0 12px; }
.sca-approval-tabs [role="tab"] { appearance: none; border: 0; background: none; padding: 8px 16px; font: inherit; color: ${cssVar.textSecondary};
  cursor: pointer; border-bottom: 2px solid transparent; margin-bottom: -1px; }
.sca-approval-tabs [role="tab"][aria-selected="true"] { color: ${cssVar.primaryInk}; border-bottom-color: ${cssVar.primary}; font-weight: 500; }
.sca-approval-tabs [role="tab"]:focus-visible { outline: 2px solid ${cssVar.primary}; outline-offset: -2px; }
`);

/**
 * What an approval queue page takes: any resource page prop, and the columns of each queue (the
 * decided ones add the remark and the decision time).
 * @example
 * <ApprovalQueuePage resource={mobileMessage} columns={{ pending: ['title', 'requesterName', 'createTime'] }} />
 */
export interface ApprovalQueuePageProps extends ResourcePageOfProps {
  resource: ResourceDef;
  /** Columns per queue (default: the contract's list columns, with 审核意见 on decided queues). */
  queueColumns?: Partial<Record<ApprovalTab, readonly string[]>>;
}

/**
 * The one pattern of every message that needs two people (announcements, SMS, e-mail, template
 * messages): tabs 待审核 / 已通过 / 已驳回 over the list, each a filter on `auditStatus` kept in the
 * URL; a pending row offers 发布审核 (通过 or 驳回 with a note, the note required to reject) to
 * approvers other than its author, who sees no such button (the server refuses it too). Writing a
 * message puts it in 待审核; editing a decided one sends it back there.
 * @example
 * <ApprovalQueuePage resource={appNotice} title="route.notice" />
 */
export function ApprovalQueuePage({ resource, queueColumns, ...page }: ApprovalQueuePageProps) {
  const t = useViewT(noticeMessages);
  const [params, setParams] = useSearchParams();
  const raw = params.get(APPROVAL_TAB_PARAM);
  const tab: ApprovalTab = (APPROVAL_TABS as readonly string[]).includes(raw ?? '') ? raw as ApprovalTab : 'pending';
  // The list below remounts per queue (its columns and selection are the queue's), the tabs with
  // it: the tab chosen from the keyboard takes the focus back when it is drawn again.
  const focusNext = useRef<ApprovalTab | null>(null);
  const open = (next: ApprovalTab) => setParams((current) => {
    const out = new URLSearchParams(current);
    out.set(APPROVAL_TAB_PARAM, next);
    out.delete('page');
    return out;
  });
  const onKey = (e: KeyboardEvent, i: number) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    const to = e.key === 'Home' ? 0 : e.key === 'End' ? APPROVAL_TABS.length - 1 : step ? (i + step + APPROVAL_TABS.length) % APPROVAL_TABS.length : -1;
    if (to < 0) return;
    e.preventDefault();
    focusNext.current = APPROVAL_TABS[to]!;
    open(APPROVAL_TABS[to]!);
  };
  const listColumns = Object.entries(resource.fields).filter(([, f]) => !f.hiddenInList && !f.internal && !f.secret).map(([n]) => n);
  const decided = [...listColumns.filter((n) => n !== 'auditStatus'), 'auditRemark', 'auditTime'];
  const columns = queueColumns?.[tab] ?? (tab === 'pending' ? listColumns.filter((n) => n !== 'auditStatus') : decided);
  const panelId = `sc-approval-${resource.key.replace('.', '-')}`;
  const filters = Object.entries(resource.fields).filter(([n, f]) => f.filter && n !== 'auditStatus').map(([n]) => n);
  return (
    <ResourcePage
      key={tab} resource={resource} columns={columns} filters={filters} {...page}
      fixed={{ ...(page.fixed ?? {}), auditStatus: tab }}
    >
      <SheetStyle sheets={[tabSheet]} />
      <div className="sca-approval-tabs" role="tablist" aria-label={t('notice.queues')}>
        {APPROVAL_TABS.map((name, i) => (
          <button
            key={name} type="button"
            ref={(el) => { if (el && focusNext.current === name) { focusNext.current = null; el.focus(); } }} role="tab" id={`${panelId}-${name}`}
            aria-selected={tab === name} aria-controls={panelId} tabIndex={tab === name ? 0 : -1}
            onClick={() => open(name)} onKeyDown={(e) => onKey(e, i)}
          >
            {t(`notice.tab.${name}`)}
          </button>
        ))}
      </div>
      <span id={panelId} role="tabpanel" aria-labelledby={`${panelId}-${tab}`} className="sca-approval-panel">{t(`notice.tabHint.${tab}`)}</span>
    </ResourcePage>
  );
}
