/**
 * Merchants and money: merchants with their devices, enterprise wallets (virtual accounts)
 * with recharge applications and transaction flows, collections at the tills (some refunded),
 * per-project wallet settings, and the charging-pile price lists.
 */
import { type SeedContext, idOf, times } from './context';

/** name, type, project index */
const MERCHANTS: [string, 'canteen' | 'restaurant' | 'supermarket' | 'other', number][] = [
  ['星河园区职工食堂', 'canteen', 3], ['鹏城花园便利店', 'supermarket', 0], ['滨江壹号社区食堂', 'canteen', 1],
  ['天悦湾兰州拉面', 'restaurant', 2], ['海岸咖啡', 'other', 4], ['星河轻食沙拉', 'restaurant', 3],
  ['城市花园生鲜超市', 'supermarket', 0], ['海岸国际社区食堂', 'canteen', 4],
];

export async function seedWallet(c: SeedContext): Promise<void> {
  const { rng } = c;
  const orgs = c.rows['organisation.organization']!;
  const companies = c.rows['organisation.company']!;
  const merchants = await c.ins('merchant.merchant', MERCHANTS.map(([name, type, oi], i) => ({
    name, merchantNo: `M${String(880001 + i)}`, type, orgId: idOf(orgs[oi]!), contactName: rng.name(), contactPhone: rng.phone(),
    address: `${orgs[oi]!.name}${rng.pick(['商业街', '一楼大堂', '负一层', '配套楼'])}${rng.int(1, 30)}号`,
    logo: `/super_cloud/api/common/file/geturl/merchant-${i + 1}.png`, status: i === 4 ? 'suspended' : i === 7 ? 'closed' : 'open',
    createTime: c.at(-320 + i * 9, 10),
  })));
  const equipment = await c.ins('wallet.equipment', merchants.flatMap((m, mi) => times(2, (k) => ({
    name: `${m.name}${k ? '人脸终端' : '收银机'}`, sn: `SN${String(2024000 + mi * 10 + k)}`, type: k ? 'face' : 'pos',
    merchantId: idOf(m), orgId: m.orgId, onlineStatus: (mi + k) % 5 === 0 ? 'offline' : 'online',
    lastOnlineTime: c.at(-(mi % 3), 8 + mi, k * 10), createTime: m.createTime,
    offlineSince: (mi + k) % 5 === 0 ? c.at(-(mi % 3), 9 + mi, k * 10) : null,
  }))));
  // Key cabinets and receipt printers (our additions), one each for the first merchants.
  await c.ins('merchant.keyCabinet', merchants.slice(0, 4).map((m, i) => ({
    name: `${m.name}钥匙柜`, sn: `KC${String(7001 + i)}`, merchantId: idOf(m), orgId: m.orgId, slots: [24, 36, 12, 48][i],
    openMode: (['code', 'scan', 'card', 'code'] as const)[i], keepHours: [24, 48, 72, 24][i], location: rng.pick(['一楼大堂', '员工通道', '负一层电梯口']),
    status: i === 3 ? 0 : 1, createTime: m.createTime,
  })));
  await c.ins('merchant.printConfig', merchants.slice(0, 5).map((m, i) => ({
    printerName: `${m.name}前台打印机`, brand: (['feie', 'yilianyun', 'feie', 'other', 'yilianyun'] as const)[i], printerSn: `PR${String(93001 + i)}`,
    merchantId: idOf(m), orgId: m.orgId, paperWidth: i % 2 ? 80 : 58, copies: 1 + (i % 2), autoPrint: i === 3 ? 0 : 1,
    footer: '谢谢惠顾，欢迎再次光临', createTime: m.createTime,
  })));
  await c.ins('wechat.merchantDetail', merchants.slice(0, 5).map((m, i) => ({
    name: m.name, merchantId: idOf(m), contactName: m.contactName, contactPhone: m.contactPhone, licenseNo: `91440300MA5F${String(10000 + i)}`,
    settlementAccount: `6222 0240 0000 ${String(1000 + i * 37)}`, applyStatus: ['approved', 'approved', 'pending', 'rejected', 'approved'][i], createTime: m.createTime,
  })));

  const payers = companies.filter((x) => x.companyType !== 'property').concat(companies[0]!);
  // Each account's flow is simulated first, so its stored balance is what the flow adds up to.
  const plans = payers.flatMap((co, i) => (['meal', 'welfare'] as const).map((type, k) => {
    let balance = 0;
    let total = 0;
    const flow = times(20, (n) => {
      const kind = n === 0 || rng.chance(0.15) ? 'recharge' : rng.chance(0.06) ? 'refund' : 'consume';
      const amount = kind === 'recharge' ? rng.pick([5000, 10000, 20000]) : rng.money(12, 38);
      balance = Math.round((balance + (kind === 'consume' ? -amount : amount)) * 100) / 100;
      if (kind === 'recharge') total += amount;
      return {
        merchantId: kind === 'recharge' ? null : idOf(rng.pick(merchants.slice(0, 6))), type: kind,
        channel: kind === 'recharge' ? 'admin' : rng.pick(['app', 'card', 'face']), amount, balance,
        // Who moved the money: a recharge's approver (the finance login), a payment or refund the till or app (系统).
        operatorName: kind === 'recharge' ? '陈静' : '系统',
        createTime: c.at(-60 + n * 3, rng.int(8, 19), rng.int(0, 59)),
      };
    });
    const account = {
      accountNo: `VA${String(3100 + i * 2 + k)}`, name: `${String(co.name).replace(/有限公司$/, '')}${type === 'meal' ? '餐补账户' : '福利账户'}`,
      companyId: idOf(co), orgId: idOf(orgs[3]!), type, balance, totalRecharge: total, status: 1, createTime: c.at(-280 + i, 9),
    };
    return { account, flow };
  }));
  const accounts = await c.ins('wallet.virtAccountExtend', plans.map((p) => p.account));
  await c.ins('wallet.virtAccountWater', plans.flatMap((p, ai) => p.flow.map((w, n) => ({
    ...w, serialNo: `W${String(ai + 1).padStart(3, '0')}${String(n).padStart(4, '0')}`, accountId: idOf(accounts[ai]!), companyId: accounts[ai]!.companyId,
  }))));
  await c.ins('wallet.rechargeManage', times(12, (i) => {
    const a = accounts[i % accounts.length]!;
    const status = (['draft', 'pending', 'pending', 'approved', 'approved', 'rejected'] as const)[i % 6]!;
    return {
      title: `${c.day(-i * 5).slice(0, 7)}${a.name}充值`, companyId: a.companyId, accountId: idOf(a), amount: rng.pick([3000, 5000, 8000, 12000]),
      voucher: `/super_cloud/api/common/file/geturl/voucher-${i + 1}.jpg`, auditStatus: status,
      auditRemark: status === 'rejected' ? '转账凭证金额与申请金额不一致' : status === 'approved' ? '已核实到账' : null, createTime: c.recent(90),
    };
  }));
  await c.ins('wallet.orgExtend', orgs.map((o, i) => ({
    orgId: idOf(o), mealSubsidy: [0, 10, 12, 15, 0][i], allowOverdraft: i === 3, overdraftLimit: i === 3 ? 200 : 0, dailyLimit: 300, status: 1,
  })));
  await c.ins('collection.collection', times(80, (i) => {
    const e = equipment[i % equipment.length]!;
    const refunded = i % 9 === 4;
    return {
      orderNo: c.code('SK', i + 1), merchantId: e.merchantId, orgId: e.orgId, equipmentId: idOf(e), payerName: rng.name(), amount: rng.money(6, 120),
      payType: e.type === 'face' ? 'face' : rng.pick(['wallet', 'wechat', 'alipay', 'card']), status: refunded ? 'refunded' : 'paid',
      refundReason: refunded ? rng.pick(['重复扣款', '菜品售罄', '顾客取消']) : null, createTime: c.recent(30),
    };
  }));

  const cats = await c.ins('chargingsystem.category', ['电动车充电', '汽车快充', '汽车慢充'].map((name, i) => ({ name, sort: i + 1, remark: null, status: 1, createTime: c.at(-200, 10) })));
  await c.ins('chargingsystem.product', orgs.slice(0, 3).flatMap((o) => cats.slice(0, 2).map((cat, k) => ({
    name: `${o.name}${cat.name}`, categoryId: idOf(cat), orgId: idOf(o), chargeMode: k ? 'energy' : 'time', unitPrice: k ? 1.2 : 0.5,
    maxMinutes: k ? 240 : 480, status: 1, createTime: c.at(-190, 11),
  }))));
  await c.ins('chargingsystem.recharge', [50, 100, 200, 500].map((amount, i) => ({
    name: `充${amount}元`, orgId: idOf(orgs[0]!), amount, giftAmount: [0, 5, 15, 50][i], sort: i + 1, status: 1, createTime: c.at(-180, 10),
  })));
}
