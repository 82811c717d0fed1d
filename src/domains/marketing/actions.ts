/** The marketing domain's calls as data: the contract operations its pages run beyond the generic ones. */
import { coupon } from '../../contract/services/marketing';
import type { OperationDef } from '../../contract/types';

const op = (name: string) => coupon.operations.find((o) => o.name === name) as OperationDef;

/**
 * The calls the marketing pages run.
 * @example
 * marketingActions.couponInfo.path // '/coupon/coupon/getCouponInfo/{id}'
 */
export const marketingActions = { couponInfo: op('getCouponInfo'), issue: op('issueCoupon') } as const;
