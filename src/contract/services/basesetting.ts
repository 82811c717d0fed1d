/** Base settings (001 section 7.6), prefix `/basesetting` as the spec states: dictionaries, regions, sequences, temperature view. */
import { ENABLED, f, post, resourcesOf, service, standard, t, v } from '../dsl';
import { auxiliaryApp, auxiliaryMiniProgram, interfaceConfig, promptAudio } from './basesettingAdditions';

export const BASESETTING_PREFIX = '/basesetting';
const resource = /* @__PURE__ */ resourcesOf('basesetting', BASESETTING_PREFIX);
const SETTINGS = 'base-setting';
const DICTIONARY = 'dictionary';
/** Dictionary group holding the app download links (000 section 3): item 1 Android, item 2 iOS. */
export const APP_DOWNLOAD_GROUP = 'DOWNLOAD_MANAGER_APP';

const status = f.enum(t('状态', 'Status', 'Estado'), ENABLED, { filter: true, default: 1 });
const sort = f.integer(t('排序', 'Order', 'Orden'), { min: 0, max: 9999, default: 0 });
const orgId = f.ref(t('项目', 'Project', 'Proyecto'), 'organisation.organization', { required: true, filter: true });
const groupCode = f.string(t('字典组编码', 'Group code', 'Código de grupo'), { required: true, max: 64, filter: true });

/** Display settings of the body-temperature view of face terminals, per project. */
export const tempViewSettings = /* @__PURE__ */ resource('tempViewSettings', {
  title: t('测温展示设置', 'Temperature view settings', 'Ajustes de vista de temperatura'),
  permission: SETTINGS,
  fields: {
    id: f.id(),
    name: f.string(t('设置名称', 'Name', 'Nombre'), { required: true, max: 32, filter: true }),
    orgId,
    alarmThreshold: f.number(t('报警阈值(℃)', 'Alarm threshold (°C)', 'Umbral de alarma (°C)'), { required: true, min: 35, max: 42, default: 37.3 }),
    retentionDays: f.integer(t('数据保留天数', 'Keep data (days)', 'Conservar datos (días)'), { min: 1, max: 3650, default: 30 }),
    showPhoto: f.boolean(t('显示抓拍照片', 'Show photos', 'Mostrar fotos'), { default: true }),
    status,
    createTime: f.createTime(),
  },
  operations: standard(),
});

/** Body-temperature readings shown by that view. */
export const tempViewDat = /* @__PURE__ */ resource('tempViewDat', {
  title: t('测温数据', 'Temperature readings', 'Lecturas de temperatura'),
  permission: SETTINGS,
  fields: {
    id: f.id(),
    name: f.string(t('人员姓名', 'Person', 'Persona'), { required: true, max: 32, filter: true }),
    orgId,
    deviceSn: f.string(t('设备序列号', 'Device serial', 'Nº de serie'), { max: 64, filter: true }),
    temperature: f.number(t('体温(℃)', 'Temperature (°C)', 'Temperatura (°C)'), { required: true, min: 30, max: 45 }),
    abnormal: f.boolean(t('体温异常', 'Abnormal', 'Anómala'), { filter: true, default: false }),
    measureTime: f.datetime(t('测温时间', 'Measured at', 'Medido el'), { required: true, filter: true }),
    photo: f.image(t('抓拍照片', 'Photo', 'Foto'), { hiddenInList: true }),
    createTime: f.createTime(),
  },
  operations: standard(),
});

export const provincecity = /* @__PURE__ */ resource('provincecity', {
  title: t('省市区', 'Regions', 'Regiones'),
  permission: SETTINGS,
  parent: { resource: 'basesetting.provincecity', field: 'parentId' },
  fields: {
    id: f.id(),
    name: f.string(t('名称', 'Name', 'Nombre'), { required: true, max: 32, filter: true }),
    code: f.string(t('行政区划代码', 'Area code', 'Código'), { required: true, max: 12, filter: true }),
    parentId: f.ref(t('上级区域', 'Parent region', 'Región superior'), 'basesetting.provincecity', { filter: true }),
    level: f.enum(t('级别', 'Level', 'Nivel'), [
      v(1, t('省', 'Province', 'Provincia'), 'success'),
      v(2, t('市', 'City', 'Ciudad'), 'info'),
      v(3, t('区县', 'District', 'Distrito'), 'grey'),
    ], { required: true, filter: true }),
    sort,
  },
  operations: standard(),
});

