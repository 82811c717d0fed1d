/**
 * Project dictionary items (`basesetting.dictionaryOrgItem`): a project's own value of one item
 * of a dictionary group. The item must belong to the group the row names, and the row carries
 * the item's name (copied here, so a list shows it without a join and a client cannot make it
 * disagree with the item).
 */
import { findById, rowOut, updateRow } from '../db/store';
import { add, update } from '../handlers/crud';
import { ApiFail, CODE, type Handler, type Row } from '../types';

const withItem = (inner: Handler, kind: 'add' | 'update'): Handler => async (ctx) => {
  const { db } = ctx.server;
  const stored = kind === 'update' ? await findById(db, ctx.rows, Number(ctx.input.id)) : null;
  const itemId = ctx.input.itemId ?? stored?.itemId;
  const groupCode = String(ctx.input.groupCode ?? stored?.groupCode ?? '');
  const item = itemId === undefined || itemId === null || itemId === '' ? null
    : await findById(db, ctx.idx.resource('basesetting.dictionaryItem'), Number(itemId));
  if (!item) throw new ApiFail(CODE.badRequest, '请选择字典项', 'itemId');
  if (item.groupCode !== groupCode) throw new ApiFail(CODE.badRequest, `字典项“${String(item.name)}”不属于字典组 ${groupCode}`, 'itemId');
  const out = await inner(ctx) as Row;
  const row = await updateRow(db, ctx.rows, Number(out.id), { name: item.name });
  return rowOut(ctx.rows, row!);
};

export const dictionaryActions: Record<string, Handler> = {
  'basesetting.dictionaryOrgItem.add': withItem(add, 'add'),
  'basesetting.dictionaryOrgItem.update': withItem(update, 'update'),
};
