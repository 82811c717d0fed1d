/**
 * Notices and messaging: public accounts and their followers, SMS and e-mail channels, app
 * notices (several waiting for approval), SMS, e-mail and template messages in every audit
 * state, pushes, in-app user messages with receivers, media files and SMS codes.
 * Secrets of password type are stored hashed, like every password field.
 */
import { type SeedContext, idOf, times } from './context';

const NOTICES = [
  ['关于小区二次供水设施清洗的通知', 'all'], ['电梯年度检测停运安排', 'owner'], ['中秋国庆双节活动报名', 'all'],
  ['垃圾分类投放时间调整公告', 'all'], ['物业服务满意度调查', 'owner'], ['消防演练通知', 'all'], ['员工食堂菜单更新', 'staff'],
  ['停车场道闸系统升级公告', 'owner'], ['台风天气安全提示', 'all'], ['园区门禁人脸录入通知', 'staff'], ['公共区域绿化修剪安排', 'all'],
  ['业主大会召开公告', 'owner'], ['冬季供暖试运行通知', 'all'], ['社区义诊活动预告', 'all'], ['快递柜新增点位通知', 'all'],
] as const;

/** Demo secrets (AppSecret, SMTP and SMS keys), stored as given: write-only, never answered. */
export const NOTICE_SECRETS = ['wx-secret-a', 'wx-secret-b', 'smtp-a', 'smtp-b', 'sms-a', 'sms-b'].map((s) => `${s}-demo`);

