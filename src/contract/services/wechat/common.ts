/** Wechat service (001 section 7.3): shared builder and fields. Prefix `/wechat` as the spec states. */
import { f, resourcesOf, t } from '../../dsl';
import type { FieldMap } from '../../types';

export const WECHAT_PREFIX = '/wechat';
export const resource = resourcesOf('wechat', WECHAT_PREFIX);

/** The settings centre role (000 section 6) guards every wechat resource. */
export const WECHAT_PERMISSION = 'base-setting';

/** Public account a row belongs to. */
export const publicnoRef = (opts: { required?: boolean } = {}) =>
  f.ref(t('公众号', 'Public account', 'Cuenta pública'), 'wechat.webPublic', { filter: true, ...opts });

/** Fields every received message or event shares: account, sender, message id, time. */
export const inboundFields = (extra: FieldMap): FieldMap => ({
  id: f.id(),
  publicnoId: publicnoRef({ required: true }),
  openId: f.string(t('发送者OpenID', 'Sender OpenID', 'OpenID del remitente'), { required: true, max: 64, filter: true }),
  ...extra,
  createTime: f.createTime(),
});
