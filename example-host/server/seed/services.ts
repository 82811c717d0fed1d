/**
 * Services in the projects: conferences with guests and their arrangements, complaints and
 * comments with replies and FAQs, car wash, and air-conditioning overtime.
 */
import { type SeedContext, idOf, times } from './context';

export async function seedServices(c: SeedContext): Promise<void> {
  await seedConferences(c);
  await seedComments(c);
  await seedCarwashAndAir(c);
  await seedLostItems(c);
}

async function seedLostItems(c: SeedContext): Promise<void> {
  const { rng } = c;
  const orgs = c.rows['organisation.organization']!;
  const items = [['黑色双肩包', '3栋大堂'], ['钥匙串(3把)', '地下车库B区'], ['儿童水壶', '中心花园'], ['蓝色雨伞', 'A座电梯厅'], ['工牌', '员工餐厅'], ['无线耳机', '健身房']];
  await c.ins('lostfound.lostItem', items.map(([name, foundPlace], i) => {
    const claimed = i % 3 === 1;
    return {
      name, orgId: idOf(orgs[i % orgs.length]!), photo: `/super_cloud/api/common/file/geturl/lost-${i + 1}.jpg`, foundPlace, foundTime: c.at(-20 + i * 3, 10),
      finderName: rng.name(), description: null, status: claimed ? 'claimed' : 'unclaimed',
      claimantName: claimed ? rng.name() : null, claimantPhone: claimed ? rng.phone() : null, claimantIdNo: claimed ? '11010519491231002X' : null,
      claimTime: claimed ? c.at(-18 + i * 3, 15) : null, createTime: c.at(-20 + i * 3, 11),
    };
  }));
}

async function seedConferences(c: SeedContext): Promise<void> {
  const { rng } = c;
  const park = c.rows['organisation.organization']![3]!;
  const confs = await c.ins('conference.conference', [
    ['2026年度合作伙伴大会', -40, 'ended'], ['智慧社区产品发布会', -1, 'ended'], ['季度经营分析会', 0, 'ongoing'], ['业主代表座谈会', 12, 'planned'],
  ].map(([name, d, status], i) => ({
    name, orgId: idOf(park), host: rng.name(), address: `星河科技园A座${3 + i}楼多功能厅`, startTime: c.at(Number(d), 9), endTime: c.at(Number(d), 17, 30),
    status, createTime: c.at(Number(d) - 20, 10),
  })));
  const guests = await c.ins('conference.conferenceCustomer', confs.flatMap((cf) => times(5, (k) => ({
    conferenceId: idOf(cf), name: rng.name(), phone: rng.phone(), company: rng.pick(['星河科技有限公司', '远景信息技术有限公司', '华信物业管理有限公司', '海岸餐饮管理有限公司']),
    position: rng.pick(['总经理', '副总裁', '运营总监', '项目经理', '采购经理']), signStatus: cf.status === 'planned' || k === 4 ? 'unsigned' : 'signed', createTime: cf.createTime,
  }))));
  await c.ins('conference.conferenceCustomerLike', guests.slice(0, 10).map((g, i) => ({
    customerId: idOf(g), type: (['food', 'drink', 'taboo', 'other'] as const)[i % 4], name: ['粤菜', '普洱茶', '不吃辣', '需要无障碍通道'][i % 4]!, remark: null,
  })));
  await c.ins('conference.conferenceGift', confs.map((cf, i) => ({ conferenceId: idOf(cf), name: ['定制保温杯', '茶叶礼盒', '蓝牙音箱', '伴手礼'][i]!, customerId: null, quantity: 30, price: [88, 268, 199, 50][i], remark: null })));
  await c.ins('conference.conferenceWine', confs.slice(0, 2).map((cf) => ({ conferenceId: idOf(cf), name: '干红葡萄酒', brand: '张裕', quantity: 12, price: 168, remark: null })));
  await c.ins('conference.conferenceFood', confs.map((cf, i) => ({
    conferenceId: idOf(cf), name: i % 2 ? '工作午餐' : '欢迎晚宴', mealTime: String(cf.startTime).replace(/ 09:00:00$/, i % 2 ? ' 12:00:00' : ' 18:30:00'),
    place: '园区餐厅二楼宴会厅', tables: 3 + i, standardPrice: i % 2 ? 80 : 1800, remark: null,
  })));
  await c.ins('conference.conferenceStay', guests.filter((_, i) => i % 3 === 0).map((g, i) => {
    const cf = confs.find((x) => x.id === g.conferenceId)!;
    return { conferenceId: cf.id, customerId: idOf(g), hotel: '深圳湾万怡酒店', roomType: i % 2 ? '大床房' : '双床房', roomNo: String(1201 + i), checkIn: String(cf.startTime).slice(0, 10), checkOut: String(cf.endTime).slice(0, 10) };
  }));
  await c.ins('conference.conferenceTransfer', guests.filter((_, i) => i % 4 === 1).map((g, i) => {
    const cf = confs.find((x) => x.id === g.conferenceId)!;
    return {
      conferenceId: cf.id, customerId: idOf(g), type: i % 2 ? 'dropoff' : 'pickup', place: i % 2 ? '深圳宝安国际机场T3' : '深圳北站',
      transferTime: i % 2 ? cf.endTime : cf.startTime, vehicleNo: rng.plate(), driverName: rng.name(), driverPhone: rng.phone(),
    };
  }));
  await c.ins('conference.conferenceInfo', confs.map((cf, i) => ({
    conferenceId: idOf(cf), title: `${cf.name}议程`, cover: `/super_cloud/api/common/file/geturl/conf-${i + 1}.jpg`,
    content: '09:00 签到\n09:30 开幕致辞\n10:00 主题分享\n12:00 午餐\n14:00 分组讨论\n17:00 总结', sort: 1, createTime: cf.createTime,
  })));
  await c.ins('conference.conferenceShare', confs.slice(0, 2).map((cf) => ({
    conferenceId: idOf(cf), title: `${cf.name}资料`, fileUrl: `https://static.example.com/conference/${cf.id}/slides.pdf`, description: '会议演示文稿', createTime: cf.endTime,
  })));
}

