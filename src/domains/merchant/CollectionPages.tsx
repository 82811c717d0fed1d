/**
 * Collections at the tills: 收款订单 (every collection) and 退款管理 (the paid ones, to refund),
 * both with the refund behind the money confirmation instead of the generic status dialog.
 */
import { Suspense, useState } from 'react';
import { collection } from '../../contract/services/collection';
import type { ResourceDef } from '../../contract/types';
import { useCan } from '../../core';
import { ResourcePage, useViewT, type Row } from '../../resource';
import { lazyNamed } from '../../ui';
import { merchantActions } from './actions';
import { merchantMessages } from './messages';
import type { MerchantPageProps } from './MerchantInfoPage';

const RefundDialog = lazyNamed(() => import('./RefundDialog'), 'RefundDialog');

// The same resource without its refund transition: the page offers the refund as a row link that
// confirms the amount in capitals (RefundDialog), never through the generic status dialog.
const collections: ResourceDef = { ...collection, operations: collection.operations.filter((o) => o.name !== merchantActions.refund.name) };

function Collections({ title, paidOnly, rowLinks, ...props }: MerchantPageProps & { paidOnly?: boolean }) {
  const t = useViewT(merchantMessages);
  const may = useCan();
  const [refund, setRefund] = useState<Row | null>(null);
  const mayRefund = may([merchantActions.refund.permission ?? collection.permission]);
  return (
    <ResourcePage
      resource={collections} title={title ?? 'route.collectionOrder'}
      {...(paidOnly ? { fixed: { status: 'paid' }, filters: ['orderNo', 'merchantId', 'orgId', 'payerName', 'payType', 'createTime'] } : {})}
      rowLinks={[
        ...(mayRefund ? [{ label: t('merchant.refund'), lead: true, shown: (row: Row) => row.status === 'paid', onClick: setRefund }] : []),
        ...(rowLinks ?? []),
      ]}
      {...props}
    >
      <Suspense fallback={null}>
        {refund ? <RefundDialog key={String(refund.id)} row={refund} onClose={() => setRefund(null)} /> : null}
      </Suspense>
    </ResourcePage>
  );
}

/**
 * 收款订单 (and 商户收款 under 组织机构): every collection by number, merchant, project, device,
 * payer, payment method, status and time, with export; **退款** on a paid one for refund approvers.
 * @example
 * <CollectionOrdersPage />
 */
export function CollectionOrdersPage(props: MerchantPageProps) {
  return <Collections {...props} />;
}

/**
 * 退款管理: the collections still paid, to refund one after confirming its amount in Chinese
 * capitals (refund approvers only: the `approve:refund` key).
 * @example
 * <RefundPage />
 */
export function RefundPage(props: MerchantPageProps) {
  return <Collections title="route.merchantRefund" paidOnly {...props} />;
}
