/** The statistics domain's texts: its overview pages' own words, in zh-CN, en and es (menu titles are the console's). */
import type { DomainMessages } from '../../core/domain';

const zhCN = {
  'statistics.overviewIntro': '近 30 天各业务的关键指标与较上期变化，点击标题查看完整报表。',
  'statistics.profileIntro': '近 30 天的经营构成：商户营业额、餐别与项目销售。',
  'route.repairList': '报修单',
  'route.propertyFeeList': '物业缴费账单',
  'route.userActivityList': '每日活跃用户',
  'route.deptConsumptionList': '部门消费明细',
} as const;

type Key = keyof typeof zhCN;

const en: Record<Key, string> = {
  'statistics.overviewIntro': 'Key figures of each business over the last 30 days with their change against the period before; a title opens the full report.',
  'statistics.profileIntro': 'How the business was made up over the last 30 days: merchant turnover, meal times and sales by project.',
  'route.repairList': 'Repair requests',
  'route.propertyFeeList': 'Property fee bills',
  'route.userActivityList': 'Daily active users',
  'route.deptConsumptionList': 'Department consumption lines',
};

const es: Record<Key, string> = {
  'statistics.overviewIntro': 'Cifras clave de cada negocio en los últimos 30 días y su cambio frente al periodo anterior; un título abre el informe completo.',
  'statistics.profileIntro': 'Composición del negocio en los últimos 30 días: facturación por comercio, comidas y ventas por proyecto.',
  'route.repairList': 'Solicitudes de reparación',
  'route.propertyFeeList': 'Recibos de cuotas de comunidad',
  'route.userActivityList': 'Usuarios activos por día',
  'route.deptConsumptionList': 'Consumo por departamento (detalle)',
};

/**
 * @example
 * statisticsMessages.en // the English texts of the report pages
 */
export const statisticsMessages: DomainMessages<Key> = { 'zh-CN': zhCN, en, es };
