/**
 * The base-settings additions (basesettingAdditions.ts in the contract): one mini-program feature
 * per project, a prompt sound that is a sound, and the interfaces' rules — http(s) base URL with a
 * host and no credentials in it, write-only key and secret (`credentialSet` says whether one is
 * stored), and 连通性检测: the server reaches the stored URL itself, nothing from the request.
 */
import { findById, findOne, formatDateTime, rowOut, updateRow } from '../db/store';
import { add, update } from '../handlers/crud';
import { ApiFail, CODE, outsideTransaction, type Handler, type OpContext, type Row } from '../types';

/** The stored row of an update (404 handled by `update` itself), or null on add. */
const storedOf = async (ctx: OpContext, kind: 'add' | 'update'): Promise<Row | null> =>
  kind === 'update' ? findById(ctx.server.db, ctx.rows, Number(ctx.input.id)) : null;

const merged = (ctx: OpContext, stored: Row | null, k: string): unknown => (ctx.input[k] !== undefined ? ctx.input[k] : stored?.[k]);

/** A project shows each mini-program feature once: a second row of the same key is refused on `featureKey`. */
const oneFeaturePerProject = (inner: Handler, kind: 'add' | 'update'): Handler => async (ctx) => {
  const stored = await storedOf(ctx, kind);
  const orgId = merged(ctx, stored, 'orgId');
  const featureKey = merged(ctx, stored, 'featureKey');
  if (orgId != null && featureKey != null) {
    const other = await findOne(ctx.server.db, ctx.rows, { orgId: Number(orgId), featureKey: String(featureKey) }, stored ? Number(stored.id) : undefined);
    if (other) throw new ApiFail(CODE.conflict, `该项目已配置“${String(other.label)}”功能，请直接编辑`, 'featureKey');
  }
  return inner(ctx);
};

/** `/…/common/file/geturl/{id}` of one of our uploads. */
const OWN_FILE = /\/common\/file\/geturl\/(\d+)(?:\?|$)/;

/** A prompt sound must be a sound: an upload of ours must be of an audio type; a link elsewhere must end in a sound's extension. */
const soundOnly = (inner: Handler): Handler => async (ctx) => {
  const url = ctx.input.audioUrl;
  if (typeof url === 'string' && url !== '') {
    const own = OWN_FILE.exec(url);
    if (own) {
      const file = await findById(ctx.server.db, ctx.idx.resource('common.file'), Number(own[1]));
      if (!file) throw new ApiFail(CODE.badRequest, '音频文件不存在，请重新上传', 'audioUrl');
      if (!String(file.contentType ?? '').startsWith('audio/')) throw new ApiFail(CODE.badRequest, '所选文件不是音频，请上传 mp3、wav、ogg、m4a 或 aac 文件', 'audioUrl');
    } else if (!/\.(mp3|wav|ogg|m4a|aac)(\?.*)?$/i.test(url)) {
      throw new ApiFail(CODE.badRequest, '音频地址应指向 mp3、wav、ogg、m4a 或 aac 文件', 'audioUrl');
    }
  }
  return inner(ctx);
};

/** The base URL of an interface: http or https, a host, no user or password inside it. */
function checkBaseUrl(value: unknown): void {
  if (value === undefined) return;
  const text = String(value ?? '').trim();
  let url: URL | null;
  try { url = new URL(text); } catch { url = null; }
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) {
    throw new ApiFail(CODE.badRequest, '接口地址必须是以 http:// 或 https:// 开头的完整地址', 'baseUrl');
  }
  if (url.username || url.password) throw new ApiFail(CODE.badRequest, '接口地址中不能包含用户名或密码，请填写在访问密钥中', 'baseUrl');
}

const filled = (v: unknown) => v !== undefined && v !== null && String(v) !== '';

/** Add and update of an interface: the URL rule, then `credentialSet` from what is stored afterwards (a blank secret on update keeps the old one). */
const interfaceWrite = (inner: Handler): Handler => async (ctx) => {
  checkBaseUrl(ctx.input.baseUrl);
  const out = await inner(ctx) as Row;
  const row = await findById(ctx.server.db, ctx.rows, Number(out.id));
  const credentialSet = row && (filled(row.appKey) || filled(row.appSecret)) ? 1 : 0;
  return rowOut(ctx.rows, (await updateRow(ctx.server.db, ctx.rows, Number(out.id), { credentialSet }))!);
};

/** How long 连通性检测 waits for the interface's host. */
export const INTERFACE_CHECK_TIMEOUT_MS = 5000;

interface Probe { readonly result: 'ok' | 'failed' | 'timeout'; readonly message: string }

/**
 * One GET of the stored base URL: any HTTP answer means the host is reachable (the status is
 * recorded); redirects are not followed (they could lead elsewhere); no key or secret is sent.
 */
async function probe(baseUrl: string, started: number): Promise<Probe> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), INTERFACE_CHECK_TIMEOUT_MS);
  try {
    const res = await fetch(baseUrl, { method: 'GET', redirect: 'manual', signal: controller.signal, headers: { Accept: '*/*' } });
    await res.body?.cancel().catch(() => undefined);
    return { result: 'ok', message: `HTTP ${res.status}，耗时 ${Date.now() - started} ms` };
  } catch (e) {
    if (controller.signal.aborted) return { result: 'timeout', message: `${INTERFACE_CHECK_TIMEOUT_MS / 1000} 秒内无响应` };
    const cause = (e as { cause?: { code?: unknown } } | null)?.cause?.code;
    return { result: 'failed', message: `无法连接${typeof cause === 'string' ? `（${cause}）` : ''}` };
  } finally {
    clearTimeout(timer);
  }
}

/** POST /basesetting/interfaceConfig/check: reaches the row's stored base URL and stores the result on the row. */
const checkInterface: Handler = async (ctx) => {
  const id = Number(ctx.input.id);
  const row = await findById(ctx.server.db, ctx.rows, id);
  if (!row) throw new ApiFail(CODE.notFound, '接口不存在或已删除');
  const baseUrl = String(row.baseUrl ?? '');
  checkBaseUrl(baseUrl);
  const { result, message } = await probe(baseUrl, Date.now());
  const saved = await updateRow(ctx.server.db, ctx.rows, id, {
    lastCheckResult: result, lastCheckMessage: message.slice(0, 200), lastCheckTime: formatDateTime(ctx.server.now()),
  });
  return rowOut(ctx.rows, saved!);
};

export const baseSettingActions: Record<string, Handler> = {
  'basesetting.auxiliaryMiniProgram.add': oneFeaturePerProject(add, 'add'),
  'basesetting.auxiliaryMiniProgram.update': oneFeaturePerProject(update, 'update'),
  'basesetting.auxiliaryApp.add': oneFeaturePerProject(add, 'add'),
  'basesetting.auxiliaryApp.update': oneFeaturePerProject(update, 'update'),
  'basesetting.promptAudio.add': soundOnly(add),
  'basesetting.promptAudio.update': soundOnly(update),
  'basesetting.interfaceConfig.add': interfaceWrite(add),
  'basesetting.interfaceConfig.update': interfaceWrite(update),
  'basesetting.interfaceConfig.check': outsideTransaction(checkInterface),
};
