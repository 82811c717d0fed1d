/**
 * The cloud shop's meal areas, news and product library (our additions). No random draws, so
 * the seeds after this one keep their values.
 */
import type { Row } from '../types';
import { type SeedContext, idOf } from './context';

const AREAS: readonly [string, string, number, string][] = [
  ['一楼大众餐区', '食堂一楼东侧', 180, 'all'], ['二楼自选餐区', '食堂二楼', 120, 'lunchDinner'], ['早餐档口区', '食堂一楼西侧', 40, 'breakfast'],
];
const ARTICLES: readonly [string, string, string][] = [
  ['冬季鲜果节：全场水果8.8折', 'promotion', '12月1日至12月15日，云小店全场水果8.8折，每日限量供应。'],
  ['元旦期间配送时间调整', 'notice', '1月1日至1月3日配送时间调整为10:00—18:00，请提前下单。'],
  ['食材溯源公示（十二月）', 'foodSafety', '本月蔬菜、肉类供应商及检测报告已在店内公示，欢迎查阅。'],
];
const LIBRARY: readonly [string, string, string, string, string, string][] = [
  ['6901028075831', '农夫山泉饮用天然水', '550ml', '瓶', '农夫山泉', '2.00'],
  ['6920202888883', '伊利纯牛奶', '250ml×16', '箱', '伊利', '59.90'],
  ['6902083881405', '娃哈哈AD钙奶', '220g×4', '排', '娃哈哈', '9.50'],
  ['6925303730574', '统一老坛酸菜牛肉面', '121g', '桶', '统一', '4.50'],
  ['6901939621608', '可口可乐', '330ml', '罐', '可口可乐', '3.00'],
  ['6954767423579', '三只松鼠每日坚果', '750g', '盒', '三只松鼠', '89.00'],
  ['6923450657713', '清风抽纸', '3层130抽×6', '提', '清风', '19.90'],
  ['6903148126646', '舒肤佳香皂', '108g', '块', '舒肤佳', '6.90'],
];

export async function seedShopCatalogue(c: SeedContext, orgs: readonly Row[]): Promise<void> {
  const projects = orgs.slice(0, 3);
  await c.ins('flashdeliver.mealArea', projects.flatMap((o, i) => AREAS.map(([name, location, seats, meals], k) => ({
    name, orgId: idOf(o), location, seats: seats - i * 20, meals, manager: ['刘强', '陈梅', '孙磊'][k], phone: `1380013${String(8000 + i * 10 + k)}`,
    sort: k + 1, status: i === 2 && k === 2 ? 0 : 1, createTime: c.at(-90 + i, 10),
  }))));
  await c.ins('flashdeliver.shopArticle', projects.flatMap((o, i) => ARTICLES.map(([title, category, content], k) => {
    const publishStatus = (['published', 'draft', 'withdrawn'] as const)[(i + k) % 3];
    return {
      title, orgId: idOf(o), category, cover: `/super_cloud/api/common/file/geturl/news-${k + 1}.jpg`, summary: content.slice(0, 30), content,
      publishStatus, publishTime: publishStatus === 'draft' ? null : c.at(-10 + k, 9), createTime: c.at(-12 + k, 16),
    };
  })));
  const cats = (c.rows['flashdeliver.category'] ?? []).filter((x) => x.parentId !== null && x.parentId !== undefined);
  if (!cats.length) return;
  await c.ins('flashdeliver.productLibrary', LIBRARY.map(([barcode, name, spec, unit, brand, refPrice], i) => ({
    barcode, name, categoryId: idOf(cats[i % cats.length]!), spec, unit, brand, refPrice, image: `/super_cloud/api/common/file/geturl/lib-${i + 1}.jpg`,
    status: i === 7 ? 0 : 1, createTime: c.at(-60 + i, 11),
  })));
}
