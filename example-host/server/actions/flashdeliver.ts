/**
 * The cloud shop's rules beyond the generic transitions: a listing is rejected only with a reason,
 * an order goes only to an enabled courier of the order's own project, and an order is cancelled
 * only with a reason (kept on the order).
 */
import { transition } from '../handlers/transition';
import { ApiFail, CODE, type Handler } from '../types';
import { needRow } from './support';

const text = (v: unknown): string => (v === undefined || v === null ? '' : String(v).trim());

/** POST /flashdeliver/web/product/rackProductAudit: 驳回 needs an audit remark; 审核通过 may carry one. */
const rackProductAudit: Handler = async (ctx) => {
  if (text(ctx.input.shelfStatus) === 'rejected' && !text(ctx.input.auditRemark)) {
    throw new ApiFail(CODE.badRequest, '驳回时请填写审核意见', 'auditRemark');
  }
  return transition(ctx);
};

/**
 * POST /flashdeliver/web/order/carrierOrder: the courier must be enabled and belong to the order's
 * project (a courier of another project cannot reach the address); then the generic paid ->
 * delivering move records the courier.
 */
const carrierOrder: Handler = async (ctx) => {
  if (!text(ctx.input.deliveryStaffId)) throw new ApiFail(CODE.badRequest, '请选择配送员', 'deliveryStaffId');
  const order = await needRow(ctx, ctx.server.db, 'flashdeliver.order', ctx.input.id);
  // An unknown courier is a bad reference in the request (400 on its field), as the generic check says.
  const staff = await needRow(ctx, ctx.server.db, 'flashdeliver.deliveryStaff', ctx.input.deliveryStaffId).catch((e: unknown) => {
    throw e instanceof ApiFail && e.code === CODE.notFound ? new ApiFail(CODE.badRequest, '配送员不存在', 'deliveryStaffId') : e;
  });
  if (Number(staff.status) !== 1) throw new ApiFail(CODE.badRequest, `配送员${String(staff.name)}已停用，不能接单`, 'deliveryStaffId');
  if (String(staff.orgId) !== String(order.orgId)) {
    throw new ApiFail(CODE.badRequest, `配送员${String(staff.name)}不属于该订单的项目`, 'deliveryStaffId');
  }
  return transition(ctx);
};

/** POST /flashdeliver/web/order/cancelOrder: the reason is required and stored on the order. */
const cancelOrder: Handler = async (ctx) => {
  const reason = text(ctx.input.cancelReason);
  if (!reason) throw new ApiFail(CODE.badRequest, '请填写取消原因', 'cancelReason');
  return transition({ ...ctx, input: { ...ctx.input, cancelReason: reason } });
};

export const flashdeliverActions: Record<string, Handler> = {
  'flashdeliver.product.rackProductAudit': rackProductAudit,
  'flashdeliver.order.carrierOrder': carrierOrder,
  'flashdeliver.order.cancelOrder': cancelOrder,
};
