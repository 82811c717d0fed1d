/**
 * Enterprise side: virtual organisations (enterprise structures) with departments, members,
 * accounts, permission settings and credit lines; property contracts, signed services,
 * invoices, bills with their payments, deposits, welfare grants and bill pushes.
 */
import { type SeedContext, idOf, times } from './context';

const month = (c: SeedContext, back: number) => c.day(-30 * back).slice(0, 7);

export async function seedEnterprise(c: SeedContext): Promise<void> {
  const { rng } = c;
  const orgs = c.rows['organisation.organization']!;
  const users = c.rows['organisation.user']!;
  const merchants = c.rows['merchant.merchant']!;
  const park = orgs[3]!;

  const agents = await c.ins('organisation.virtualarchitecture', [
    { name: '星河科技园企业联盟', virtType: 'agent', orgId: idOf(park) },
    { name: '滨江壹号业主委员会', virtType: 'agent', orgId: idOf(orgs[1]!) },
  ].map((x) => ({ ...x, contactName: rng.name(), phone: rng.phone(), status: 1, createTime: c.at(-260, 10) })));
  const virts = await c.ins('organisation.virtualarchitecture', [
    { name: '星河科技有限公司', parentId: idOf(agents[0]!), orgId: idOf(park) },
    { name: '远景信息技术有限公司', parentId: idOf(agents[0]!), orgId: idOf(park) },
    { name: '海岸餐饮管理有限公司', parentId: null, orgId: idOf(park) },
    { name: '滨江壹号业主志愿队', parentId: idOf(agents[1]!), orgId: idOf(orgs[1]!) },
  ].map((x, i) => ({ ...x, virtType: 'ordinary', contactName: rng.name(), phone: rng.phone(), status: i === 3 ? 0 : 1, createTime: c.at(-250 + i, 10) })));
  const roots = await c.ins('organisation.department', virts.map((v) => ({ name: '总经办', virtId: idOf(v), leader: rng.name(), phone: rng.phone(), sort: 1, status: 1, createTime: v.createTime })));
  const depts = await c.ins('organisation.department', roots.flatMap((r) => ['研发部', '市场部', '行政人事部'].map((name, k) => ({
    name, virtId: r.virtId, parentId: idOf(r), leader: rng.name(), phone: rng.phone(), sort: k + 2, status: 1, createTime: r.createTime,
  }))));
  await c.ins('organisation.virtAccount', virts.map((v, i) => ({
    name: `${v.name}${['预付', '授信', '补贴', '预付'][i]}账户`, virtId: idOf(v), accountType: ['prepaid', 'credit', 'subsidy', 'prepaid'][i],
    balance: rng.money(2000, 60000), status: 1, createTime: v.createTime,
  })));
  const staffUsers = users.filter((u) => u.orgId === park.id);
  await c.ins('organisation.virtUser', staffUsers.slice(0, 40).map((u, i) => {
    const d = depts[i % depts.length]!;
    return { virtId: d.virtId, userId: idOf(u), departmentId: idOf(d), employeeNo: `E${String(20001 + i)}`, status: u.status, createTime: u.createTime };
  }));
  await c.ins('organisation.virtPermConfig', virts.slice(0, 3).flatMap((v, i) => [
    { name: `${v.name}食堂消费`, virtId: idOf(v), permType: 'meal', merchantIds: [merchants[0]!, merchants[5]!].map(idOf).join(','), dailyLimit: 60 },
    { name: `${v.name}园区消费`, virtId: idOf(v), permType: 'consume', merchantIds: merchants.slice(0, 6).map(idOf).join(','), dailyLimit: i === 2 ? 100 : 200 },
  ].map((x) => ({ ...x, status: 1, createTime: v.createTime }))));

  const credits = await c.ins('credit.credit', virts.slice(0, 3).map((v, i) => {
    const quota = [50000, 30000, 20000][i]!;
    const used = rng.money(1000, quota * 0.6);
    return { virtId: idOf(v), orgId: v.orgId, creditQuota: quota, availableAmount: Math.round((quota - used) * 100) / 100, usedAmount: used, repayDay: 10 + i * 5, status: 1, createTime: v.createTime };
  }));
  // Two people on every raise: 李娜 (opcenter) asks, 陈静 (finance) approves; the third line has a
  // raise waiting for approval and the first a rejected one (seedRequesters makes opcenter their requester).
  const raises = await c.ins('credit.creditQuotaRequest', credits.map((cr) => ({
    creditId: idOf(cr), virtId: cr.virtId, beforeQuota: Number(cr.creditQuota) - 10000, creditQuota: cr.creditQuota, auditStatus: 'approved',
    auditRemark: '年度评估上调额度', auditorName: '陈静', auditTime: c.at(-110, 16), createTime: c.at(-110, 15),
  })));
  await c.ins('credit.creditQuotaRequest', [
    { cr: credits[2]!, quota: 30000, status: 'pending', remark: null, day: -2 },
    { cr: credits[0]!, quota: 90000, status: 'rejected', remark: '经营数据不支持本次提额', day: -20 },
  ].map(({ cr, quota, status, remark, day }) => ({
    creditId: idOf(cr), virtId: cr.virtId, beforeQuota: cr.creditQuota, creditQuota: quota, auditStatus: status, auditRemark: remark,
    ...(status === 'pending' ? {} : { auditorName: '陈静', auditTime: c.at(day, 17) }), createTime: c.at(day, 10),
  })));
  // A name is drawn for each line, as before the approver was named: the seeded PRNG then gives every
  // later step the same rows as before (stories, baselines and e2e name them).
  const drawn = credits.map(() => [rng.name(), rng.name()] as const);
  await c.ins('credit.creditQuotaOperation', credits.flatMap((cr, i) => [
    { operationType: 'set', beforeAmount: 0, afterAmount: Number(cr.creditQuota) - 10000, operatorName: drawn[i]![0], remark: '初始授信' },
    {
      operationType: 'increase', beforeAmount: Number(cr.creditQuota) - 10000, afterAmount: cr.creditQuota, operatorName: '陈静',
      requestId: idOf(raises[i]!), requesterName: '李娜', remark: `额度申请${String(raises[i]!.requestNo ?? '')}（申请人：李娜）`,
    },
  ].map((x, k) => ({ ...x, creditId: idOf(cr), createTime: c.at(-200 + k * 90, 15) }))));

  await seedBills(c);
}

