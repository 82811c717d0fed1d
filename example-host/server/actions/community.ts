/**
 * The community services' handlers that know more than the contract: a complaint reply is
 * written by the operator and moves its bill to 已回复 (never on a closed bill), and a lost item
 * is handed over only to a claimant whose ID number is well formed (our addition: 失物招领).
 */
import { tableName } from '../db/migrate';
import { insertRow, rowOut } from '../db/store';
import { transition } from '../handlers/transition';
import { ApiFail, CODE, type Handler } from '../types';
import { lockRow, operatorName } from './support';

const ID_WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const ID_CHECK = '10X98765432';

/**
 * A mainland resident ID number (GB 11643): 17 digits, a check character, and a real birth date.
 * @example
 * isResidentIdNo('11010519491231002X') // true
 */
export function isResidentIdNo(v: string): boolean {
  if (!/^\d{17}[\dX]$/i.test(v)) return false;
  const y = Number(v.slice(6, 10)); const m = Number(v.slice(10, 12)); const d = Number(v.slice(12, 14));
  const born = new Date(Date.UTC(y, m - 1, d));
  if (y < 1900 || born.getUTCMonth() !== m - 1 || born.getUTCDate() !== d) return false;
  const sum = ID_WEIGHTS.reduce((s, w, i) => s + w * Number(v[i]), 0);
  return ID_CHECK[sum % 11] === v[17]!.toUpperCase();
}

/** Adds a reply to an open bill: the replier is whoever is signed in; a pending or in-progress bill becomes 已回复. */
const addReply: Handler = async (ctx) => ctx.server.db.transaction(async (db) => {
  const content = String(ctx.input.content ?? '').trim();
  if (!content) throw new ApiFail(CODE.badRequest, '回复内容不能为空', 'content');
  // Locked, so a reply and a 办结 racing on one bill cannot both pass the check.
  const bill = await lockRow(ctx, db, 'comment.commentBill', ctx.input.billId);
  if (bill.status === 'closed') throw new ApiFail(CODE.conflict, '该投诉建议已办结，不能再回复', 'content');
  const replies = ctx.idx.resource('comment.commentBillReply');
  const row = await insertRow(db, replies, { billId: bill.id, content, replier: operatorName(ctx) }, ctx.server.now());
  const bills = ctx.idx.resource('comment.commentBill');
  await db.query(`update ${tableName(bills)} set "status" = 'replied' where "id" = $1 and "status" in ('pending', 'processing')`, [bill.id]);
  return rowOut(replies, row);
});

/** 登记认领: the generic transition, once the claimant's ID number is checked. */
const claim: Handler = async (ctx) => {
  const idNo = String(ctx.input.claimantIdNo ?? '').trim().toUpperCase();
  if (!isResidentIdNo(idNo)) throw new ApiFail(CODE.badRequest, '认领人身份证号不正确', 'claimantIdNo');
  return transition({ ...ctx, input: { ...ctx.input, claimantIdNo: idNo } });
};

/** Handlers by `service.resource.call`. */
export const communityActions: Record<string, Handler> = {
  'comment.commentBillReply.add': addReply,
  'lostfound.lostItem.claim': claim,
};
