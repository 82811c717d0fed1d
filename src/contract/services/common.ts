/** File storage and service configuration (001 section 7.16), prefix `/common` as the spec states. */
import { ENABLED, f, get, post, resourcesOf, service, standard, t, v } from '../dsl';

export const COMMON_PREFIX = '/common';
const resource = /* @__PURE__ */ resourcesOf('common', COMMON_PREFIX);

const FILE_GROUPS = [
  v('default', t('默认', 'Default', 'General')),
  v('avatar', t('头像', 'Avatars', 'Avatares')),
  v('image', t('图片', 'Images', 'Imágenes')),
  v('product', t('商品', 'Products', 'Productos')),
  v('notice', t('公告', 'Notices', 'Avisos')),
  v('document', t('文档', 'Documents', 'Documentos')),
  // Our addition: sounds (提示音), mp3/wav/ogg/m4a/aac up to 5 MB.
  v('audio', t('音频', 'Audio', 'Audio')),
] as const;

const FILE_PROVIDERS = [
  v('local', t('本地存储', 'Local disk', 'Disco local'), 'info'),
  v('aliyun', t('阿里云 OSS', 'Aliyun OSS', 'Aliyun OSS'), 'warning'),
  v('qiniu', t('七牛云', 'Qiniu', 'Qiniu'), 'success'),
  v('tencent', t('腾讯云 COS', 'Tencent COS', 'Tencent COS'), 'purple'),
] as const;

/** Service kinds of the embedded pages (000 section 2). */
const SERVICE_TYPES = [
  v('property', t('物业', 'Property', 'Propiedad')),
  v('dingcan', t('订餐', 'Meal ordering', 'Pedidos de comida')),
  v('marketing', t('营销', 'Marketing', 'Marketing')),
  v('meetingRoom', t('会议室', 'Meeting rooms', 'Salas de reuniones')),
  v('other', t('其他', 'Other', 'Otro')),
] as const;

const fileGroup = (opts: { filter?: boolean } = {}) => f.enum(t('分组', 'Group', 'Grupo'), FILE_GROUPS, { default: 'default', ...opts });

export const file = /* @__PURE__ */ resource('file', {
  title: t('文件', 'Files', 'Archivos'),
  permission: 'system-management',
  fields: {
    id: f.id(),
    name: f.string(t('文件名', 'File name', 'Nombre'), { required: true, max: 255, filter: true }),
    size: f.integer(t('大小(字节)', 'Size (bytes)', 'Tamaño (bytes)'), { min: 0, readOnly: true }),
    contentType: f.string(t('文件类型', 'Content type', 'Tipo de contenido'), { max: 128, readOnly: true }),
    url: f.url(t('访问地址', 'URL', 'URL'), { max: 512, readOnly: true, hiddenInList: true }),
    group: fileGroup({ filter: true }),
    provider: f.enum(t('存储方式', 'Storage provider', 'Proveedor'), FILE_PROVIDERS, { filter: true, readOnly: true }),
    createTime: f.createTime(),
  },
  // Uploading and reading files is open to every logged-in user (forms of every domain attach images);
  // listing and deleting the store stays with system management.
  operations: [
    get('uptoken', { label: t('上传凭证', 'Upload token', 'Token de subida'), kind: 'action', reads: true, permission: null, summary: 'Upload token and target of the active provider, for direct uploads' }),
    get('upload_callback', {
      label: t('上传回调', 'Upload callback', 'Retorno de subida'),
      kind: 'action', permission: null, query: ['name', 'size', 'contentType', 'group', 'url'],
      summary: 'Provider callback after a direct upload: records the stored file and returns its row',
    }),
    get('geturl', { label: t('文件地址', 'File URL', 'URL del archivo'), kind: 'action', reads: true, permission: null, query: ['url'], summary: 'Full access URL of a stored file path' }),
    get('groups', { label: t('文件分组', 'File groups', 'Grupos de archivos'), kind: 'action', reads: true, permission: null, summary: 'File groups (value/label pairs)' }),
    get('providers', { label: t('存储服务', 'Storage providers', 'Proveedores de almacenamiento'), kind: 'action', reads: true, permission: null, summary: 'Storage providers and which one is active' }),
    post('upload', {
      label: t('上传文件', 'Upload file', 'Subir archivo'),
      kind: 'upload', permission: null, multipart: true,
      body: {
        file: f.image(t('文件', 'File', 'Archivo'), { required: true }),
        group: fileGroup(),
      },
      summary: 'Upload one file (multipart field `file`); returns name, size, contentType, url and a signed link (signedUrl, valid 10 minutes)',
    }),
    post('uploadBase', {
      label: t('上传Base64', 'Upload as Base64', 'Subir en Base64'),
      kind: 'action', permission: null,
      body: {
        file: f.text(t('文件内容(Base64)', 'Content (Base64 or data URL)', 'Contenido (Base64)'), { required: true }),
        name: f.string(t('文件名', 'File name', 'Nombre'), { max: 255 }),
        contentType: f.string(t('文件类型', 'Content type', 'Tipo de contenido'), { max: 128 }),
        group: fileGroup(),
      },
      summary: 'Upload one file sent as a Base64 text (form-encoded); returns the stored file',
    }),
    post('list', { kind: 'list', summary: 'List stored files' }),
    post('delete/{id}', { name: 'delete', kind: 'delete', summary: 'Delete a stored file' }),
    // Public so that a signed link opens without a session; the handler lets the uploader, an administrator and the
    // uploader's organisations in, and answers 401 to anyone else without a session, 404 to anyone else with one.
    get('geturl/{id}', {
      name: 'geturlById', kind: 'get', permission: null, public: true,
      summary: 'One stored file by id, with its access URL and a signed link (signedUrl, valid 10 minutes); with raw=1 its bytes. '
        + 'Readable by the uploader, administrators and users of the uploader\'s organisations, or with the expires and sig of a signed link',
    }),
  ],
});

