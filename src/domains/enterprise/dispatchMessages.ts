/** The texts of 企业 第三方下发 (our addition, issue 38), in zh-CN, en and es. */
import { withTitles, type DomainMessages } from '../../core/domain';
import { enterpriseTitles } from './titles.gen';

const zhCN = {
  'entDispatch.dispatch': '下发企业',
  'entDispatch.title': '下发企业到第三方系统',
  'entDispatch.submit': '下发',
  'entDispatch.note': '企业及其全部部门一起下发，每个企业或部门在同一系统只有一条记录：再次下发会更新它并累计下发次数；已停用的会下发失败。',
  'entDispatch.done': '已下发 {count} 条（企业及部门），其中失败 {failed} 条',
  'entDispatch.retrySelected': '重新下发所选',
  'entDispatch.retryQuestion': '确定重新下发所选的 {count} 条记录吗？',
  'entDispatch.retried': '已重新下发 {count} 条',
  'entDispatch.wholeEnterprise': '（企业本身）',
};
type Key = keyof typeof zhCN;

// With the domain's titles: 第三方下发 registers only this table, so its heading is in it.
/**
 * @example
 * enterpriseDispatchMessages.en['entDispatch.dispatch'] // 'Dispatch enterprise'
 */
export const enterpriseDispatchMessages: DomainMessages<Key> = withTitles(enterpriseTitles, {
  'zh-CN': zhCN,
  en: {
    'entDispatch.dispatch': 'Dispatch enterprise',
    'entDispatch.title': 'Dispatch an enterprise to a third-party system',
    'entDispatch.submit': 'Dispatch',
    'entDispatch.note': 'The enterprise goes with all its departments; each has one record per system: dispatching again updates it and counts the attempt; a disabled one fails.',
    'entDispatch.done': 'Dispatched {count} records (enterprise and departments), {failed} failed',
    'entDispatch.retrySelected': 'Dispatch selected again',
    'entDispatch.retryQuestion': 'Dispatch the {count} selected records again?',
    'entDispatch.retried': 'Dispatched {count} records again',
    'entDispatch.wholeEnterprise': '(the enterprise itself)',
  },
  es: {
    'entDispatch.dispatch': 'Enviar empresa',
    'entDispatch.title': 'Enviar una empresa a un sistema externo',
    'entDispatch.submit': 'Enviar',
    'entDispatch.note': 'La empresa se envía con todos sus departamentos; cada uno tiene un registro por sistema: un nuevo envío lo actualiza y suma el intento; uno desactivado falla.',
    'entDispatch.done': 'Enviados {count} registros (empresa y departamentos), {failed} con error',
    'entDispatch.retrySelected': 'Reenviar los seleccionados',
    'entDispatch.retryQuestion': '¿Reenviar los {count} registros seleccionados?',
    'entDispatch.retried': 'Reenviados {count} registros',
    'entDispatch.wholeEnterprise': '(la propia empresa)',
  },
});
