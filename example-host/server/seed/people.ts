/**
 * People of the projects: households and their members, residents and staff users
 * (organisation.user and the v2 users), their accounts and records, property staff,
 * departments and repair requests.
 */
import type { Row } from '../types';
import { type SeedContext, idOf, times } from './context';

export async function seedPeople(c: SeedContext): Promise<void> {
  const { rng } = c;
  const orgs = c.rows['organisation.organization']!;
  const companies = c.rows['organisation.company']!;
  const rooms = c.rows['organisation.roomNo']!;
  const builds = c.rows['organisation.build']!;

  // Households on distinct occupied or rented rooms.
  const lived = rooms.filter((r) => r.roomStatus !== 'vacant');
  const households = await c.ins('organisation.household', times(150, (i) => {
    const room = lived[(i * 7) % lived.length]!;
    const rented = room.roomStatus === 'rented';
    return {
      name: rng.name(), phone: rng.phone(), idCardNo: rng.idCard(), householdType: rented ? 'tenant' : 'owner',
      orgId: room.orgId, roomId: idOf(room), checkInDate: c.day(-rng.int(30, 1500)),
      auditStatus: i < 12 ? 'pending' : i < 16 ? 'rejected' : 'approved', createTime: c.recent(365),
    };
  }));
  await c.ins('organisation.householdMember', times(100, (i) => {
    const h = households[i % households.length]!;
    return { householdId: idOf(h), name: rng.name(), phone: rng.phone(), relation: rng.pick(['spouse', 'child', 'parent', 'other']), idCardNo: rng.idCard(), createTime: h.createTime };
  }));

  const users = await c.ins('organisation.user', times(200, (i) => {
    const org = orgs[i % orgs.length]!;
    const type = i % 10 < 7 ? 'resident' : i % 10 < 9 ? 'staff' : 'visitor';
    return {
      name: i < households.length && type === 'resident' ? households[i]!.name : rng.name(), phone: rng.phone(), userType: type,
      orgId: idOf(org), companyId: org.companyId, cardNo: type === 'visitor' ? null : `88${String(100000 + i)}`,
      balance: rng.money(0, 800), status: i % 37 === 0 ? 0 : 1, createTime: c.recent(400),
    };
  }));
  await c.ins('organisation.userAccount', users.slice(0, 120).map((u, i) => ({
    accountNo: `AC${String(600000 + i)}`, userId: idOf(u), orgId: u.orgId, accountType: rng.weighted([['cash', 5], ['subsidy', 3], ['integral', 2]] as const),
    balance: u.balance, status: u.status, createTime: u.createTime,
  })));
  await c.ins('organisation.userRecod', times(80, (i) => {
    const u = users[i % 60]!;
    const op = rng.weighted([['recharge', 4], ['consume', 5], ['refund', 1], ['adjust', 1]] as const);
    return {
      userId: idOf(u), orgId: u.orgId, category: i % 4 === 0 ? 'sales' : 'user', operation: op,
      amount: op === 'consume' ? rng.money(8, 45) : rng.money(50, 500), balanceAfter: rng.money(20, 900),
      operatorName: op === 'consume' ? '系统' : rng.name(), remark: op === 'adjust' ? '账务调整' : null, createTime: c.recent(60),
    };
  }));
  await c.ins('organisation.userImageInfo', users.slice(0, 30).map((u, i) => ({
    userId: idOf(u), imageUrl: `/super_cloud/api/common/file/geturl/face-${i + 1}.jpg`, imageType: i % 3 ? 'face' : 'avatar', createTime: u.createTime,
  })));
  const v2Users = await c.ins('organisation.v2User', times(60, (i) => {
    const card = rng.weighted([['active', 5], ['unbound', 2], ['generated', 2], ['lost', 1]] as const);
    return {
      name: rng.name(), phone: rng.phone(), orgId: idOf(orgs[i % orgs.length]!), personnelType: rng.pick(['employee', 'resident', 'contractor', 'visitor']),
      cardNo: card === 'unbound' ? null : `V2${String(700000 + i)}`, cardStatus: card, status: i % 19 === 0 ? 0 : 1, createTime: c.recent(300),
    };
  }));
  // Our additions: identity types, and the card steps that led each v2 user's card where it is.
  await c.ins('organisation.identityType', [['员工', 'EMPLOYEE'], ['住户', 'RESIDENT'], ['外包人员', 'CONTRACTOR'], ['访客', 'VISITOR']].map(([name, code], i) => ({
    // No random draw here: the data seeded after this keeps the values it had before these additions.
    name, code, sort: i + 1, status: 1, remark: null, createTime: c.at(-400 + i, 9),
  })));
  const STEPS: Record<string, readonly string[]> = { generated: ['generate'], active: ['generate', 'activate'], lost: ['generate', 'activate', 'loss'], unbound: [] };
  await c.ins('organisation.cardRecord', v2Users.flatMap((u) => (STEPS[String(u.cardStatus)] ?? []).map((action) => ({
    v2UserId: idOf(u), cardNo: u.cardNo, action, operatorName: '系统', createTime: u.createTime,
  }))));

  const property = companies.filter((x) => x.companyType === 'property');
  const staff = await c.ins('organisation.staff', times(30, (i) => ({
    name: rng.name(), phone: rng.phone(), employeeNo: `WY${String(1001 + i)}`, companyId: idOf(property[i % property.length]!),
    position: rng.weighted([['manager', 1], ['service', 3], ['repair', 2], ['security', 3], ['cleaner', 2]] as const),
    entryDate: c.day(-rng.int(60, 2000)), status: i % 13 === 0 ? 0 : 1, createTime: c.recent(500),
  })));
  const staffOrgs = await c.ins('organisation.staffOrg', staff.map((s, i) => ({ staffId: idOf(s), orgId: idOf(orgs[i % orgs.length]!), remark: null, createTime: s.createTime })));
  await c.ins('organisation.staffBuild', staffOrgs.map((so) => {
    const b = builds.filter((x) => x.orgId === so.orgId);
    return { staffId: so.staffId, buildId: idOf(rng.pick(b)), orgId: so.orgId, createTime: so.createTime };
  }));

  const deptRoots = await c.ins('organisation.dept', orgs.map((o) => ({ name: '客服中心', orgId: idOf(o), leader: rng.name(), phone: rng.phone(), sort: 1, status: 1 })));
  await c.ins('organisation.dept', deptRoots.flatMap((d) => ['工程维修部', '秩序维护部'].map((name, k) => ({
    name, orgId: d.orgId, parentId: idOf(d), leader: rng.name(), phone: rng.phone(), sort: k + 2, status: 1,
  }))));
  const cd = await c.ins('organisation.companyDept', property.map((p) => ({ name: '总经理办公室', companyId: idOf(p), leader: rng.name(), phone: rng.phone(), sort: 1, status: 1 })));
  await c.ins('organisation.companyDept', cd.flatMap((d) => ['财务部', '品质管理部'].map((name, k) => ({
    name, companyId: d.companyId, parentId: idOf(d), leader: rng.name(), phone: rng.phone(), sort: k + 2, status: 1,
  }))));

  await seedRepairs(c, users);
}

