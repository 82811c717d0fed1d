/** The texts of 人脸检测 and 第三方用户下发 (our additions, issue 38), in zh-CN, en and es. */
import { withTitles, type DomainMessages } from '../../core/domain';
import { usersTitles } from './titles.gen';

const zhCN = {
  'dispatch.batch': '批量下发',
  'dispatch.title': '下发用户到第三方系统',
  'dispatch.submit': '下发',
  'dispatch.done': '已下发 {count} 人，其中失败 {failed} 人',
  'dispatch.retrySelected': '重新下发所选',
  'dispatch.retryQuestion': '确定重新下发所选的 {count} 条记录吗？',
  'dispatch.retried': '已重新下发 {count} 条',
  'dispatch.note': '同一用户在同一系统只有一条下发记录：再次下发会更新这条记录并累计下发次数；已停用的用户会下发失败。',
  'face.photoOf': '{name}的人脸照片',
  'face.noPhoto': '无照片',
};
type Key = keyof typeof zhCN;

// With the domain's titles: 人脸检测 and 第三方用户下发 register only this table, so their headings are in it.
/**
 * @example
 * dispatchMessages.en['dispatch.batch'] // 'Dispatch users'
 */
export const dispatchMessages: DomainMessages<Key> = withTitles(usersTitles, {
  'zh-CN': zhCN,
  en: {
    'dispatch.batch': 'Dispatch users',
    'dispatch.title': 'Dispatch users to a third-party system',
    'dispatch.submit': 'Dispatch',
    'dispatch.done': 'Dispatched {count} users, {failed} failed',
    'dispatch.retrySelected': 'Dispatch selected again',
    'dispatch.retryQuestion': 'Dispatch the {count} selected records again?',
    'dispatch.retried': 'Dispatched {count} records again',
    'dispatch.note': 'A user has one record per system: dispatching again updates it and counts the attempt; a disabled user fails.',
    'face.photoOf': 'Face photo of {name}',
    'face.noPhoto': 'No photo',
  },
  es: {
    'dispatch.batch': 'Enviar usuarios',
    'dispatch.title': 'Enviar usuarios a un sistema externo',
    'dispatch.submit': 'Enviar',
    'dispatch.done': 'Enviados {count} usuarios, {failed} con error',
    'dispatch.retrySelected': 'Reenviar los seleccionados',
    'dispatch.retryQuestion': '¿Reenviar los {count} registros seleccionados?',
    'dispatch.retried': 'Reenviados {count} registros',
    'dispatch.note': 'Cada usuario tiene un registro por sistema: un nuevo envío lo actualiza y suma el intento; un usuario desactivado falla.',
    'face.photoOf': 'Foto facial de {name}',
    'face.noPhoto': 'Sin foto',
  },
});
