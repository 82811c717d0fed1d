/**
 * Base settings and project configuration: data dictionaries (with the app download links of
 * group DOWNLOAD_MANAGER_APP: Android first, iOS second), regions, number sequences,
 * temperature screening, external project links, service catalogue and per-project settings,
 * activity statistics and the office-mail link.
 */
import { type SeedContext, idOf, times } from './context';

/** The group the shell reads the app download links from (spec 000 section 7). */
export const DOWNLOAD_GROUP = 'DOWNLOAD_MANAGER_APP';

const DICTIONARIES: [string, string, [string, string, string?][]][] = [
  [DOWNLOAD_GROUP, '管理端APP下载', [
    ['Android', 'android', 'https://download.example.com/supercloud/admin-app-2.3.1.apk'],
    ['iOS', 'ios', 'https://download.example.com/supercloud/admin-app-ios'],
  ]],
  ['REPAIR_URGENCY', '报修紧急程度', [['一般', '1'], ['紧急', '2'], ['非常紧急', '3']]],
  ['HOUSE_RELATION', '与业主关系', [['本人', 'self'], ['配偶', 'spouse'], ['子女', 'child'], ['父母', 'parent'], ['租客', 'tenant']]],
  ['PAY_CHANNEL', '支付渠道', [['微信支付', 'wechat'], ['支付宝', 'alipay'], ['钱包余额', 'wallet'], ['餐卡', 'card']]],
  ['VISIT_REASON', '来访事由', [['拜访亲友', 'friend'], ['快递配送', 'express'], ['装修施工', 'decoration'], ['商务洽谈', 'business']]],
];

const REGIONS: [string, string, string | null, 1 | 2 | 3][] = [
  ['广东省', '440000', null, 1], ['深圳市', '440300', '440000', 2], ['南山区', '440305', '440300', 3], ['福田区', '440304', '440300', 3],
  ['宝安区', '440306', '440300', 3], ['广州市', '440100', '440000', 2], ['天河区', '440106', '440100', 3], ['浙江省', '330000', null, 1],
  ['杭州市', '330100', '330000', 2], ['西湖区', '330106', '330100', 3], ['上海市', '310000', null, 1], ['上海市辖区', '310100', '310000', 2], ['浦东新区', '310115', '310100', 3],
];

