/** The marketing domain's texts: its menu titles and its pages' own words, in zh-CN, en and es. */
import type { DomainMessages } from '../../core/domain';

const zhCN = {
  // The titles of this domain's own pages in the spec's menu (000 section 2).
  'route.marketingCenter': '营销中心',
  'route.statiscal': '统计数据',
  'route.couponInfo': '优惠券查询',
  'route.coupon': '优惠券',
  'route.receive': '领取记录',
  'route.distribution': '分销管理',
  'route.commission': '分销佣金',
  'route.reportCoupon': '优惠券统计',
  'route.reportDistribution': '分销统计',
  'marketing.lookup': '按编号查询',
  'marketing.number': '优惠券编号',
  'marketing.result': '优惠券“{name}”',
  'marketing.issue': '发放',
  'marketing.issueTitle': '发放优惠券“{name}”',
  'marketing.issueStock': '剩余库存 {remaining} 张，每人限领 {limit} 张；只能发放给本项目的用户。',
  'marketing.pickUsers': '选择用户',
  'marketing.search': '搜索姓名',
  'marketing.picked': '已选 {count} 人',
  'marketing.pickAll': '全选本页',
  'marketing.noUsers': '没有找到用户',
  'marketing.idsLabel': '或按用户编号批量发放',
  'marketing.idsHint': '用户编号，用逗号、空格或换行分隔',
  'marketing.noneChosen': '请选择用户或填写用户编号',
  'marketing.badIds': '用户编号只能是数字，用逗号、空格或换行分隔',
  'marketing.confirmIssue': '确认发放',
  'marketing.issued': '已向 {count} 人发放“{name}”，剩余库存 {remaining} 张',
  'marketing.receipts': '领取记录',
  'marketing.commissions': '佣金明细',
};

type Key = keyof typeof zhCN;

const en: Record<Key, string> = {
  // The titles of this domain's own pages in the spec's menu (000 section 2).
  'route.marketingCenter': 'Marketing centre',
  'route.statiscal': 'Statistics',
  'route.couponInfo': 'Coupon lookup',
  'route.coupon': 'Coupons',
  'route.receive': 'Claim records',
  'route.distribution': 'Distribution',
  'route.commission': 'Commissions',
  'route.reportCoupon': 'Coupon statistics',
  'route.reportDistribution': 'Distribution statistics',
  'marketing.lookup': 'Look up by number',
  'marketing.number': 'Coupon number',
  'marketing.result': 'Coupon “{name}”',
  'marketing.issue': 'Issue',
  'marketing.issueTitle': 'Issue coupon “{name}”',
  'marketing.issueStock': '{remaining} left, at most {limit} per user; only users of this project can receive it.',
  'marketing.pickUsers': 'Pick users',
  'marketing.search': 'Search by name',
  'marketing.picked': '{count} picked',
  'marketing.pickAll': 'Pick this page',
  'marketing.noUsers': 'No users found',
  'marketing.idsLabel': 'Or issue to user numbers',
  'marketing.idsHint': 'User numbers, separated by commas, spaces or new lines',
  'marketing.noneChosen': 'Pick users or enter user numbers',
  'marketing.badIds': 'User numbers are digits separated by commas, spaces or new lines',
  'marketing.confirmIssue': 'Issue coupons',
  'marketing.issued': 'Issued “{name}” to {count} users; {remaining} left',
  'marketing.receipts': 'Receipts',
  'marketing.commissions': 'Commission lines',
};

const es: Record<Key, string> = {
  // The titles of this domain's own pages in the spec's menu (000 section 2).
  'route.marketingCenter': 'Centro de marketing',
  'route.statiscal': 'Estadísticas',
  'route.couponInfo': 'Consulta de cupones',
  'route.coupon': 'Cupones',
  'route.receive': 'Cupones canjeados',
  'route.distribution': 'Distribución',
  'route.commission': 'Comisiones',
  'route.reportCoupon': 'Estadísticas de cupones',
  'route.reportDistribution': 'Estadísticas de distribución',
  'marketing.lookup': 'Buscar por número',
  'marketing.number': 'Número del cupón',
  'marketing.result': 'Cupón «{name}»',
  'marketing.issue': 'Emitir',
  'marketing.issueTitle': 'Emitir el cupón «{name}»',
  'marketing.issueStock': 'Quedan {remaining}, como máximo {limit} por usuario; solo usuarios de este proyecto.',
  'marketing.pickUsers': 'Elegir usuarios',
  'marketing.search': 'Buscar por nombre',
  'marketing.picked': '{count} elegidos',
  'marketing.pickAll': 'Elegir esta página',
  'marketing.noUsers': 'No se encontraron usuarios',
  'marketing.idsLabel': 'O emitir a números de usuario',
  'marketing.idsHint': 'Números de usuario separados por comas, espacios o saltos de línea',
  'marketing.noneChosen': 'Elija usuarios o escriba números de usuario',
  'marketing.badIds': 'Los números de usuario son dígitos separados por comas, espacios o saltos de línea',
  'marketing.confirmIssue': 'Emitir cupones',
  'marketing.issued': 'Se emitió «{name}» a {count} usuarios; quedan {remaining}',
  'marketing.receipts': 'Recibidos',
  'marketing.commissions': 'Líneas de comisión',
};

/**
 * @example
 * const t = useViewT(marketingMessages); t('route.coupon') // '优惠券'
 */
export const marketingMessages: DomainMessages<Key> = { 'zh-CN': zhCN, en, es };
