/**
 * Access control and visitors: 60 visitors with their visit orders and QR codes, door and gate
 * devices, permission groups with devices and card users, access cards (some lost or
 * cancelled), and electronic release slips for goods leaving a project.
 */
import { type SeedContext, idOf, times } from './context';

const REASONS = ['拜访亲友', '快递配送', '装修施工', '商务洽谈', '家政服务', '面试', '设备维修'];
const COMPANIES = ['顺丰速运', '美团配送', '链家地产', '星河科技有限公司', '蓝天装饰工程有限公司', null, null];

export async function seedPassthrough(c: SeedContext): Promise<void> {
  const { rng } = c;
  const orgs = c.rows['organisation.organization']!;
  const rooms = c.rows['organisation.roomNo']!.filter((r) => r.roomStatus !== 'vacant');
  const builds = c.rows['organisation.build']!;
  const households = c.rows['organisation.household']!;

  const visitors = await c.ins('passthrough.visitorInfo', times(60, (i) => ({
    name: rng.name(), phone: rng.phone(), idCardNo: rng.idCard(), plateNo: i % 4 === 0 ? rng.plate() : null, company: rng.pick(COMPANIES),
    photo: i % 3 === 0 ? `/super_cloud/api/common/file/geturl/visitor-${i + 1}.jpg` : null, orgId: idOf(orgs[i % orgs.length]!), createTime: c.recent(60),
  })));
  const orders = await c.ins('passthrough.visitorOrder', visitors.map((v, i) => {
    const room = rooms.filter((r) => r.orgId === v.orgId)[(i * 3) % 20]!;
    const host = households.find((h) => h.roomId === room.id);
    const d = -20 + (i % 24);
    const start = c.at(d, rng.int(9, 16));
    const status = d < 0
      ? rng.weighted([['completed', 6], ['expired', 1], ['rejected', 1], ['cancelled', 1]] as const)
      : d === 0 ? rng.weighted([['visiting', 2], ['approved', 2], ['pending', 1]] as const)
        : rng.weighted([['pending', 2], ['approved', 3]] as const);
    return {
      orderNo: c.code('FK', i + 1), visitorId: idOf(v), orgId: v.orgId, roomId: idOf(room), hostName: host?.name ?? rng.name(),
      hostPhone: host?.phone ?? rng.phone(), visitorCount: rng.weighted([[1, 6], [2, 3], [3, 1]] as const), visitStart: start,
      visitEnd: c.at(d, 20), reason: rng.pick(REASONS), status, createTime: c.at(d - 1, rng.int(8, 22)),
    };
  }));
  const issued = orders.filter((o) => ['approved', 'visiting', 'completed', 'expired'].includes(String(o.status)));
  await c.ins('passthrough.visitorQrCode', issued.map((o, i) => ({
    orderId: idOf(o), code: `QR${String(o.id).padStart(8, '0')}`, qrUrl: `/super_cloud/api/common/file/geturl/qrcode-${o.id}.png`,
    validFrom: o.visitStart, validTo: o.visitEnd, maxUses: 2, usedCount: o.status === 'completed' ? 2 : o.status === 'visiting' ? 1 : 0,
    status: o.status === 'completed' ? 'used' : o.status === 'expired' ? 'expired' : i % 17 === 5 ? 'revoked' : 'valid', createTime: o.createTime,
  })));

  const devices = await c.ins('passthrough.linglingDevice', orgs.flatMap((o, oi) => [
    { name: '小区东门人行闸机', deviceType: 'gate', location: '东门' }, { name: '1栋单元门禁', deviceType: 'door', location: '1栋大堂' },
    { name: '1栋电梯梯控', deviceType: 'elevator', location: '1栋电梯' },
  ].map((d, k) => ({
    ...d, deviceSn: `LL${String(oi * 10 + k + 1).padStart(6, '0')}`, orgId: idOf(o), buildId: k ? idOf(builds[oi * 3]!) : null,
    online: (oi + k) % 4 === 3 ? 0 : 1, status: 1, createTime: c.at(-200, 10),
  }))));
  const groups = await c.ins('passthrough.permGroup', orgs.flatMap((o) => [
    ['业主通行组', 'resident', '全部门禁'], ['物业员工组', 'staff', '全部门禁含设备间'], ['访客临时组', 'visitor', '仅人行闸机'],
  ].map(([name, groupType, description]) => ({ name, orgId: idOf(o), groupType, description, status: 1, createTime: c.at(-190, 10) }))));
  await c.ins('passthrough.permGroupDevice', groups.flatMap((g) => devices.filter((d) => d.orgId === g.orgId)
    .filter((d) => g.groupType !== 'visitor' || d.deviceType === 'gate')
    .map((d) => ({ permGroupId: idOf(g), deviceId: idOf(d), createTime: g.createTime }))));

  const users = c.rows['organisation.user']!;
  const cardUsers = await c.ins('passthrough.linglingCardUser', households.slice(0, 40).map((h, i) => ({
    name: h.name, phone: h.phone, idCardNo: h.idCardNo, userType: i % 10 === 9 ? 'staff' : h.householdType, orgId: h.orgId,
    roomId: h.roomId, userId: idOf(users.find((u) => u.orgId === h.orgId)!), status: 1, createTime: h.createTime,
  })));
  await c.ins('passthrough.permGroupUser', cardUsers.map((u) => ({
    permGroupId: idOf(groups.find((g) => g.orgId === u.orgId && g.groupType === (u.userType === 'staff' ? 'staff' : 'resident'))!),
    cardUserId: idOf(u), validFrom: c.at(-180, 0), validTo: c.at(545, 23, 59), createTime: u.createTime,
  })));
  await c.ins('passthrough.linglingCard', cardUsers.map((u, i) => ({
    cardNo: `IC${String(5500000 + i * 13)}`, cardUserId: idOf(u), cardType: rng.pick(['ic', 'ic', 'cpu', 'id']), orgId: u.orgId,
    validFrom: c.day(-180), validTo: c.day(i % 11 === 7 ? -2 : 545),
    status: i % 11 === 7 ? 'expired' : i % 9 === 4 ? 'lost' : i % 13 === 6 ? 'cancelled' : 'normal', createTime: u.createTime,
  })));

  const releases = await c.ins('outgoing.goodsRelease', times(20, (i) => {
    const room = rooms[(i * 13) % rooms.length]!;
    const d = -15 + i;
    const status = d < 0 ? rng.weighted([['released', 5], ['rejected', 1]] as const) : rng.weighted([['pending', 2], ['approved', 2]] as const);
    return {
      releaseNo: c.code('FX', i + 1), orgId: room.orgId, roomId: idOf(room), applicantName: rng.name(), applicantPhone: rng.phone(),
      releaseTime: c.at(d, rng.int(9, 18)), reason: rng.pick(['搬家', '旧家具处理', '装修材料退回', '办公设备搬迁']), status, createTime: c.at(d - 1, 15),
    };
  }));
  await c.ins('outgoing.goodsDetail', releases.flatMap((r, i) => [['双人床', 1, '张'], ['衣柜', 2, '个'], ['纸箱', 8, '个'], ['电脑显示器', 3, '台']]
    .slice(i % 3, (i % 3) + 2).map(([name, quantity, unit]) => ({ releaseId: idOf(r), name, quantity, unit, photo: null, remark: null }))));
}
