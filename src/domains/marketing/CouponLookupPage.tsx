import { styled } from 'styled-components';
import { coupon } from '../../contract/services/marketing';
import { f, t as text } from '../../contract/dsl';
import { useEnsurePermissions, useLocale, type FieldEntry } from '../../core';
import { FieldValue, OperationForm, PageNotices, useViewT, type Row } from '../../resource';
import { cssVar } from '../../ui';
import { marketingActions } from './actions';
import { marketingMessages } from './messages';

/**
 * What a mountable marketing page takes.
 * @example
 * <CouponLookupPage title="route.couponInfo" className="partner-coupons" />
 */
export interface MarketingPageProps {
  /** i18n key or text of the heading (the console passes the route's title). */
  title?: string;
  /** Added to the page's root (which always carries `sca-page`). */
  className?: string;
}

const Page = styled.section`
  margin: 16px; padding: 16px 20px; background: ${cssVar.bg}; border-radius: ${cssVar.radius}; color: ${cssVar.text};
  h1 { margin: 0 0 16px; font-size: 18px; font-weight: 500; }
`;
const Card = styled.dl`
  display: grid; grid-template-columns: max-content 1fr; gap: 8px 24px; margin: 8px 0 0; max-width: 640px;
  dt { color: ${cssVar.textSecondary}; }
  dd { margin: 0; overflow-wrap: anywhere; }
  dd.strong { font-size: 18px; font-weight: 600; }
`;

// The call takes the coupon's number in its path: one input, checked before it is sent.
const INPUTS: readonly FieldEntry[] = [
  ['id', f.integer(text('优惠券编号', 'Coupon number', 'Número del cupón'), { required: true, min: 1, max: 2147483647 })],
];
const SHOWN = ['name', 'type', 'amount', 'minSpend', 'total', 'startDate', 'endDate', 'status', 'createTime'] as const;

/**
 * 优惠券查询: one coupon by its number (getCouponInfo): name, kind, value, minimum spend, quantity,
 * validity, status and creation time, each labelled. A number that is no coupon keeps what was
 * typed and shows the server's message.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><CouponLookupPage /></AdminProvider>
 */
export function CouponLookupPage({ title, className }: MarketingPageProps) {
  const t = useViewT(marketingMessages);
  const locale = useLocale();
  useEnsurePermissions();
  const heading = t(title ?? 'route.couponInfo');
  return (
    <Page className={className ? `sca-page ${className}` : 'sca-page'} aria-labelledby="sc-coupon-info">
      <h1 className="sca-page-title" id="sc-coupon-info">{heading}</h1>
      <OperationForm<Row> resource={coupon} operation={marketingActions.couponInfo} fields={INPUTS} title={t('marketing.lookup')} submitLabel={t('resource.search')}>
        {(row) => (
          <section aria-label={t('marketing.result', { name: String(row.name ?? row.id ?? '') })}>
            <h2 style={{ fontSize: 16, margin: '0 0 8px' }}>{String(row.name ?? '')}</h2>
            <Card>
              <dt>{t('marketing.number')}</dt><dd>{String(row.id ?? '')}</dd>
              {SHOWN.map((name) => {
                const fd = coupon.fields[name]!;
                return [
                  <dt key={`${name}-l`}>{fd.label[locale]}</dt>,
                  <dd key={`${name}-v`} className={name === 'amount' ? 'strong' : undefined}>
                    {row[name] === null || row[name] === undefined || row[name] === '' ? '—' : <FieldValue field={fd} value={row[name]} />}
                  </dd>,
                ];
              })}
            </Card>
          </section>
        )}
      </OperationForm>
      <PageNotices />
    </Page>
  );
}
