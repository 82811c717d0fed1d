/**
 * Public-account (wechat) content and traffic: auto-reply keywords and materials, template
 * parameters and template messages, merchant payment settings, and the inbound message and
 * event logs of the followers seeded by notices.ts.
 */
import { type SeedContext, idOf, times } from './context';

export async function seedWechat(c: SeedContext): Promise<void> {
  const { rng } = c;
  const publics = c.rows['wechat.webPublic']!;
  const followers = c.rows['wechat.wxUser']!;
  const mp = idOf(publics[0]!);
  const at = (i: number) => c.at(-(i % 20), 8 + (i % 12), (i * 7) % 60);

  const materials = await c.ins('wechat.wxtextpicvoicetemp', [
    ['欢迎关注图文', 'news', null], ['物业服务热线', 'text', '物业服务热线：0755-88881001，24小时为您服务。'], ['缴费指引图片', 'image', null],
  ].map(([name, type, content], i) => ({
    name, publicnoId: mp, type, content, mediaUrl: type === 'text' ? null : `https://static.example.com/mp/material-${i + 1}`, mediaId: type === 'text' ? null : `MEDIA_${i + 1}`, createTime: c.at(-200, 10),
  })));
  await c.ins('wechat.picandtextdetailstemp', [['欢迎加入鹏城·城市花园', '物业服务中心'], ['业主APP使用指南', '客服中心']].map(([title, author], i) => ({
    tempId: idOf(materials[0]!), title, author, digest: '点击查看详情', coverUrl: `/super_cloud/api/common/file/geturl/mp-cover-${i + 1}.jpg`,
    url: `https://m.example.com/article/${i + 1}`, content: null, sort: i + 1,
  })));
  await c.ins('wechat.replykeywords', [['缴费', 1, 'news', 2], ['报修', 2, 'text', 1], ['电话', 2, 'text', 1], ['你好', 1, 'text', null]].map(([keyword, matchType, replyType, m], i) => ({
    publicnoId: mp, keyword, matchType, replyType, content: replyType === 'text' ? '您好，请问有什么可以帮您？' : null,
    materialId: m === null ? null : idOf(materials[Number(m)]!), status: 1, createTime: c.at(-180 + i, 10),
  })));
  const configs = c.rows['wechat.wxTemplateMessageConfig']!;
  await c.ins('wechat.wxTemplateConfigParams', configs.flatMap((cfg) => [['first', '标题'], ['keyword1', '金额'], ['keyword2', '时间'], ['remark', '备注']].map(([paramKey, name], k) => ({
    configId: idOf(cfg), paramKey, name, defaultValue: k === 3 ? '感谢您的支持' : null, color: k === 0 ? '#173177' : null, sort: k + 1,
  }))));
  await c.ins('wechat.wxTemplateMessage', times(6, (i) => ({
    title: `${configs[i % configs.length]!.title}-${i + 1}`, configId: idOf(configs[i % configs.length]!), publicnoId: mp, openId: followers[i]!.openId,
    content: '您的账单已缴费成功，金额 268.00 元。', url: 'https://m.example.com/bill', sendStatus: i === 4 ? 'failed' : 'sent', sendTime: at(i), createTime: at(i),
  })));
  await c.ins('wechat.webMerchant', publics.map((p, i) => ({
    merchantId: idOf(c.rows['merchant.merchant']![i]!), publicnoId: idOf(p), mchId: `16${String(10000000 + i * 7)}`, subMchId: null, certUrl: null, status: 1,
  })));
  await c.ins('wechat.wxNotifyInfo', times(5, (i) => ({
    outTradeNo: c.code('WX', i + 1), transactionId: `42000019${String(20260000 + i)}`, mchId: '1610000000', totalFee: rng.money(20, 300),
    resultCode: i === 3 ? 'FAIL' : 'SUCCESS', notifyTime: at(i), rawData: null, createTime: at(i),
  })));

  const msgs = followers.slice(0, 12).map((f, i) => ({ f, i, type: (['text', 'text', 'image', 'event'] as const)[i % 4] }));
  await c.ins('wechat.wxReceiveRecord', msgs.map(({ f, i, type }) => ({
    publicnoId: f.publicnoId, openId: f.openId, msgId: type === 'event' ? null : String(24000000000 + i), msgType: type, replied: i % 3 !== 2, createTime: at(i),
  })));
  await c.ins('wechat.wxReceiveText', msgs.filter((m) => m.type === 'text').map(({ f, i }) => ({
    publicnoId: f.publicnoId, openId: f.openId, msgId: String(24000000000 + i), content: rng.pick(['缴费', '报修', '你好', '停车场几点关门？']), createTime: at(i),
  })));
  await c.ins('wechat.wxReceivePic', msgs.filter((m) => m.type === 'image').map(({ f, i }) => ({
    publicnoId: f.publicnoId, openId: f.openId, msgId: String(24000000000 + i), picUrl: `/super_cloud/api/common/file/geturl/mp-pic-${i}.jpg`, mediaId: `PIC_${i}`, createTime: at(i),
  })));
  await c.ins('wechat.wxFocusEvent', followers.slice(0, 8).map((f, i) => ({
    publicnoId: f.publicnoId, openId: f.openId, eventType: f.subscribe === 0 ? 'unsubscribe' : 'subscribe', subscribeScene: i % 2 ? 'ADD_SCENE_QR_CODE' : 'ADD_SCENE_SEARCH', createTime: f.subscribeTime,
  })));
  await c.ins('wechat.wxMenuEvent', followers.slice(0, 6).map((f, i) => ({
    publicnoId: f.publicnoId, openId: f.openId, eventType: i % 2 ? 'VIEW' : 'CLICK', eventKey: i % 2 ? 'https://m.example.com/bill' : 'MENU_REPAIR', createTime: at(i),
  })));
  await c.ins('wechat.wxQrcodeEvent', followers.slice(0, 3).map((f, i) => ({
    publicnoId: f.publicnoId, openId: f.openId, eventType: i ? 'SCAN' : 'subscribe', sceneValue: `org_${i + 1}`, ticket: null, createTime: at(i),
  })));
}
