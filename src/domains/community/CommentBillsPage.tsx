import { Suspense, useState } from 'react';
import { commentBill } from '../../contract/services/comment';
import { ResourcePage, useViewT, type ResourcePageOfProps, type Row } from '../../resource';
import { lazyNamed } from '../../ui';
import { communityMessages } from './messages';

// The handling drawer loads when first opened: the list paints without it.
const CommentBillDrawer = lazyNamed(() => import('./CommentBillDrawer'), 'CommentBillDrawer');

/**
 * 投诉建议单: complaints and suggestions filtered by title, type, project, department and status;
 * 处理 opens the bill with its reply thread, the department it is assigned to and the status
 * buttons (分派处理, 办结), which are also on each row.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><CommentBillsPage /></AdminProvider>
 */
export function CommentBillsPage({ rowLinks, children, ...props }: ResourcePageOfProps) {
  const t = useViewT(communityMessages);
  const [open, setOpen] = useState<Row | null>(null);
  return (
    <ResourcePage
      resource={commentBill} title="route.commentBill" dateRules={{ createTime: { maxDays: 366, noFuture: true } }}
      rowLinks={[{ label: t('community.handle'), lead: true, onClick: setOpen }, ...(rowLinks ?? [])]}
      {...props}
    >
      {children}
      <Suspense fallback={null}>
        {open ? <CommentBillDrawer key={String(open.id)} row={open} onClose={() => setOpen(null)} /> : null}
      </Suspense>
    </ResourcePage>
  );
}