async function seedBills(c: SeedContext): Promise<void> {
  const { rng } = c;
  const orgs = c.rows['organisation.organization']!;
  const users = c.rows['organisation.user']!;
  const rooms = c.rows['organisation.roomNo']!;
  const pay = () => rng.weighted([['paid', 6], ['unpaid', 3], ['overdue', 1]] as const);

  const contracts = await c.ins('organisation.contractInformation', orgs.map((o, i) => ({
    contractNo: `HT-${c.day(-400).slice(0, 4)}-${String(i + 1).padStart(3, '0')}`, name: `${o.name}物业服务合同`, companyId: o.companyId, orgId: idOf(o),
    amount: rng.pick([360000, 480000, 720000, 960000]), startDate: c.day(-400 + i * 10), endDate: c.day(330 + i * 10),
    contractStatus: i === 4 ? 'draft' : 'active', createTime: c.at(-400 + i * 10, 10),
  })));
  await c.ins('organisation.contractInformationOrder', contracts.slice(0, 4).flatMap((ct, i) => times(3, (q) => ({
    orderNo: `HTD${String(i * 10 + q + 1).padStart(6, '0')}`, contractId: idOf(ct), amount: Number(ct.amount) / 4, payStatus: q < 2 ? 'paid' : 'unpaid',
    payTime: q < 2 ? c.at(-300 + q * 90, 11) : null, remark: `第${q + 1}季度服务费`, createTime: c.at(-300 + q * 90, 9),
  }))));
  const products = await c.ins('organisation.productSign', [
    ['智慧门禁服务', 'SVC-ACCESS', 2000, 'yearly'], ['云食堂系统', 'SVC-MEAL', 1500, 'quarterly'], ['访客管理系统', 'SVC-VISITOR', 300, 'monthly'],
  ].map(([name, productCode, price, billingCycle]) => ({ name, productCode, price, billingCycle, status: 1, createTime: c.at(-500, 10) })));
  const bases = await c.ins('organisation.signBasics', orgs.slice(0, 3).map((o, i) => ({
    name: `${o.name}签约主体`, orgId: idOf(o), taxNo: `91440300MA5G${String(20000 + i)}`, bankAccount: `6217 0000 1000 ${String(2000 + i)}`,
    contactName: rng.name(), phone: rng.phone(), status: 1, createTime: c.at(-420, 10),
  })));
  const signs = await c.ins('organisation.signContract', bases.flatMap((b, i) => products.slice(0, 2).map((p, k) => ({
    contractNo: `QY${String(i * 10 + k + 1).padStart(5, '0')}`, signBasicsId: idOf(b), productSignId: idOf(p), signDate: c.day(-380 + i * 20),
    expireDate: c.day(i === 2 && k === 1 ? -15 : 350), contractStatus: i === 2 && k === 1 ? 'expired' : 'active', createTime: c.at(-380 + i * 20, 14),
  }))));
  await c.ins('organisation.signServiceInvoice', signs.slice(0, 4).map((s, i) => ({
    invoiceNo: i < 3 ? `FP${String(44030000 + i)}` : null, signContractId: idOf(s), title: bases.find((b) => b.id === s.signBasicsId)!.name,
    invoiceType: i % 2 ? 'special' : 'normal', amount: Number(products.find((p) => p.id === s.productSignId)!.price),
    invoiceStatus: i < 3 ? 'issued' : 'pending', issueDate: i < 3 ? c.day(-370 + i * 20) : null, createTime: c.at(-375 + i * 20, 16),
  })));
  await c.ins('organisation.billRecord', orgs.flatMap((o, i) => times(4, (m) => ({
    billNo: `ZD${String(i * 10 + m + 1).padStart(6, '0')}`, companyId: o.companyId, orgId: idOf(o), billMonth: month(c, m + 1),
    amount: rng.money(20000, 90000), payStatus: m === 0 ? 'unpaid' : 'paid', createTime: c.at(-30 * m - 25, 9),
  }))));
  const services = await c.ins('organisation.generalbillService', orgs.flatMap((o) => [
    ['物业管理费', 2.8, '元/㎡·月', 'monthly'], ['生活垃圾处理费', 15, '元/户·月', 'monthly'], ['装修押金', 2000, '元/次', 'once'],
  ].map(([name, unitPrice, unit, billingCycle]) => ({ name, orgId: idOf(o), unitPrice, unit, billingCycle, status: 1, createTime: c.at(-360, 10) }))));
  const residents = users.filter((u) => u.userType === 'resident');
  const bills = await c.ins('organisation.generalbills', times(60, (i) => {
    const u = residents[i % residents.length]!;
    const svc = services.filter((s) => s.orgId === u.orgId && s.billingCycle === 'monthly')[i % 2]!;
    const room = rooms.find((r) => r.orgId === u.orgId && r.roomStatus !== 'vacant')!;
    const m = i % 3;
    return {
      billNo: `WY${String(i + 1).padStart(7, '0')}`, serviceId: idOf(svc), userId: idOf(u), orgId: u.orgId, roomId: idOf(room), billMonth: month(c, m),
      amount: svc.name === '物业管理费' ? Math.round(Number(room.area) * Number(svc.unitPrice) * 100) / 100 : Number(svc.unitPrice),
      dueDate: c.day(-30 * m + 15), payStatus: m === 0 ? 'unpaid' : pay(), createTime: c.at(-30 * m - 5, 8),
    };
  }));
  await c.ins('organisation.generalbillOrders', bills.filter((b) => b.payStatus === 'paid').map((b, i) => ({
    orderNo: `JF${String(i + 1).padStart(7, '0')}`, billId: idOf(b), amount: b.amount, payType: rng.pick(['wallet', 'wechat', 'alipay', 'cash']),
    payStatus: 'paid', payTime: c.recent(60), createTime: b.createTime,
  })));
  const items = await c.ins('organisation.deposititemInformationForm', orgs.slice(0, 3).flatMap((o) => [
    ['装修押金', 2000, true], ['门禁卡押金', 50, true], ['车位遥控器押金', 100, false],
  ].map(([name, amount, refundable]) => ({ name, orgId: idOf(o), amount, refundable, remark: null, status: 1, createTime: c.at(-300, 10) }))));
  await c.ins('organisation.depositRecord', times(15, (i) => {
    const it = items[i % items.length]!;
    const u = residents.find((r) => r.orgId === it.orgId)!;
    const st = rng.weighted([['paid', 5], ['refunded', 2], ['deducted', 1]] as const);
    return {
      deposititemId: idOf(it), userId: idOf(u), orgId: it.orgId, amount: it.amount, depositStatus: st,
      payTime: c.at(-100 + i * 3, 10), refundTime: st === 'refunded' ? c.at(-20 + i, 15) : null, createTime: c.at(-100 + i * 3, 10),
    };
  }));

  const welfare = await c.ins('organisation.welfareRecord', [
    ['中秋节福利', 'bonus', 300, 'granted', -60], ['十月餐补', 'subsidy', 200, 'granted', -45], ['十一月餐补', 'subsidy', 200, 'granted', -15],
    ['年终积分奖励', 'integral', 500, 'pending', 0], ['高温补贴', 'subsidy', 150, 'failed', -120],
  ].map(([title, grantType, amount, grantStatus, d]) => ({
    title, orgId: idOf(orgs[3]!), grantType, amount, personCount: 6, totalAmount: Number(amount) * 6, grantStatus,
    grantTime: grantStatus === 'pending' ? null : c.at(Number(d), 10), createTime: c.at(Number(d) - 2, 9),
  })));
  const parkUsers = users.filter((u) => u.orgId === orgs[3]!.id).slice(0, 6);
  await c.ins('organisation.welfarePersonRecord', welfare.flatMap((w) => parkUsers.map((u) => ({
    welfareRecordId: idOf(w), userId: idOf(u), name: u.name, phone: u.phone, amount: w.amount, grantStatus: w.grantStatus, createTime: w.createTime,
  }))));

  const tpls = await c.ins('unibill.billPushTemplate', [
    ['物业费账单短信', 'sms', '物业费缴费提醒', '尊敬的业主，您{month}的物业费{amount}元已出账，请及时缴纳。'],
    ['物业费公众号通知', 'wechat', '账单通知', '您有一笔新的账单：{month}物业费，金额{amount}元。'],
    ['APP账单推送', 'app', '新账单提醒', '{month}账单已生成，点击查看详情。'],
  ].map(([name, channel, title, content]) => ({ name, channel, title, content, status: 1, createTime: c.at(-200, 10) })));
  await c.ins('unibill.billPush', orgs.slice(0, 3).flatMap((o, i) => [0, 1].map((m) => ({
    title: `${o.name}${month(c, m)}账单推送`, orgId: idOf(o), templateId: idOf(tpls[(i + m) % 3]!), billMonth: month(c, m),
    pushTime: m ? c.at(-30, 10) : null, targetCount: rng.int(200, 600), successCount: m ? rng.int(180, 200) : 0, status: m ? 'done' : 'pending', createTime: c.at(-30 * m - 1, 9),
  }))));
}
