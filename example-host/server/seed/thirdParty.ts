/**
 * 人脸检测 and 第三方下发 (our additions): face photos of the first users in every check state, and
 * the records of pushing users and enterprises (with their departments) to third-party systems.
 * No random draws, so the steps after this one keep their values.
 */
import { type SeedContext, idOf } from './context';
import { facePng } from './facePng';

const COLOURS = ['#5B8FF9', '#5AD8A6', '#F6BD16', '#E8684A', '#6DC8EC', '#9270CA'];

/**
 * A small face-photo stand-in as a PNG data URL: it is in the row itself, so it exists wherever
 * the demo runs (the reference server has no picture files of its own).
 */
export const facePicture = (i: number): string => facePng(COLOURS[i % COLOURS.length]!);

const FAIL_REASONS = ['照片模糊，无法识别五官', '检测到多张人脸', '面部有遮挡（口罩或墨镜）', '光线过暗'];
const SYSTEMS = ['doorAccess', 'canteenPos', 'elevator', 'attendance'] as const;
const DISPATCH_ERRORS = ['第三方系统连接超时', '门禁设备离线', '人脸照片未通过检测', '第三方系统返回：人员编号重复'];

export async function seedThirdParty(c: SeedContext): Promise<void> {
  const users = (c.rows['organisation.user'] ?? []).slice(0, 24);
  if (!users.length) return;
  // 8 pending, then passed and failed alternating with scores to match.
  await c.ins('organisation.faceDetection', users.slice(0, 20).map((u, i) => {
    const status = i < 8 ? 'pending' : i % 3 === 0 ? 'failed' : 'passed';
    return {
      userId: idOf(u), name: u.name, phone: u.phone, orgId: u.orgId, photoUrl: facePicture(i),
      usage: (['both', 'payment', 'access'] as const)[i % 3], qualityScore: status === 'failed' ? 35 + (i % 4) * 5 : 72 + (i % 5) * 5,
      status, failReason: status === 'failed' ? FAIL_REASONS[i % FAIL_REASONS.length] : null,
      detectTime: status === 'pending' ? null : c.at(-(i % 10), 9 + (i % 8), (i * 7) % 60), createTime: c.at(-20 - i, 10, (i * 13) % 60),
    };
  }));
  await c.ins('organisation.userDispatch', users.map((u, i) => {
    const status = i % 5 === 1 ? 'failed' : i % 6 === 2 ? 'pending' : 'success';
    return {
      userId: idOf(u), name: u.name, orgId: u.orgId, targetSystem: SYSTEMS[i % SYSTEMS.length], status,
      errorMsg: status === 'failed' ? DISPATCH_ERRORS[i % DISPATCH_ERRORS.length] : null,
      attempts: status === 'pending' ? 0 : 1 + (i % 3), lastAttemptTime: status === 'pending' ? null : c.at(-(i % 7), 8 + (i % 9), (i * 11) % 60),
      createTime: c.at(-30 + (i % 10), 9),
    };
  }));
  const virts = (c.rows['organisation.virtualarchitecture'] ?? []).filter((v) => v.virtType === 'ordinary').slice(0, 3);
  const departments = c.rows['organisation.department'] ?? [];
  await c.ins('organisation.enterpriseDispatch', virts.flatMap((v, vi) => {
    const own = departments.filter((d) => String(d.virtId) === String(v.id));
    return [null, ...own].map((d, k) => {
      const status = vi === 1 && k === 2 ? 'failed' : vi === 2 && k > 0 ? 'pending' : 'success';
      return {
        virtId: idOf(v), departmentId: d ? idOf(d) : null, name: d ? `${String(v.name)} / ${String(d.name)}` : v.name, targetSystem: vi === 0 ? 'doorAccess' : 'canteenPos', status,
        errorMsg: status === 'failed' ? '第三方系统连接超时' : null, attempts: status === 'pending' ? 0 : status === 'failed' ? 3 : 1,
        lastAttemptTime: status === 'pending' ? null : c.at(-vi - 1, 10, k * 3), createTime: c.at(-40 + vi, 9),
      };
    });
  }));
}
