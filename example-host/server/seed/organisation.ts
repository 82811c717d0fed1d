/**
 * Companies, operation centres, projects (organisations) and their space: buildings, units,
 * floors, rooms, small spaces and car parks.
 */
import { type SeedContext, idOf, times } from './context';

const PROPERTY_COMPANIES = ['鹏城物业服务有限公司', '华信物业管理有限公司', '悦居物业服务有限公司'];
const OTHER_COMPANIES: [string, 'business' | 'enterprise'][] = [
  ['星河科技有限公司', 'enterprise'], ['远景信息技术有限公司', 'enterprise'], ['海岸餐饮管理有限公司', 'business'],
];
const ADDRESSES = ['深圳市南山区科技园南区高新南七道18号', '深圳市福田区福华三路88号', '广州市天河区珠江新城华夏路30号',
  '杭州市西湖区文三路259号', '深圳市宝安区新安街道创业一路6号', '上海市浦东新区张江路368号'];

/** name, company index, kind (residential or office), address index */
const PROJECTS: [string, number, 'residential' | 'office', number][] = [
  ['鹏城·城市花园', 0, 'residential', 0], ['华信·滨江壹号', 1, 'residential', 2], ['悦居·天悦湾', 2, 'residential', 3],
  ['星河科技园', 0, 'office', 4], ['海岸国际社区', 1, 'residential', 5],
];

export async function seedOrganisation(c: SeedContext): Promise<void> {
  const { rng } = c;
  const creditCode = () => `91440300${String(rng.int(0, 99_999_999)).padStart(8, '0')}${rng.pick(['X', 'M', 'K', '3'])}A`;
  const companies = await c.ins('organisation.company', [
    ...PROPERTY_COMPANIES.map((name) => ({ name, companyType: 'property' })),
    ...OTHER_COMPANIES.map(([name, companyType]) => ({ name, companyType })),
  ].map((x, i) => ({
    ...x, creditCode: creditCode(), contactName: rng.name(), phone: rng.phone(), address: ADDRESSES[i % ADDRESSES.length],
    dataScope: rng.pick(['all', 'company', 'custom']), status: i === 5 ? 0 : 1, createTime: c.at(-400 + i * 20, 10),
  })));

  const centres = await c.ins('organisation.companyYy', [
    { name: '华南运营中心', companyType: 'operation' }, { name: '华东运营中心', companyType: 'operation' },
    { name: '云服务平台运营商', companyType: 'operator' },
  ].map((x, i) => ({ ...x, contactName: rng.name(), phone: rng.phone(), address: ADDRESSES[i], status: 1, createTime: c.at(-380 + i, 9) })));
  await c.ins('organisation.companyYy', [
    { name: '深圳优选分销商', parentId: idOf(centres[0]!) }, { name: '广州惠民分销商', parentId: idOf(centres[0]!) },
    { name: '杭州味道分销商', parentId: idOf(centres[1]!) },
  ].map((x, i) => ({ ...x, companyType: 'distributor', contactName: rng.name(), phone: rng.phone(), address: ADDRESSES[i + 2], status: i === 2 ? 0 : 1, createTime: c.at(-300 + i * 7, 11) })));

  const orgs = await c.ins('organisation.organization', PROJECTS.map(([name, ci], i) => ({
    name, companyId: idOf(companies[ci]!), contactName: rng.name(), phone: rng.phone(),
    airIp: `192.168.${10 + i}.20`, hdEnabled: i % 2 === 0, hdVoiceEnabled: i === 0, status: 1, createTime: c.at(-360 + i * 15, 9, 30),
  })));
  await c.ins('organisation.companyOrg', orgs.map((o, i) => ({ companyId: o.companyId, orgId: idOf(o), remark: '物业服务合同主体', createTime: c.at(-360 + i * 15, 10) })));
  // Enterprises sit in the office park; the caterer serves every project.
  await c.ins('organisation.companyOrg', [
    { companyId: idOf(companies[3]!), orgId: idOf(orgs[3]!), remark: '入驻企业' },
    { companyId: idOf(companies[4]!), orgId: idOf(orgs[3]!), remark: '入驻企业' },
    ...orgs.map((o) => ({ companyId: idOf(companies[5]!), orgId: idOf(o), remark: '餐饮服务商' })),
  ]);

  const builds = await c.ins('organisation.build', orgs.flatMap((o, oi) => times(3, (b) => {
    const office = PROJECTS[oi]![2] === 'office';
    return {
      name: office ? `${'ABC'[b]}座` : `${b + 1}栋`, code: `B${oi + 1}${b + 1}`, orgId: idOf(o),
      buildType: office ? 'office' : b === 2 && oi === 1 ? 'commercial' : 'residential', floorCount: 6, sort: b + 1,
      createTime: c.at(-350 + oi * 15, 10, b),
    };
  })));
  await c.ins('organisation.buildOrg', builds.map((b) => ({ buildId: idOf(b), orgId: b.orgId, remark: '项目楼栋', createTime: b.createTime })));
  const units = await c.ins('organisation.unit', builds.flatMap((b) => times(2, (u) => ({
    name: `${u + 1}单元`, buildId: idOf(b), orgId: b.orgId, sort: u + 1, createTime: b.createTime,
  }))));
  const floors = await c.ins('organisation.floor', units.flatMap((u) => times(6, (f) => ({
    name: `${f + 1}层`, floorNo: f + 1, unitId: idOf(u), buildId: u.buildId, sort: f + 1, createTime: u.createTime,
  }))));
  await c.ins('organisation.roomNo', floors.flatMap((f) => times(2, (k) => ({
    name: `${f.floorNo}0${k + 1}`, floorId: idOf(f), unitId: f.unitId, buildId: f.buildId,
    orgId: units.find((u) => u.id === f.unitId)!.orgId, area: rng.pick([68.5, 89.2, 96.8, 118.6, 142.3]),
    roomStatus: rng.weighted([['occupied', 6], ['vacant', 2], ['rented', 2]] as const), createTime: f.createTime,
  }))));

  await c.ins('organisation.smallspace', orgs.flatMap((o, oi) => times(3, (k) => ({
    name: [`地下车位B1-${100 + k + oi * 10}`, `储藏室S-0${k + 1}`, `底商${k + 1}号铺`][k]!, spaceType: ['parking', 'storage', 'shop'][k],
    orgId: idOf(o), buildId: idOf(builds[oi * 3 + k]!), area: [12.5, 6.8, 45][k], status: 1, createTime: c.recent(200),
  }))));

  await c.ins('carpark.carpark', orgs.map((o, i) => ({
    name: `${o.name}${i === 3 ? '地下停车场' : '业主停车场'}`, orgId: idOf(o), address: ADDRESSES[PROJECTS[i]![3]],
    totalSpaces: rng.int(120, 680), hourlyRate: rng.pick([5, 6, 8, 10]), services: i % 2 ? '月卡,临停,充电桩' : '月卡,临停',
    status: i === 4 ? 0 : 1, createTime: c.at(-300 + i, 14),
  })));
}