export async function seedNotices(c: SeedContext): Promise<void> {
  const { rng } = c;
  const orgs = c.rows['organisation.organization']!;
  const users = c.rows['organisation.user']!;
  // Secrets are stored as given (the server needs them to call WeChat, the mail and SMS providers);
  // no answer carries them.
  const [secretA, secretB, smtpA, smtpB, smsA, smsB] = NOTICE_SECRETS;

  const publics = await c.ins('wechat.webPublic', [
    ['鹏城生活服务号', 'wx8a1f2c3d4e5f6a7b', 2, secretA], ['星河园区订阅号', 'wx1b2c3d4e5f6a7b8c', 1, secretB],
  ].map(([name, appId, type, appSecret], i) => ({
    name, appId, appSecret, originalId: `gh_${String(appId).slice(2, 14)}`, type, token: `token${i + 1}demo`, encodingAesKey: null,
    qrcodeUrl: `/super_cloud/api/common/file/geturl/mp-qrcode-${i + 1}.jpg`, status: 1, createTime: c.at(-300, 10),
  })));
  await c.ins('wechat.wxPublicnoOrg', orgs.map((o, i) => ({ publicnoId: idOf(publics[i === 3 ? 1 : 0]!), orgId: idOf(o), isDefault: true, createTime: c.at(-290, 10) })));
  await c.ins('wechat.wxUser', times(30, (i) => {
    const u = users[i * 3]!;
    return {
      publicnoId: idOf(publics[i % 5 === 0 ? 1 : 0]!), openId: `oX${String(1000000 + i * 7919).padStart(26, 'a')}`, unionId: null, name: u.name,
      avatar: null, sex: rng.pick([1, 2, 0]), city: rng.pick(['深圳', '广州', '杭州', '上海']), labels: i % 4 ? '业主' : '业主,VIP',
      subscribe: i % 9 === 8 ? 0 : 1, subscribeTime: c.recent(300), userId: idOf(u),
    };
  }));
  const libs = await c.ins('wechat.templateLibrary', [
    ['缴费成功通知', 'OPENTM207791277', '{{first.DATA}}\n缴费金额：{{keyword1.DATA}}\n缴费时间：{{keyword2.DATA}}\n{{remark.DATA}}'],
    ['访客到访提醒', 'OPENTM411365252', '{{first.DATA}}\n访客姓名：{{keyword1.DATA}}\n到访时间：{{keyword2.DATA}}'],
  ].map(([title, templateCode, content]) => ({ title, templateCode, primaryIndustry: '房地产', secondaryIndustry: '物业', content, example: null, createTime: c.at(-280, 10) })));
  const wxTypes = await c.ins('wechat.wxTemplateMessageType', [['缴费通知', 'PAYMENT'], ['访客通知', 'VISITOR']].map(([name, code]) => ({ name, code, description: null, status: 1, createTime: c.at(-280, 11) })));
  await c.ins('wechat.wxTemplateMessageConfig', libs.map((l, i) => ({
    title: l.title, publicnoId: idOf(publics[0]!), typeId: idOf(wxTypes[i]!), libraryId: idOf(l), templateId: `tpl_${String(l.templateCode).toLowerCase()}`, status: 1, createTime: c.at(-279, 10),
  })));

  const mailCfg = await c.ins('notify.emailConfig', [['企业邮箱-通知', 'smtp.example.com', 465, 'notice@example.com', smtpA, true], ['备用邮箱', 'smtp-backup.example.com', 25, 'backup@example.com', smtpB, false]]
    .map(([name, smtpHost, smtpPort, account, password, ssl], i) => ({ name, smtpHost, smtpPort, account, password, ssl, status: i ? 0 : 1, createTime: c.at(-250, 10) })));
  const smsCfg = await c.ins('notify.mobileConfig', [['阿里云短信', 'aliyun', 'LTAI5tDemoKey01', smsA, '鹏城物业', 8640], ['腾讯云短信', 'tencent', 'AKIDDemoKey02', smsB, '星河园区', 1200]]
    .map(([name, provider, accessKey, accessSecret, signName, residue], i) => ({ name, provider, accessKey, accessSecret, signName, residue, status: i ? 0 : 1, createTime: c.at(-250, 11) })));

  const audit = (i: number) => (i < 4 ? 'pending' : i % 5 === 4 ? 'rejected' : 'approved');
  const audited = (i: number, d: number) => (audit(i) === 'pending' ? {} : { auditTime: c.at(d, 16), auditRemark: audit(i) === 'rejected' ? '内容需补充具体时间地点' : '同意发布' });
  await c.ins('notify.appNotice', NOTICES.map(([title, audience], i) => ({
    title, orgId: idOf(orgs[i % orgs.length]!), coverUrl: `/super_cloud/api/common/file/geturl/notice-${i + 1}.jpg`,
    content: `${title}。请各位业主、住户相互转告，感谢您的理解与配合。——${orgs[i % orgs.length]!.name}物业服务中心`, audience,
    publishTime: audit(i) === 'approved' ? c.at(-i * 3, 9) : null, auditStatus: audit(i), ...audited(i, -i * 3 - 1), createTime: c.at(-i * 3 - 2, 10),
  })));
  await c.ins('notify.mobileMessage', times(10, (i) => ({
    title: rng.pick(['缴费提醒', '停水通知', '会议通知', '访客到访提醒']), configId: idOf(smsCfg[0]!), phones: times(3, () => rng.phone()).join(','),
    content: '【鹏城物业】您好，本周六上午9点至12点小区将进行二次供水清洗，届时暂停供水，请提前储水。', sendTime: audit(i) === 'approved' ? c.at(-i, 10) : null,
    sendStatus: audit(i) === 'approved' ? (i === 7 ? 'failed' : 'sent') : 'pending', auditStatus: audit(i), ...audited(i, -i), createTime: c.at(-i - 1, 9),
  })));
  await c.ins('notify.emailMessage', times(8, (i) => ({
    title: rng.pick(['月度物业服务报告', '合同续签提醒', '账单明细']), configId: idOf(mailCfg[0]!), receivers: 'finance@example.com,admin@example.com',
    content: '您好，附件为本月物业服务报告，请查收。', sendTime: audit(i) === 'approved' ? c.at(-i * 2, 10) : null,
    sendStatus: audit(i) === 'approved' ? 'sent' : 'pending', auditStatus: audit(i), ...audited(i, -i * 2), createTime: c.at(-i * 2 - 1, 9),
  })));
  const nTypes = await c.ins('notify.wxTemplateMessageType', [['缴费通知', 'PAYMENT'], ['报修进度', 'REPAIR'], ['访客通知', 'VISITOR']].map(([name, code]) => ({ name, code, status: 1 })));
  const nCfg = await c.ins('notify.wxTemplateMessageConfig', nTypes.map((t, i) => ({ title: `${t.name}模板`, typeId: idOf(t), publicnoId: idOf(publics[0]!), templateId: `tpl_notify_${i + 1}`, status: 1 })));
  await c.ins('notify.wxTemplateMessage', times(6, (i) => ({
    title: `${nTypes[i % 3]!.name}推送`, orgId: idOf(orgs[i % orgs.length]!), typeId: idOf(nTypes[i % 3]!), configId: idOf(nCfg[i % 3]!),
    content: '您有一条新的通知，请点击查看详情。', url: 'https://m.example.com/notice', sendTime: audit(i) === 'approved' ? c.at(-i, 11) : null,
    sendStatus: audit(i) === 'approved' ? 'sent' : 'pending', auditStatus: audit(i), ...audited(i, -i), createTime: c.at(-i - 1, 10),
  })));
  await c.ins('notify.messagePush', times(10, (i) => ({
    title: rng.pick(['您的快递已到驿站', '账单已生成', '报修已完成', '活动报名成功']), orgId: idOf(orgs[i % orgs.length]!), content: '请打开APP查看详情。',
    platform: rng.pick(['all', 'android', 'ios']), userId: i % 2 ? idOf(users[i]!) : null, sendTime: c.at(-i, 12), sendStatus: i === 3 ? 'failed' : 'sent', createTime: c.at(-i, 11),
  })));
  await c.ins('notify.wechatNotice', times(5, (i) => ({
    title: NOTICES[i]![0], orgId: idOf(orgs[i]!), publicnoId: idOf(publics[i === 3 ? 1 : 0]!), content: `${NOTICES[i]![0]}，详情请查看公众号。`,
    url: 'https://m.example.com/notice', sendTime: i ? c.at(-i * 4, 10) : null, sendStatus: i ? 'sent' : 'pending', createTime: c.at(-i * 4 - 1, 10),
  })));
  await c.ins('notify.mediaFile', [['小区宣传片.mp4', 'video', 52428800], ['停水通知.jpg', 'image', 245760], ['业主手册.pdf', 'file', 1843200], ['欢迎语音.mp3', 'audio', 512000]]
    .map(([name, type, size], i) => ({ name, type, url: `https://static.example.com/media/${i + 1}-${name}`, size, createTime: c.at(-100 + i, 10) })));
  // 轮播图 (our addition): one running, one ended, one to come; pictures are seeded paths.
  await c.ins('notify.banner', [['业主节活动报名', 0, -5, 20, 1], ['社区义诊活动预告', 1, -40, -10, 1], ['新春游园会', 2, 10, 30, 0]]
    .map(([title, sort, from, to, status], i) => ({
      title, orgId: idOf(orgs[i % orgs.length]!), imageUrl: `/super_cloud/api/common/file/geturl/banner-${i + 1}.jpg`,
      linkUrl: 'https://m.example.com/activity', sort, startTime: c.at(Number(from), 0), endTime: c.at(Number(to), 23, 59), status, createTime: c.at(Number(from) - 2, 10),
    })));
  await c.ins('notify.smsAuthcode', times(20, (i) => {
    const [d, h, m] = [-rng.int(0, 7), rng.int(8, 20), rng.int(0, 50)];
    return {
      phone: users[i * 5]!.phone, code: String(rng.int(100000, 999999)), bizType: rng.weighted([['login', 6], ['register', 2], ['resetPassword', 1], ['bindPhone', 1]] as const),
      expireTime: c.at(d, h, m + 5), status: i === 0 ? 'unused' : i % 4 ? 'used' : 'expired', createTime: c.at(d, h, m),
    };
  }));

  const msgs = await c.ins('organisation.userMessage', times(8, (i) => ({
    title: ['物业费缴纳提醒', '社区活动邀请', '系统维护通知', '电梯维保通知'][i % 4], content: '请及时查看并处理，如有疑问请联系物业服务中心。',
    messageType: (['notice', 'activity', 'system', 'notice'] as const)[i % 4], orgId: idOf(orgs[i % orgs.length]!), sendStatus: i < 6 ? 'sent' : 'draft',
    receiverCount: i < 6 ? 5 : 0, sendTime: i < 6 ? c.at(-i * 5, 10) : null, createTime: c.at(-i * 5 - 1, 9),
  })));
  const receivers = msgs.filter((m) => m.sendStatus === 'sent').flatMap((m) => users.filter((u) => u.orgId === m.orgId).slice(0, 5).map((u, k) => ({
    messageId: idOf(m), userId: idOf(u), readStatus: k % 3 ? 1 : 0, readTime: k % 3 ? m.sendTime : null, createTime: m.sendTime,
  })));
  await c.ins('organisation.userMessageReceiver', receivers);
}