export const serviceinfo = /* @__PURE__ */ resource('serviceinfo', {
  path: '/common/web/serviceinfo',
  title: t('服务信息', 'Services', 'Servicios'),
  permission: 'system-management',
  fields: {
    id: f.id(),
    name: f.string(t('服务名称', 'Service name', 'Nombre del servicio'), { required: true, max: 64, filter: true }),
    code: f.string(t('服务编码', 'Code', 'Código'), { required: true, max: 32, filter: true }),
    type: f.enum(t('服务类型', 'Service type', 'Tipo de servicio'), SERVICE_TYPES, { required: true, filter: true }),
    url: f.url(t('服务地址', 'Service URL', 'URL del servicio'), { max: 256, hiddenInList: true }),
    icon: f.image(t('图标', 'Icon', 'Icono'), { hiddenInList: true }),
    sort: f.integer(t('排序', 'Order', 'Orden'), { min: 0, max: 9999, default: 0 }),
    description: f.text(t('服务说明', 'Description', 'Descripción'), { max: 500, hiddenInList: true }),
    status: f.enum(t('状态', 'Status', 'Estado'), ENABLED, { filter: true, default: 1 }),
    createTime: f.createTime(),
  },
  operations: [
    post('list', { kind: 'list', summary: 'List services' }),
    get('{id}', { name: 'get', kind: 'get', summary: 'Get one service' }),
    post('add', { kind: 'add', summary: 'Add a service' }),
    post('update', { kind: 'update', summary: 'Update a service' }),
    post('updateService', {
      kind: 'update', summary: 'Update the access settings of a service (url, icon, order, status)',
      body: {
        url: f.url(t('服务地址', 'Service URL', 'URL del servicio'), { max: 256 }),
        icon: f.image(t('图标', 'Icon', 'Icono')),
        sort: f.integer(t('排序', 'Order', 'Orden'), { min: 0, max: 9999 }),
        status: f.enum(t('状态', 'Status', 'Estado'), ENABLED),
      },
    }),
    post('getServiceOrgByServiceId', {
      kind: 'all', target: 'common.serviceOrgConfig',
      body: { serviceId: f.ref(t('服务', 'Service', 'Servicio'), 'common.serviceinfo', { required: true }) },
      summary: 'Organisations configured for one service',
    }),
    post('delete', {
      kind: 'delete', body: { id: f.string(t('编号', 'ID', 'ID'), { required: true }) },
      summary: 'Delete a service (id in the body)',
    }),
  ],
});

