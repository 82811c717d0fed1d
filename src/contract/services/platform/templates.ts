/**
 * Role templates (角色样板, 标准化角色): our addition. A template is a role type's standard set of
 * functions; applying it to organisations creates or refreshes each organisation's role of that
 * name and type with exactly those functions (and the permission keys they carry).
 */
import { f, post, standard, t } from '../../dsl';
import { ROLE_TYPES, resource } from './base';

/**
 * @example
 * <ResourcePage resource={roleTemplate} />
 */
export const roleTemplate = /* @__PURE__ */ resource('roleTemplate', {
  title: t('角色样板', 'Role templates', 'Plantillas de rol'),
  permission: 'system-management',
  fields: {
    id: f.id(),
    name: f.string(t('样板名称', 'Template name', 'Nombre de la plantilla'), { required: true, max: 32, filter: true, unique: true }),
    type: f.enum(t('角色类型', 'Role type', 'Tipo de rol'), ROLE_TYPES, { required: true, filter: true }),
    // Written by setFunctions (配置权限) through the permission tree, never typed.
    menuIds: f.string(t('功能', 'Functions', 'Funciones'), { max: 20000, hiddenInList: true, readOnly: true }),
    remark: f.string(t('说明', 'Remark', 'Observación'), { max: 200, hiddenInList: true }),
    createTime: f.createTime(),
  },
  operations: [
    ...standard(),
    post('setFunctions', {
      label: t('配置权限', 'Set functions', 'Configurar funciones'),
      kind: 'action',
      body: {
        id: f.ref(t('角色样板', 'Role template', 'Plantilla de rol'), 'platform.roleTemplate', { required: true }),
        menuIds: f.string(t('功能(逗号分隔)', 'Functions (comma-separated ids)', 'Funciones (ids separados por comas)'), { max: 20000 }),
      },
      summary: "Replace a template's functions; our addition",
    }),
    post('applyToOrganisations', {
      label: t('应用到项目', 'Apply to organisations', 'Aplicar a organizaciones'),
      kind: 'action',
      body: {
        id: f.ref(t('角色样板', 'Role template', 'Plantilla de rol'), 'platform.roleTemplate', { required: true }),
        orgIds: f.string(t('项目(逗号分隔)', 'Organisations (comma-separated ids)', 'Organizaciones (ids separados por comas)'), { required: true, max: 4000 }),
      },
      summary: "Create or refresh, in each organisation, the role of the template's name and type with the template's functions; answers created and updated counts; our addition",
    }),
  ],
});
