/** The marketing domain's calls as data: the coupon lookup runs this contract operation. */
import { coupon } from '../../contract/services/session';
import type { OperationDef } from '../../contract/types';

const couponInfo = coupon.operations.find((o) => o.name === 'getCouponInfo') as OperationDef;

/**
 * The calls the marketing pages run.
 * @example
 * marketingActions.couponInfo.path // '/coupon/coupon/getCouponInfo/{id}'
 */
export const marketingActions = { couponInfo } as const;
