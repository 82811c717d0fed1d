/**
 * The cloud shop's rules beyond the generic transitions: a listing is rejected only with a reason,
 * an order goes only to an enabled courier of the order's own project, and an order is cancelled
 * only with a reason (kept on the order); a refund never passes what was paid.
 */
import { REFUNDABLE_ORDER_STATES } from '../../../src/contract/services/flashdeliver';
import { fenToAmount } from '../../../src/utils/amountFen';
import { tableName } from '../db/migrate';
import { decimalToFen } from '../db/decimal';
import { insertRow } from '../db/store';
import { transition } from '../handlers/transition';
import { ApiFail, CODE, type Handler } from '../types';
import { lockRow, needRow, operatorName, publicRow } from './support';

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

/**
 * POST /flashdeliver/web/order/refundOrder (our addition): gives back part or all of what was paid.
 * The order is locked, so two refunds at once cannot together pass what was paid; the refund is a
 * line of flashdeliver.orderRefund in whole fen with the operator and the time. Approvers only
 * (approve:refund): the customer asked in the shop, the approver decides and pays.
 */
const refundOrder: Handler = async (ctx) => {
  const db = ctx.server.db;
  const order = await lockRow(ctx, db, 'flashdeliver.order', ctx.input.id);
  if (!REFUNDABLE_ORDER_STATES.has(String(order.status))) throw new ApiFail(CODE.conflict, '只有已支付的订单可以退款');
  const reason = text(ctx.input.refundReason);
  if (!reason) throw new ApiFail(CODE.badRequest, '请填写退款原因', 'refundReason');
  const fen = decimalToFen(ctx.input.refundAmount);
  if (fen === null || fen <= 0n) throw new ApiFail(CODE.badRequest, '退款金额必须大于0', 'refundAmount');
  const paid = order.paidAmount !== null && order.paidAmount !== undefined ? BigInt(String(order.paidAmount)) : (decimalToFen(order.amount) ?? 0n);
  const refunds = ctx.idx.resource('flashdeliver.orderRefund');
  const [done] = await db.query(
    `select coalesce(sum("amount"), 0)::text as "fen" from ${tableName(refunds)} where "orderId" = $1 and "_deleted" = false`, [order.id]);
  const left = paid - BigInt(String(done?.fen ?? '0'));
  if (fen > left) throw new ApiFail(CODE.badRequest, `退款金额不能超过可退金额 ${fenToAmount(left > 0n ? left : 0n)} 元`, 'refundAmount');
  const line = await insertRow(db, refunds, { orderId: order.id, amount: Number(fen), reason: reason.slice(0, 200), operatorName: operatorName(ctx) }, ctx.server.now());
  return { refund: publicRow(line), refundable: fenToAmount(left - fen) };
};

export const flashdeliverActions: Record<string, Handler> = {
  'flashdeliver.product.rackProductAudit': rackProductAudit,
  'flashdeliver.order.carrierOrder': carrierOrder,
  'flashdeliver.order.cancelOrder': cancelOrder,
  'flashdeliver.order.refundOrder': refundOrder,
};
