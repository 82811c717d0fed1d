import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { coupon } from '../../contract/services/marketing';
import { useCan } from '../../core';
import { ResourcePage, useViewT, type ResourcePageOfProps, type Row } from '../../resource';
import { IssueCouponDialog } from './IssueCouponDialog';
import { marketingActions } from './actions';
import { marketingMessages } from './messages';
import { MARKETING_PATHS } from './routes';

/**
 * What the coupon list takes: any ResourcePage prop, plus where a batch's receipts are listed.
 * @example
 * <CouponsPage receiptsPath="/promo/receipts" />
 */
export type CouponsPageProps = ResourcePageOfProps & { receiptsPath?: string };

/**
 * 优惠券: each project's coupon batches with type, value or discount, threshold, validity, total
 * and remaining stock, per-user limit and status. A draft is edited, deleted or 发布 (its stock
 * opens); a published batch is 发放 to users (one coupon each, from its stock) or 停用; 领取记录
 * lists who received it.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><CouponsPage /></AdminProvider>
 */
export function CouponsPage({ receiptsPath = MARKETING_PATHS.receive, rowLinks = [], ...props }: CouponsPageProps) {
  const t = useViewT(marketingMessages);
  const navigate = useNavigate();
  const may = useCan();
  const [issuing, setIssuing] = useState<Row | null>(null);
  const canIssue = may([marketingActions.issue.permission ?? coupon.permission]);
  return (
    <>
      <ResourcePage
        resource={coupon} title="route.coupon"
        columns={['name', 'orgId', 'type', 'amount', 'discount', 'minSpend', 'startDate', 'endDate', 'total', 'remaining', 'perUserLimit', 'status']}
        rowLinks={[
          { label: t('marketing.issue'), lead: true, shown: (row: Row) => canIssue && row.status === 'published', onClick: setIssuing },
          { label: t('marketing.receipts'), shown: (row: Row) => row.status !== 'draft', onClick: (row: Row) => navigate(`${receiptsPath}?f.couponId=${encodeURIComponent(String(row.id))}`) },
          ...rowLinks,
        ]}
        {...props}
      />
      {issuing ? <IssueCouponDialog batch={issuing} onClose={() => setIssuing(null)} /> : null}
    </>
  );
}