async function seedRepairs(c: SeedContext, users: Row[]): Promise<void> {
  const { rng } = c;
  const rooms = c.rows['organisation.roomNo']!;
  const types = await c.ins('organisation.userRepairType', ['水电维修', '门窗维修', '公共设施', '电梯故障', '网络报修'].map((name, i) => ({ name, sort: i + 1, status: 1 })));
  const residents = users.filter((u) => u.userType === 'resident');
  const repairs = await c.ins('organisation.userRepair', times(40, (i) => {
    const u = residents[i % residents.length]!;
    const type = types[i % types.length]!;
    const room = rooms.find((r) => r.orgId === u.orgId)!;
    return {
      title: `${type.name}-${room.name}室`, repairTypeId: idOf(type), content: rng.pick(['厨房水龙头漏水，请尽快上门处理', '卧室窗户关不严，有异响', '楼道灯不亮', '电梯按键失灵', '家里宽带无法连接']),
      userId: idOf(u), orgId: u.orgId, roomId: idOf(room), contactPhone: u.phone,
      repairStatus: rng.weighted([['pending', 2], ['processing', 2], ['done', 5], ['cancelled', 1]] as const), createTime: c.recent(90),
    };
  }));
  await c.ins('organisation.userEvaluate', repairs.filter((r) => r.repairStatus === 'done').map((r) => ({
    repairId: idOf(r), userId: r.userId, score: rng.weighted([[5, 6], [4, 3], [3, 1]] as const), content: rng.pick(['师傅很专业，响应及时', '处理得很快，满意', '上门准时，态度好', null]), createTime: r.createTime,
  })));
}
