/** /marketingCenter: coupons, distribution and claim records, all embedded from the marketing service. */
import { embed, group, page } from './entry';

export const marketingCenterRoutes = group('/marketingCenter', 'marketingCenter', ['marketingCenter'], [
  page('/marketingCenter/coupon', 'coupon', embed('marketing', '/coupon/list')),
  page('/marketingCenter/distribution', 'distribution', embed('marketing', '/distribution/list')),
  page('/marketingCenter/receive', 'receive', embed('marketing', '/coupon/receive')),
], { icon: 'megaphone' });
