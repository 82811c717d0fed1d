/**
 * Our addition: the base URL of each embedded-page service kind (000 section 2), kept in the
 * `common.embedService` table, one live row per kind. The server is the one judge of what a base
 * may be: an absolute http(s) URL without credentials, so a `javascript:` or `data:` base can
 * never reach an iframe, whatever a client sends.
 */
import { EMBED_SERVICE_KINDS } from '../../../src/contract/services/common';
import { formatDateTime, insertRow, listRows, updateRow } from '../db/store';
import { ApiFail, CODE, type Handler } from '../types';
import { operatorName, publicRow } from './support';

const KINDS: readonly string[] = EMBED_SERVICE_KINDS.map((k) => String(k.value));

/** The message of a refused base (the field's own words, shown on the field). */
export const BASE_URL_REFUSED = '服务基础地址只接受以 http:// 或 https:// 开头的完整地址';

/**
 * The normalised base URL, or an ApiFail naming the field: absolute http(s), a host, no user or
 * password in it (it would travel to every embedded page's log), no fragment.
 */
export function checkBaseUrl(raw: unknown): string {
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (!text) throw new ApiFail(CODE.badRequest, '请输入服务基础地址', 'baseUrl');
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ApiFail(CODE.badRequest, BASE_URL_REFUSED, 'baseUrl');
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname || !/^https?:\/\//i.test(text)) {
    throw new ApiFail(CODE.badRequest, BASE_URL_REFUSED, 'baseUrl');
  }
  if (url.username || url.password) throw new ApiFail(CODE.badRequest, '服务基础地址不能包含用户名或密码', 'baseUrl');
  if (url.hash) throw new ApiFail(CODE.badRequest, '服务基础地址不能包含 # 片段', 'baseUrl');
  return url.toString();
}

/** POST /common/web/embedService/save: sets (or replaces) the base URL of one service kind. */
const save: Handler = async (ctx) => ctx.server.db.transaction(async (db) => {
  const service = String(ctx.input.service ?? '');
  if (!KINDS.includes(service)) throw new ApiFail(CODE.badRequest, `服务类型无效，可选：${KINDS.join('、')}`, 'service');
  const baseUrl = checkBaseUrl(ctx.input.baseUrl);
  const r = ctx.idx.resource('common.embedService');
  const values = {
    baseUrl, remark: typeof ctx.input.remark === 'string' && ctx.input.remark.trim() ? ctx.input.remark.trim() : null,
    updateTime: formatDateTime(ctx.server.now()), operatorName: operatorName(ctx),
  };
  const { rows } = await listRows(db, r, { where: { service } });
  const current = rows[0];
  // Two administrators saving the same kind at once: the partial unique index on `service`
  // refuses the second insert (409), so there is never a second live row.
  const row = current ? await updateRow(db, r, Number(current.id), values) : await insertRow(db, r, { service, ...values }, ctx.server.now());
  return publicRow(row!);
});

export const embedServiceActions: Record<string, Handler> = {
  'common.embedService.save': save,
};
