/**
 * POST /conferencesystem/web/base/setMeetingCookie (spec 000 section 7): the console calls it
 * when the user works in the meeting-room pages, so the embedded conference system recognises
 * the session. It records (or refreshes) the user's row in session.meetingCookie and sets a
 * MEETING_SESSION cookie carrying the session token, valid as long as an idle session.
 */
import { findById, formatDateTime, insertRow, listRows, rowOut, updateRow } from '../db/store';
import { ApiFail, CODE, type CookieResult, type OpContext } from '../types';
import { SESSION_TTL_MS } from './session';

export const MEETING_COOKIE = 'MEETING_SESSION';

/** Records the meeting-room session of the caller and answers { id, userId, expireTime } with the cookie. */
export async function setMeetingCookie(ctx: OpContext): Promise<CookieResult> {
  const user = ctx.user;
  if (!user) throw new ApiFail(CODE.unauthorized, '登录已过期，请重新登录');
  const db = ctx.server.db;
  const r = ctx.rows;
  const expireTime = formatDateTime(new Date(ctx.server.now().getTime() + SESSION_TTL_MS));
  const { rows } = await listRows(db, r, { filters: { userId: user.id }, limit: 1 });
  const existing = rows[0] ? await findById(db, r, Number(rows[0].id)) : null;
  const row = existing
    ? await updateRow(db, r, Number(existing.id), { expireTime })
    : await insertRow(db, r, { userId: user.id, expireTime }, ctx.server.now());
  return {
    kind: 'withCookie',
    data: rowOut(r, row!),
    cookie: { name: MEETING_COOKIE, value: user.token, maxAge: Math.floor(SESSION_TTL_MS / 1000) },
  };
}
