/**
 * Dedicated handlers of the session service's `user`, `security`, `postOffice` and
 * `meetingCookie` resources, by operationId. The dispatcher has already resolved the session
 * (ctx.user) and validated the input against the contract.
 */
import { ApiFail, CODE, type Handler } from '../types';
import { BAD_CREDENTIALS, loginWithPassword, startSession } from './login';
import { setMeetingCookie } from './meetingCookie';
import { buildProfile, postOfficeLink } from './profile';
import { loginKey } from './rsa';
import { SESSION_COOKIE, destroySession } from './session';
import { findUserByLoginName } from './sessionUser';
import { verifyThirdToken } from './verifyThirdToken';
import { updatePassword } from './updatePassword';

const needUser: Handler = async () => {
  throw new ApiFail(CODE.unauthorized, '登录已过期，请重新登录');
};

export const authHandlers: Record<string, Handler> = {
  'session.user.login': (ctx) => loginWithPassword(ctx, 'web'),
  'session.user.loginV2': (ctx) => loginWithPassword(ctx, 'web-v2'),
  'session.user.loginV3': (ctx) => loginWithPassword(ctx, 'web-v3'),
  'session.security.login': (ctx) => loginWithPassword(ctx, 'security'),

  'session.user.loginByThirdToken': async (ctx) => {
    const type = String(ctx.input.type ?? '').trim();
    const loginName = await verifyThirdToken(String(ctx.input.token ?? ''), type, ctx.server.now());
    if (!loginName) throw new ApiFail(CODE.badRequest, '第三方令牌无效或已过期', 'token');
    const row = await findUserByLoginName(ctx.server.db, loginName);
    if (!row) throw new ApiFail(CODE.badRequest, BAD_CREDENTIALS);
    return startSession(ctx, row, type);
  },

  'session.user.getKey': async (ctx) => {
    const k = await loginKey(ctx.server.db);
    // serverTime: the client seals the password with our clock, not its own (sealedPassword.ts).
    return { publicKey: k.publicKey, pem: k.pem, algorithm: k.algorithm, hash: k.hash, modulusLength: k.modulusLength, serverTime: ctx.server.now().getTime() };
  },

  'session.user.logout': async (ctx) => {
    if (ctx.user) await destroySession(ctx.server.db, ctx.user.token);
    return { kind: 'withCookie', data: null, cookie: { name: SESSION_COOKIE, value: '', maxAge: 0 } };
  },

  'session.user.profile': (ctx) => (ctx.user ? buildProfile(ctx, ctx.user) : needUser(ctx)),

  'session.user.updatepwd': updatePassword,

  'session.postOffice.getPostOfficeUrl': async (ctx) => {
    if (!ctx.user) return needUser(ctx);
    const link = await postOfficeLink(ctx.server.db);
    if (!link) throw new ApiFail(CODE.notFound, '未配置邮箱跳转地址');
    return link;
  },

  'session.meetingCookie.setMeetingCookie': setMeetingCookie,
};