export const serviceOrgConfig = /* @__PURE__ */ resource('serviceOrgConfig', {
  path: '/common/web/serviceOrgConfig',
  title: t('机构服务配置', 'Service per organisation', 'Servicios por organización'),
  permission: 'system-management',
  fields: {
    id: f.id(),
    serviceId: f.ref(t('服务', 'Service', 'Servicio'), 'common.serviceinfo', { required: true, filter: true }),
    companyId: f.ref(t('所属公司', 'Company', 'Empresa'), 'organisation.company', { filter: true }),
    orgId: f.ref(t('所属项目', 'Organisation', 'Organización'), 'organisation.organization', { required: true, filter: true }),
    startDate: f.date(t('开通日期', 'Start date', 'Fecha de inicio')),
    endDate: f.date(t('到期日期', 'End date', 'Fecha de fin')),
    status: f.enum(t('状态', 'Status', 'Estado'), ENABLED, { filter: true, default: 1 }),
    remark: f.string(t('备注', 'Remark', 'Observación'), { max: 200, hiddenInList: true }),
    createTime: f.createTime(),
  },
  operations: [
    post('list', { kind: 'list', summary: 'List service assignments' }),
    post('getCompanyService', {
      kind: 'all',
      body: { companyId: f.ref(t('所属公司', 'Company', 'Empresa'), 'organisation.company', { required: true }) },
      summary: 'Service assignments of one company',
    }),
    get('{id}', { name: 'get', kind: 'get', summary: 'Get one service assignment' }),
    post('add', { kind: 'add', summary: 'Assign a service to an organisation' }),
    post('update', { kind: 'update', summary: 'Update a service assignment' }),
    post('delete', {
      kind: 'delete', body: { id: f.string(t('编号', 'ID', 'ID'), { required: true }) },
      summary: 'Delete a service assignment (id in the body)',
    }),
  ],
});

export const serviceAppMenuConfig = /* @__PURE__ */ resource('serviceAppMenuConfig', {
  title: t('服务应用菜单', 'Service app menus', 'Menús de app por servicio'),
  permission: 'system-management',
  fields: {
    id: f.id(),
    serviceInfoId: f.ref(t('服务', 'Service', 'Servicio'), 'common.serviceinfo', { required: true, filter: true }),
    menuId: f.ref(t('菜单', 'Menu', 'Menú'), 'platform.webMenu', { required: true }),
    name: f.string(t('显示名称', 'Display name', 'Nombre visible'), { max: 64 }),
    sort: f.integer(t('排序', 'Order', 'Orden'), { min: 0, max: 9999, default: 0 }),
    status: f.enum(t('状态', 'Status', 'Estado'), ENABLED, { filter: true, default: 1 }),
  },
  operations: [
    post('updateBatch', {
      label: t('配置菜单', 'Set menus', 'Configurar menús'),
      kind: 'action',
      body: {
        serviceInfoId: f.ref(t('服务', 'Service', 'Servicio'), 'common.serviceinfo', { required: true }),
        menuIds: f.string(t('菜单(逗号分隔)', 'Menus (comma-separated ids)', 'Menús (ids separados por comas)'), { max: 4000 }),
      },
      summary: 'Replace the app menus of one service with the given menu ids',
    }),
    get('servicetypeinfoid/{id}', {
      label: t('服务菜单', 'Service menus', 'Menús del servicio'),
      name: 'servicetypeinfoid', kind: 'action', reads: true,
      summary: 'App menu rows of one service (the path id is the service id)',
    }),
    // Our additions: 应用管理 (/basesetting/applicationManage) lists, edits and removes the app
    // menu entries one by one; the spec names only the batch replace and the per-service read.
    post('list', { kind: 'list', summary: 'List app menu entries of every service; our addition' }),
    get('{id}', { name: 'get', kind: 'get', summary: 'Get one app menu entry; our addition' }),
    post('add', { kind: 'add', summary: 'Add an app menu entry to a service; our addition' }),
    post('update', { kind: 'update', summary: 'Update an app menu entry; our addition' }),
    post('delete/{id}', { name: 'delete', kind: 'delete', summary: 'Delete an app menu entry; our addition' }),
  ],
});

