/** The wechat domain's texts (设置中心): menu titles and its pages' own words, in zh-CN, en and es. */
import type { DomainMessages } from '../../core/domain';

const zhCN = {
  'route.wechatKeywords': '关键词回复',
  'route.wechatMaterials': '素材模板',
  'route.wechatArticles': '图文详情',
  'route.wechatTemplateLibrary': '模板库',
  'route.wechatTemplateTypes': '模板消息类型',
  'route.wechatTemplateConfigs': '模板消息配置',
  'route.wechatTemplateParams': '模板参数',
  'route.wechatFollowers': '粉丝管理',
  'route.wechatMessages': '消息记录',
  'route.wechatEvents': '事件记录',
  'route.wechatMerchant': '商户支付配置',
  'wechat.setLabels': '打标签',
  'wechat.labels': '标签',
  'wechat.labelsHint': '多个标签用逗号分隔，最多256个字符',
  'wechat.labelsOf': '打标签 · {name}',
  'wechat.labelsSaved': '标签已保存',
  'wechat.close': '关闭',
  'wechat.bindMerchant': '绑定商户',
  'wechat.bind': '绑定',
  'wechat.updateMerchant': '修改绑定',
  'wechat.merchantSaved': '已保存的支付配置',
};

type Key = keyof typeof zhCN;

/**
 * @example
 * const t = useViewT(wechatMessages); t('wechat.setLabels') // '打标签'
 */
export const wechatMessages: DomainMessages = {
  'zh-CN': zhCN,
  en: {
    'route.wechatKeywords': 'Keyword replies',
    'route.wechatMaterials': 'Materials',
    'route.wechatArticles': 'Article items',
    'route.wechatTemplateLibrary': 'Template library',
    'route.wechatTemplateTypes': 'Template message types',
    'route.wechatTemplateConfigs': 'Template message settings',
    'route.wechatTemplateParams': 'Template parameters',
    'route.wechatFollowers': 'Followers',
    'route.wechatMessages': 'Received messages',
    'route.wechatEvents': 'Events',
    'route.wechatMerchant': 'Merchant WeChat Pay',
    'wechat.setLabels': 'Labels',
    'wechat.labels': 'Labels',
    'wechat.labelsHint': 'Separate labels with commas, at most 256 characters',
    'wechat.labelsOf': 'Labels · {name}',
    'wechat.labelsSaved': 'Labels saved',
    'wechat.close': 'Close',
    'wechat.bindMerchant': 'Bind a merchant',
    'wechat.bind': 'Bind',
    'wechat.updateMerchant': 'Change a binding',
    'wechat.merchantSaved': 'Saved payment settings',
  } satisfies Record<Key, string>,
  es: {
    'route.wechatKeywords': 'Respuestas por palabra clave',
    'route.wechatMaterials': 'Materiales',
    'route.wechatArticles': 'Artículos',
    'route.wechatTemplateLibrary': 'Biblioteca de plantillas',
    'route.wechatTemplateTypes': 'Tipos de mensaje de plantilla',
    'route.wechatTemplateConfigs': 'Configuración de plantillas',
    'route.wechatTemplateParams': 'Parámetros de plantilla',
    'route.wechatFollowers': 'Seguidores',
    'route.wechatMessages': 'Mensajes recibidos',
    'route.wechatEvents': 'Eventos',
    'route.wechatMerchant': 'Pago WeChat del comercio',
    'wechat.setLabels': 'Etiquetas',
    'wechat.labels': 'Etiquetas',
    'wechat.labelsHint': 'Separe las etiquetas con comas, 256 caracteres como máximo',
    'wechat.labelsOf': 'Etiquetas · {name}',
    'wechat.labelsSaved': 'Etiquetas guardadas',
    'wechat.close': 'Cerrar',
    'wechat.bindMerchant': 'Vincular un comercio',
    'wechat.bind': 'Vincular',
    'wechat.updateMerchant': 'Cambiar una vinculación',
    'wechat.merchantSaved': 'Configuración de pago guardada',
  } satisfies Record<Key, string>,
};
