/**
 * The marketing pages that are the generic resource page with the domain's choices: one export per
 * mountable page.
 */
import { useNavigate } from 'react-router-dom';
import { commission, couponReceipt, distributionRule } from '../../contract/services/marketing';
import { ResourcePage, resourcePageWith, useViewT, type ResourcePageOfProps, type Row } from '../../resource';
import { marketingMessages } from './messages';
import { MARKETING_PATHS } from './routes';

// Pages carry the domain's texts: mounted alone, they still head themselves with words.
const resourcePageOf = resourcePageWith(marketingMessages);

/**
 * 领取记录: who received which coupon, when and how (后台发放 / 用户领取), until when, and its
 * state; an unused one is 核销 on an order (number and amount; the threshold must be met), which
 * records what it took off. Records are never edited or deleted.
 * @example <CouponReceiptsPage />
 */
export const CouponReceiptsPage = resourcePageOf(couponReceipt, {
  title: 'route.receive',
  columns: ['receiveTime', 'couponId', 'userId', 'orgId', 'channel', 'expireDate', 'status', 'orderNo', 'discountAmount', 'useTime'],
});

/**
 * 分销佣金: one line per referred order and level (一级 / 二级): distributor, order, rate and
 * commission; read-only, as written when the order was paid.
 * @example <CommissionsPage />
 */
export const CommissionsPage = resourcePageOf(commission, {
  title: 'route.commission', readOnly: true,
  columns: ['createTime', 'orgId', 'ruleId', 'distributorId', 'level', 'orderNo', 'orderAmount', 'rate', 'commission'],
});

/**
 * What the distribution rules page takes: any ResourcePage prop, plus where the commission lines are.
 * @example
 * <DistributionRulesPage commissionsPath="/promo/commissions" />
 */
export type DistributionRulesPageProps = ResourcePageOfProps & { commissionsPath?: string };

/**
 * 分销管理: each project's distribution rules — one or two levels, their commission rates as
 * decimal percentages of the order, validity and 启用 / 停用; 佣金明细 opens the lines a rule produced.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><DistributionRulesPage /></AdminProvider>
 */
export function DistributionRulesPage({ commissionsPath = MARKETING_PATHS.commission, rowLinks = [], ...props }: DistributionRulesPageProps) {
  const t = useViewT(marketingMessages);
  const navigate = useNavigate();
  return (
    <ResourcePage
      resource={distributionRule} title="route.distribution"
      columns={['name', 'orgId', 'levels', 'level1Rate', 'level2Rate', 'startDate', 'endDate', 'status']}
      rowLinks={[
        { label: t('marketing.commissions'), lead: true, onClick: (row: Row) => navigate(`${commissionsPath}?f.ruleId=${encodeURIComponent(String(row.id))}`) },
        ...rowLinks,
      ]}
      {...props}
    />
  );
}