export const serviceAppRoleConfig = /* @__PURE__ */ resource('serviceAppRoleConfig', {
  title: t('服务应用角色', 'Service app roles', 'Roles de app por servicio'),
  permission: 'system-management',
  fields: {
    id: f.id(),
    serviceInfoId: f.ref(t('服务', 'Service', 'Servicio'), 'common.serviceinfo', { required: true, filter: true }),
    roleId: f.ref(t('角色', 'Role', 'Rol'), 'platform.webRole', { required: true, filter: true }),
    menuIds: f.string(t('可用菜单(逗号分隔)', 'Menus (comma-separated ids)', 'Menús (ids separados por comas)'), { max: 4000, hiddenInList: true }),
    isDefault: f.boolean(t('默认角色', 'Default role', 'Rol por defecto'), { default: false }),
    status: f.enum(t('状态', 'Status', 'Estado'), ENABLED, { filter: true, default: 1 }),
    createTime: f.createTime(),
  },
  operations: [
    ...standard(),
    get('role/{roleId}', { label: t('角色配置', 'Role settings', 'Configuración del rol'), name: 'role', kind: 'action', reads: true, summary: 'App role configuration rows of one role' }),
  ],
});

/** The service kinds an embedded page names (000 section 2): the ones a base URL can be set for. */
export const EMBED_SERVICE_KINDS = [
  v('property', t('物业服务', 'Property service', 'Servicio de propiedad')),
  v('dingcan', t('订餐服务', 'Meal-ordering service', 'Servicio de pedidos de comida')),
  v('marketing', t('营销服务', 'Marketing service', 'Servicio de marketing')),
  v('meetingRoom', t('会议室服务', 'Meeting-room service', 'Servicio de salas de reuniones')),
] as const;

/**
 * Our addition: the base URL of each embedded-page service kind, set by an administrator in the
 * console (the spec's console could set them only in the host's code). Every logged-in user reads
 * them (an embedded page needs its base); only system management sets them. The server accepts
 * only absolute http(s) URLs.
 */
export const embedService = /* @__PURE__ */ resource('embedService', {
  path: '/common/web/embedService',
  title: t('内嵌页面服务地址', 'Embedded page services', 'Servicios de páginas incrustadas'),
  permission: 'system-management',
  labelField: 'service',
  fields: {
    id: f.id(),
    service: f.enum(t('服务类型', 'Service kind', 'Tipo de servicio'), EMBED_SERVICE_KINDS, { required: true, filter: true, unique: true }),
    // A plain string, not `url`: the server is the one judge of what a base may be (http(s) only),
    // so a refused scheme comes back with its message on the field.
    baseUrl: f.string(t('服务基础地址', 'Base URL', 'URL base'), { required: true, max: 512 }),
    remark: f.string(t('备注', 'Remark', 'Observación'), { max: 200 }),
    updateTime: f.datetime(t('更新时间', 'Updated', 'Actualizado'), { readOnly: true }),
    operatorName: f.string(t('设置人', 'Set by', 'Configurado por'), { readOnly: true, max: 64 }),
  },
  operations: [
    post('list', { kind: 'all', permission: null, summary: 'The configured base URL of each embedded-page service kind (every logged-in user); our addition' }),
    post('save', {
      kind: 'save',
      body: {
        service: f.enum(t('服务类型', 'Service kind', 'Tipo de servicio'), EMBED_SERVICE_KINDS, { required: true }),
        baseUrl: f.string(t('服务基础地址', 'Base URL', 'URL base'), { required: true, max: 512 }),
        remark: f.string(t('备注', 'Remark', 'Observación'), { max: 200 }),
      },
      summary: 'Set the base URL of one service kind (absolute http(s) only; replaces the previous one); our addition',
    }),
    post('delete/{id}', { name: 'delete', kind: 'delete', summary: 'Clear the base URL of one service kind; our addition' }),
  ],
});

export const commonService = /* @__PURE__ */ service('common', t('文件与服务配置', 'Files and service configuration', 'Archivos y configuración de servicios'),
  COMMON_PREFIX, false, [file, serviceinfo, serviceOrgConfig, serviceAppMenuConfig, serviceAppRoleConfig, embedService]);