export const seq = /* @__PURE__ */ resource('seq', {
  title: t('序列号', 'Sequences', 'Secuencias'),
  permission: SETTINGS,
  fields: {
    id: f.id(),
    name: f.string(t('序列名称', 'Name', 'Nombre'), { required: true, max: 32, filter: true }),
    code: f.string(t('序列编码', 'Code', 'Código'), { required: true, max: 32, filter: true }),
    prefix: f.string(t('前缀', 'Prefix', 'Prefijo'), { max: 8 }),
    currentValue: f.integer(t('当前值', 'Current value', 'Valor actual'), { min: 0, default: 0 }),
    step: f.integer(t('步长', 'Step', 'Incremento'), { required: true, min: 1, max: 1000, default: 1 }),
    length: f.integer(t('数字位数', 'Digits', 'Dígitos'), { required: true, min: 1, max: 20, default: 6 }),
    resetCycle: f.enum(t('重置周期', 'Reset', 'Reinicio'), [
      v('none', t('不重置', 'Never', 'Nunca'), 'grey'),
      v('daily', t('每天', 'Daily', 'Diario'), 'info'),
      v('monthly', t('每月', 'Monthly', 'Mensual'), 'success'),
      v('yearly', t('每年', 'Yearly', 'Anual'), 'purple'),
    ], { required: true, default: 'none' }),
    createTime: f.createTime(),
  },
  operations: standard(),
});

export const dictionaryGroup = /* @__PURE__ */ resource('dictionaryGroup', {
  title: t('数据字典组', 'Dictionary groups', 'Grupos de diccionario'),
  permission: DICTIONARY,
  fields: {
    id: f.id(),
    name: f.string(t('字典组名称', 'Name', 'Nombre'), { required: true, max: 32, filter: true }),
    groupCode,
    description: f.string(t('说明', 'Description', 'Descripción'), { max: 200, hiddenInList: true }),
    sort,
    status,
    createTime: f.createTime(),
  },
  operations: [...standard(), post('getselectlist', { kind: 'select', summary: 'Dictionary groups for select lists' })],
});

export const dictionaryItem = /* @__PURE__ */ resource('dictionaryItem', {
  title: t('数据字典项', 'Dictionary items', 'Elementos de diccionario'),
  permission: DICTIONARY,
  fields: {
    id: f.id(),
    groupCode,
    name: f.string(t('字典项名称', 'Name', 'Nombre'), { required: true, max: 64, filter: true }),
    value: f.string(t('字典值', 'Value', 'Valor'), { required: true, max: 256 }),
    url: f.url(t('链接地址', 'Link', 'Enlace'), { max: 512, hiddenInList: true }),
    sort,
    status,
    remark: f.string(t('备注', 'Remark', 'Observación'), { max: 200, hiddenInList: true }),
    createTime: f.createTime(),
  },
  operations: [
    ...standard(),
    post('getDictionaryItemByGroupCode', {
      kind: 'all', permission: null, summary: 'Every item of one dictionary group, by group code',
      body: { groupCode },
    }),
    post('updateDictionaryGroupAppDownload', {
      label: t('设置App下载地址', 'Set app download links', 'Enlaces de descarga de la app'),
      kind: 'action', json: true, where: { groupCode: APP_DOWNLOAD_GROUP },
      summary: 'Save the app download links (DOWNLOAD_MANAGER_APP items: first Android, second iOS)',
      body: {
        androidUrl: f.url(t('安卓下载地址', 'Android download link', 'Enlace Android'), { required: true, max: 512 }),
        iosUrl: f.url(t('苹果下载地址', 'iOS download link', 'Enlace iOS'), { required: true, max: 512 }),
      },
    }),
  ],
});

/** Per-project values of dictionary items; the project-setting screen lists and updates these. */
export const dictionaryOrgItem = /* @__PURE__ */ resource('dictionaryOrgItem', {
  title: t('项目字典项', 'Project dictionary items', 'Elementos por proyecto'),
  permission: DICTIONARY,
  fields: {
    id: f.id(),
    orgId,
    groupCode,
    itemId: f.ref(t('字典项', 'Dictionary item', 'Elemento'), 'basesetting.dictionaryItem', { required: true }),
    // Our assumption: the server copies the item's name (and checks the item is of `groupCode`).
    name: f.string(t('名称', 'Name', 'Nombre'), { max: 64, filter: true, readOnly: true }),
    value: f.string(t('项目取值', 'Project value', 'Valor del proyecto'), { required: true, max: 256 }),
    status,
    createTime: f.createTime(),
  },
  operations: standard(),
});

export const basesettingService = /* @__PURE__ */ service('basesetting', t('基础设置', 'Base settings', 'Ajustes básicos'), BASESETTING_PREFIX, false, [
  tempViewSettings, tempViewDat, provincecity, seq, dictionaryGroup, dictionaryItem, dictionaryOrgItem,
  // Our additions (000 names the pages, 001 no call): see basesettingAdditions.ts.
  auxiliaryApp, auxiliaryMiniProgram, promptAudio, interfaceConfig,
]);