async function seedComments(c: SeedContext): Promise<void> {
  const { rng } = c;
  const orgs = c.rows['organisation.organization']!;
  const depts = c.rows['organisation.department']!;
  const cats = await c.ins('comment.commentTypeCategory', [['投诉', 0], ['建议', 1], ['表扬', 2]].map(([name, k]) => ({
    name, deptId: idOf(depts[Number(k)]!), sort: Number(k) + 1, status: 1, createTime: c.at(-200, 10),
  })));
  const types = await c.ins('comment.commentType', [['服务态度', 0], ['环境卫生', 0], ['设施设备', 0], ['管理建议', 1], ['活动建议', 1], ['服务表扬', 2]].map(([name, k], i) => ({
    name, categoryId: idOf(cats[Number(k)]!), sort: i + 1, status: 1, createTime: c.at(-199, 10),
  })));
  const texts: Record<string, string> = {
    服务态度: '前台客服接电话态度冷淡，问题没有解决。', 环境卫生: '3栋楼道垃圾两天没有清理，有异味。', 设施设备: '地下车库B区照明灯坏了好几盏。',
    管理建议: '建议在小区增设电动车充电桩。', 活动建议: '希望多组织一些亲子活动。', 服务表扬: '维修师傅半夜上门处理漏水，非常感谢！',
  };
  const bills = await c.ins('comment.commentBill', times(40, (i) => {
    const t = types[i % types.length]!;
    return {
      title: `${t.name}-${rng.pick(['1栋', '2栋', '3栋', 'A座'])}`, typeId: idOf(t), orgId: idOf(orgs[i % orgs.length]!), userName: rng.name(), phone: rng.phone(),
      content: texts[String(t.name)]!, images: i % 3 ? null : `/super_cloud/api/common/file/geturl/comment-${i}.jpg`,
      status: rng.weighted([['replied', 4], ['closed', 3], ['processing', 2], ['pending', 3]] as const), createTime: c.recent(60),
    };
  }));
  await c.ins('comment.commentBillReply', bills.filter((b) => b.status === 'replied' || b.status === 'closed').map((b) => ({
    billId: idOf(b), content: '您好，感谢您的反馈，我们已安排专人跟进处理，处理结果将及时告知。', replier: `客服${rng.name()}`, createTime: b.createTime,
  })));
  await c.ins('comment.commentFaqs', [
    ['如何提交报修？', '在APP首页点击“报修”，填写问题描述并上传照片即可。', 2], ['投诉多久会有回复？', '工作日24小时内回复，节假日48小时内回复。', 0],
    ['物业费可以线上缴纳吗？', '可以，在APP“生活缴费”中选择对应账单支付。', 3], ['如何登记访客？', '在APP“访客通行”中填写访客信息，生成二维码发送给访客。', 4],
  ].map(([title, answer, t], i) => ({ title, answer, typeId: idOf(types[Number(t)]!), sort: i + 1, status: 1, createTime: c.at(-150, 10) })));
}

