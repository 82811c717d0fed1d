/**
 * POST /user/updatepwd (JSON { userId, oldPassword, password[, checkPassword] }): the session
 * user changes its own password. The old password must match; the new one needs 8-32
 * printable characters with upper case, lower case and digits (the hint of spec 000 section 5,
 * enforced here). Other sessions of the user end; the console logs itself out afterwards.
 */
import { q } from '../db/migrate';
import { ApiFail, CODE, type OpContext } from '../types';
import { hashPassword, verifyPassword } from './password';
import { decryptPassword } from './rsa';
import { destroyUserSessions } from './session';
import { WEB_USER, findUserById } from './sessionUser';

export const PASSWORD_RULE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)[\x21-\x7e]{8,32}$/;
export const PASSWORD_RULE_MSG = '新密码需为8-32位，且同时包含大写字母、小写字母和数字';

/** The reason a new password is refused, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  return PASSWORD_RULE.test(password) ? null : PASSWORD_RULE_MSG;
}

/** Checks and stores the new password; answers null (the envelope says success). */
export async function updatePassword(ctx: OpContext): Promise<null> {
  const user = ctx.user;
  if (!user) throw new ApiFail(CODE.unauthorized, '登录已过期，请重新登录');
  if (String(ctx.input.userId ?? '').trim() !== String(user.id)) throw new ApiFail(CODE.forbidden, '只能修改自己的密码');
  const oldPassword = await decryptPassword(String(ctx.input.oldPassword ?? ''), ctx.server.db);
  const password = await decryptPassword(String(ctx.input.password ?? ''), ctx.server.db);
  if (oldPassword === null || password === null) throw new ApiFail(CODE.badRequest, '密码解密失败，请刷新页面后重试');
  const check = ctx.input.checkPassword;
  if (check !== undefined && check !== null && (await decryptPassword(String(check), ctx.server.db)) !== password) {
    throw new ApiFail(CODE.badRequest, '两次输入的密码不一致', 'checkPassword');
  }
  const problem = passwordProblem(password);
  if (problem) throw new ApiFail(CODE.badRequest, problem, 'password');
  const db = ctx.server.db;
  const row = await findUserById(db, user.id);
  if (!row || !(await verifyPassword(oldPassword, row.password as string | null))) {
    throw new ApiFail(CODE.badRequest, '原密码错误', 'oldPassword');
  }
  if (oldPassword === password) throw new ApiFail(CODE.badRequest, '新密码不能与原密码相同', 'password');
  await db.query(`update ${WEB_USER} set ${q('password')} = $1 where "id" = $2`, [await hashPassword(password), user.id]);
  await destroyUserSessions(db, user.id, user.token);
  return null;
}