export async function seedSettings(c: SeedContext): Promise<void> {
  const { rng } = c;
  const orgs = c.rows['organisation.organization']!;
  const companies = c.rows['organisation.company']!;
  const users = c.rows['organisation.user']!;

  await c.ins('basesetting.dictionaryGroup', DICTIONARIES.map(([groupCode, name], i) => ({ name, groupCode, description: null, sort: i + 1, status: 1, createTime: c.at(-400, 10) })));
  const items = await c.ins('basesetting.dictionaryItem', DICTIONARIES.flatMap(([groupCode, , list]) => list.map(([name, value, url], k) => ({
    groupCode, name, value, url: url ?? null, sort: k + 1, status: 1, remark: null, createTime: c.at(-400, 11),
  }))));
  const urgency = items.filter((x) => x.groupCode === 'REPAIR_URGENCY');
  await c.ins('basesetting.dictionaryOrgItem', orgs.slice(0, 2).flatMap((o) => urgency.map((it) => ({
    orgId: idOf(o), groupCode: it.groupCode, itemId: idOf(it), name: it.name, value: it.value, status: 1, createTime: c.at(-300, 10),
  }))));
  const regionIds = new Map<string, number>();
  for (const level of [1, 2, 3]) {
    const stored = await c.ins('basesetting.provincecity', REGIONS.filter((r) => r[3] === level).map(([name, code, parent], i) => ({
      name, code, parentId: parent ? regionIds.get(parent)! : null, level, sort: i + 1,
    })));
    for (const r of stored) regionIds.set(String(r.code), idOf(r));
  }
  await c.ins('basesetting.seq', [['订餐订单号', 'ORDER_DINNER', 'DC', 'daily'], ['访客单号', 'VISITOR_ORDER', 'FK', 'daily'], ['合同编号', 'CONTRACT', 'HT', 'yearly']]
    .map(([name, code, prefix, resetCycle]) => ({ name, code, prefix, currentValue: rng.int(100, 900), step: 1, length: 6, resetCycle, createTime: c.at(-400, 10) })));
  await c.ins('basesetting.tempViewSettings', orgs.slice(3, 5).map((o) => ({ name: `${o.name}测温设置`, orgId: idOf(o), alarmThreshold: 37.3, retentionDays: 30, showPhoto: true, status: 1, createTime: c.at(-100, 10) })));
  await c.ins('basesetting.tempViewDat', times(30, (i) => {
    const t = i % 10 === 7 ? 37.6 : Math.round((36.1 + rng.next() * 0.9) * 10) / 10;
    return { name: rng.name(), orgId: idOf(orgs[3 + (i % 2)]!), deviceSn: `TEMP-0${1 + (i % 2)}`, temperature: t, abnormal: t >= 37.3, measureTime: c.recent(3), photo: null, createTime: c.recent(3) };
  }));

  // Our additions: the mini-program's features of two projects, the platform's interfaces (no
  // key or secret seeded: a demo must not look like it holds real credentials), and prompt sounds
  // that name their files by link, as the seeded banners do (the seed has no file store to upload to).
  const features: [string, string][] = [['visitor', '访客邀请'], ['repair', '报事报修'], ['payment', '物业缴费'], ['door', '扫码开门'], ['notice', '社区公告']];
  await c.ins('basesetting.auxiliaryMiniProgram', orgs.slice(0, 2).flatMap((o, oi) => features.map(([featureKey, label], i) => ({
    orgId: idOf(o), featureKey, label, icon: null, sort: i + 1, status: oi === 1 && featureKey === 'door' ? 0 : 1, createTime: c.at(-90, 10),
  }))));
  const appFeatures: [string, string][] = [...features, ['faceAccess', '人脸通行'], ['wallet', '钱包']];
  await c.ins('basesetting.auxiliaryApp', orgs.slice(0, 2).flatMap((o) => appFeatures.map(([featureKey, label], i) => ({
    orgId: idOf(o), featureKey, label, icon: null, sort: i + 1, status: 1, createTime: c.at(-90, 10),
  }))));
  await c.ins('basesetting.interfaceConfig', ([
    ['微信支付', 'payment', 'outbound', 'https://api.mch.weixin.qq.com', 'hmac'], ['短信网关', 'sms', 'outbound', 'https://sms.example.com/api', 'apiKey'],
    ['地图服务', 'map', 'outbound', 'https://apis.map.qq.com', 'apiKey'], ['门禁开放接口', 'access', 'inbound', 'https://open.example.com/door', 'oauth2'],
  ] as const).map(([name, serviceKind, direction, baseUrl, authKind]) => ({
    name, serviceKind, direction, baseUrl, authKind, appKey: null, appSecret: null, credentialSet: 0, status: 1, lastCheckResult: 'unchecked', createTime: c.at(-60, 10),
  })));

  await c.ins('basesetting.promptAudio', ([['新订单提示', 'newOrder'], ['支付成功提示', 'paySuccess'], ['门禁开启提示', 'doorOpen']] as const)
    .map(([name, scene], i) => ({
      name, scene, orgId: idOf(orgs[0]!), audioUrl: `/super_cloud/api/common/file/geturl/prompt-${scene}.mp3`, status: i === 2 ? 0 : 1, remark: null, createTime: c.at(-30, 10),
    })));

  const projects = await c.ins('propertypayment.projects', orgs.slice(0, 4).map((o, i) => ({ name: `${o.name}缴费项目`, code: `PP${String(i + 1).padStart(4, '0')}`, address: null, status: 1 })));
  await c.ins('propertypayment.ProjectsXOrganistation', projects.map((p, i) => ({ projectId: idOf(p), orgId: idOf(orgs[i]!), remark: '物业缴费对接', createTime: c.at(-200, 10) })));

  const svc = await c.ins('common.serviceinfo', [
    ['物业服务', 'property', 'property', 'https://property.example.com/admin'], ['智慧订餐', 'dingcan', 'dingcan', 'https://dingcan.example.com/admin'],
    ['营销中心', 'marketing', 'marketing', 'https://marketing.example.com/admin'], ['会议室预订', 'meetingRoom', 'meetingRoom', 'https://meeting.example.com/admin'],
    ['问卷调查', 'wjdc', 'other', 'https://survey.example.com/admin'],
  ].map(([name, code, type, url], i) => ({ name, code, type, url, icon: null, sort: i + 1, description: `${name}后台`, status: 1, createTime: c.at(-420, 10) })));
  await c.ins('common.serviceOrgConfig', orgs.flatMap((o, oi) => svc.slice(0, oi === 3 ? 4 : 2).map((s) => ({
    serviceId: idOf(s), companyId: o.companyId, orgId: idOf(o), startDate: c.day(-365), endDate: c.day(365), status: 1, remark: null, createTime: c.at(-360, 10),
  }))));
  await c.ins('platform.llzcCjqtOrg', orgs.slice(3, 4).map((o) => ({ orgId: idOf(o), name: `${o.name}(企业通)`, cjqtOrgCode: 'CJQT-XH-001', appKey: null, status: 1, createTime: c.at(-150, 10) })));

  await c.ins('organisation.organizationConfig', orgs.flatMap((o) => [['客服热线', '0755-8888' + String(1000 + Number(o.id))], ['报修响应时限(小时)', '2']].map(([name, configValue]) => ({
    orgId: idOf(o), name, configValue, remark: null, createTime: c.at(-300, 10),
  }))));
  await c.ins('organisation.organizationAbout', orgs.map((o) => ({
    orgId: idOf(o), title: `关于${o.name}`, coverImage: null, content: `${o.name}由${companies.find((x) => x.id === o.companyId)!.name}提供物业服务，致力于打造安全、舒适、便捷的社区生活。`, createTime: c.at(-300, 11),
  })));
  const centres = c.rows['organisation.companyYy']!.filter((x) => x.companyType === 'operation');
  await c.ins('organisation.orderBizType', [['DINNER', '团餐订餐'], ['SHOP', '云店零售'], ['PROPERTY', '物业缴费']].map(([code, name], i) => ({ code, name, operationCenterId: idOf(centres[i % 2]!), status: 1 })));
  await c.ins('organisation.merchantInit', orgs.map((o, i) => ({ name: `${o.name}默认商户`, orgId: idOf(o), merchantNo: `INIT${String(i + 1).padStart(4, '0')}`, status: 1 })));
  await c.ins('organisation.cloudCardConfig', orgs.slice(3, 4).map((o) => ({ orgId: idOf(o), appId: 'cc_app_xinghe', merchantNo: 'CC880001', notifyUrl: 'https://pay.example.com/cloud-card/notify', status: 1, createTime: c.at(-120, 10) })));
  await c.ins('organisation.cloudCardPayment', times(20, (i) => {
    const u = users.filter((x) => x.orgId === orgs[3]!.id)[i % 10]!;
    return { orderNo: c.code('YK', i + 1), cardNo: u.cardNo, userId: idOf(u), orgId: u.orgId, amount: rng.money(10, 45), payStatus: i % 8 === 5 ? 'refunded' : 'paid', payTime: c.recent(20) };
  }));
  await c.ins('organisation.faceprojectinfo', orgs.slice(0, 4).map((o, i) => ({ name: `${o.name}人脸库`, orgId: idOf(o), appId: `face_${i + 1}`, deviceCount: 2 + i, status: 1, createTime: c.at(-150, 10) })));
  await c.ins('organisation.userActiveCount', orgs.flatMap((o) => {
    let total = 180 + Number(o.id) * 20;
    return times(30, (d) => {
      const newCount = rng.int(0, 6);
      total += newCount;
      return { orgId: idOf(o), statDate: c.day(d - 30), activeCount: rng.int(40, 140), newCount, totalCount: total };
    });
  }));
  await c.ins('session.postOffice', [{ name: '企业邮箱', url: 'https://mail.example.com/login' }]);
}