async function seedCarwashAndAir(c: SeedContext): Promise<void> {
  const { rng } = c;
  const orgs = c.rows['organisation.organization']!;
  const rooms = c.rows['organisation.roomNo']!;
  const services = await c.ins('carwash.service', [['标准洗车', 35, 30], ['精致内饰清洁', 120, 90], ['打蜡养护', 180, 60], ['SUV标准洗车', 45, 40]].map(([name, price, durationMinutes], i) => ({
    name, price, durationMinutes, image: null, description: null, sort: i + 1, status: 1, createTime: c.at(-120, 10),
  })));
  await c.ins('carwash.orgSet', orgs.slice(0, 3).map((o) => ({ orgId: idOf(o), openTime: '08:00', closeTime: '20:00', dailyCapacity: 40, contactPhone: rng.phone(), address: `${o.name}地下车库B1层`, status: 1 })));
  const customers = await c.ins('carwash.customer', times(20, (i) => ({
    name: rng.name(), phone: rng.phone(), plateNo: rng.plate(), carModel: rng.pick(['比亚迪汉', '特斯拉Model 3', '丰田凯美瑞', '大众帕萨特', '理想L7']), orgId: idOf(orgs[i % 3]!), createTime: c.recent(120),
  })));
  const washes = await c.ins('carwash.order', times(30, (i) => {
    const cu = customers[i % customers.length]!;
    const s = services[i % services.length]!;
    const d = -10 + (i % 13);
    return {
      orderNo: c.code('XC', i + 1), customerId: idOf(cu), orgId: cu.orgId, plateNo: cu.plateNo, appointmentTime: c.at(d, rng.int(9, 18)), amount: s.price,
      status: d < 0 ? rng.weighted([['completed', 5], ['cancelled', 1]] as const) : d === 0 ? 'washing' : rng.weighted([['pending', 1], ['accepted', 1]] as const),
      remark: null, createTime: c.at(d - 1, 20),
    };
  }));
  await c.ins('carwash.orderService', washes.map((w, i) => ({ orderId: idOf(w), serviceId: idOf(services[i % services.length]!), quantity: 1, price: w.amount })));

  const park = orgs[3]!;
  const rules = await c.ins('airconditioning.rule', [['工作日加时', 60, 30, 1], ['周末加时', 80, 60, 2]].map(([name, pricePerHour, billingUnitMinutes, minHours]) => ({
    name: `${park.name}${name}`, orgId: idOf(park), pricePerHour, billingUnitMinutes, minHours, normalStart: '08:30', normalEnd: '18:00', status: 1, createTime: c.at(-180, 10),
  })));
  await c.ins('organisation.airRule', [{ name: `${park.name}空调加时规则`, orgId: idOf(park), startTime: '18:00', endTime: '23:00', hourlyPrice: 60, status: 1 }]);
  const offices = rooms.filter((r) => r.orgId === park.id).slice(0, 10);
  await c.ins('airconditioning.config', offices.map((r, i) => ({ orgId: idOf(park), roomId: idOf(r), ruleId: idOf(rules[0]!), deviceNo: `AC-${String(r.name)}`, allowOvertime: i !== 9, status: 1, createTime: c.at(-170, 10) })));
  await c.ins('airconditioning.order', times(20, (i) => {
    const r = offices[i % offices.length]!;
    const d = -14 + i;
    const hours = rng.pick([2, 3, 4]);
    return {
      orderNo: c.code('KT', i + 1), orgId: idOf(park), roomId: idOf(r), applicantName: rng.name(), applicantPhone: rng.phone(), startTime: c.at(d, 18),
      endTime: c.at(d, 18 + hours), hours, amount: hours * 60,
      status: d < 0 ? rng.weighted([['completed', 6], ['refunded', 1], ['cancelled', 1]] as const) : d === 0 ? 'running' : rng.weighted([['paid', 2], ['unpaid', 1]] as const),
      createTime: c.at(d, 15),
    };
  }));
}
