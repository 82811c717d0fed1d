/**
 * The cloud shop's pages that are our additions: handover codes per pickup point, today's and
 * yesterday's menus, showcase slots with their products, and recovered goods in each state.
 * No random draws here, so the seeds after this one keep their values.
 */
import { multiplyAmount } from '../../../src/utils/amountFen';
import type { Row } from '../types';
import { type SeedContext, idOf } from './context';

const POINTS = ['A座一楼前台', 'B座大堂快递柜', '食堂门口', '地下车库电梯厅'];

export async function seedShopAdditions(c: SeedContext, orgs: readonly Row[], products: readonly Row[]): Promise<void> {
  const onShelf = products.filter((p) => p.shelfStatus === 'onShelf');
  const projects = orgs.slice(0, 3);
  await c.ins('flashdeliver.handoverCode', projects.flatMap((o, i) => POINTS.slice(0, 3).map((pointName, k) => ({
    orgId: idOf(o), pointName, code: String(100000 + ((i * 7919 + k * 104729) % 900000)).slice(0, 6),
    validFrom: c.day(-30), validTo: c.day(60 + k * 30), status: k === 2 ? 0 : 1, remark: null, createTime: c.at(-30, 9 + k),
  }))));
  await c.ins('flashdeliver.menuItem', projects.slice(0, 2).flatMap((o, i) => [-1, 0].flatMap((d) => onShelf.slice(i * 3, i * 3 + 4).map((p, k) => ({
    orgId: idOf(o), menuDate: c.day(d), productId: idOf(p), saleStart: k === 0 ? '07:00' : '10:30', saleEnd: k === 0 ? '10:00' : '20:00',
    dailyLimit: k === 0 ? 50 : null, sort: k + 1, createTime: c.at(d - 1, 18),
  })))));
  const slots = await c.ins('flashdeliver.slot', [
    ['首页大图·冬季鲜果', 'banner', 0, 1], ['今日推荐', 'recommend', 0, 1], ['午间广播', 'broadcast', 0, 1],
    ['首页大图·年货节', 'banner', 1, 0], ['热销好物', 'recommend', 1, 1],
  ].map(([name, position, oi, status], i) => ({
    name, position, orgId: idOf(projects[Number(oi)]!), image: position === 'banner' ? `/super_cloud/api/common/file/geturl/banner-${i + 1}.jpg` : null,
    broadcastText: position === 'broadcast' ? '每日11:30前下单，12:00前送达工位' : null, sort: i + 1,
    startTime: c.at(-10, 0), endTime: c.at(50, 23, 59), status, createTime: c.at(-12, 10),
  })));
  await c.ins('flashdeliver.slotProduct', slots.filter((s) => s.position === 'recommend').flatMap((s, i) => onShelf.slice(i * 2, i * 2 + 3).map((p, k) => ({
    slotId: idOf(s), productId: idOf(p), sort: k + 1, createTime: c.at(-11, 10),
  }))));
  await c.ins('flashdeliver.recovery', onShelf.slice(0, 6).map((p, i) => {
    const quantity = [3, 1, 6, 2, 4, 5][i]!;
    const status = (['pending', 'pending', 'writtenOff', 'restocked', 'pending', 'writtenOff'] as const)[i]!;
    return {
      orgId: idOf(projects[i % projects.length]!), productId: idOf(p), quantity, reason: (['expired', 'damaged', 'unsold'] as const)[i % 3],
      goodsValue: multiplyAmount(String(p.price), quantity), requesterId: null, recoveredBy: '张敏', status,
      handleNote: status === 'writtenOff' ? '已拍照留存，按报损处理' : status === 'restocked' ? '包装完好，退回仓库' : null, createTime: c.at(-6 + i, 17),
    };
  }));
}
