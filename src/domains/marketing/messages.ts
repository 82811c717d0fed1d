/** The marketing domain's texts: its menu title and its page's own words, in zh-CN, en and es. */
import type { DomainMessages } from '../../core/domain';

const zhCN = {
  'route.couponInfo': '优惠券查询',
  'marketing.lookup': '按编号查询',
  'marketing.number': '优惠券编号',
  'marketing.result': '优惠券“{name}”',
};

type Key = keyof typeof zhCN;

const en: Record<Key, string> = {
  'route.couponInfo': 'Coupon lookup',
  'marketing.lookup': 'Look up by number',
  'marketing.number': 'Coupon number',
  'marketing.result': 'Coupon “{name}”',
};

const es: Record<Key, string> = {
  'route.couponInfo': 'Consulta de cupones',
  'marketing.lookup': 'Buscar por número',
  'marketing.number': 'Número del cupón',
  'marketing.result': 'Cupón «{name}»',
};

/**
 * @example
 * const t = useViewT(marketingMessages); t('route.couponInfo') // '优惠券查询'
 */
export const marketingMessages: DomainMessages<Key> = { 'zh-CN': zhCN, en, es };
