/** Clique (001 section 7.10): groups of organisations and virtual structures, with labels. The spec states no prefix: ours is `/organisation/clique` (configurable). */
import { ENABLED, f, get, post, resourcesOf, service, t } from '../dsl';

export const CLIQUE_PREFIX = '/organisation/clique';
const resource = /* @__PURE__ */ resourcesOf('clique', CLIQUE_PREFIX);
const PERMISSION = 'organization';

const cliqueId = () => f.ref(t('集团', 'Group', 'Grupo'), 'clique.clique', { required: true });
const ids = (label: ReturnType<typeof t>) => f.string(label, { required: true, max: 20000 });

export const cliqueLable = /* @__PURE__ */ resource('cliqueLable', {
  title: t('集团标签', 'Group labels', 'Etiquetas de grupo'),
  permission: PERMISSION,
  path: `${CLIQUE_PREFIX}/lable`,
  fields: {
    id: f.id(),
    name: f.string(t('标签名称', 'Label name', 'Nombre de la etiqueta'), { required: true, max: 32, unique: true, filter: true }),
    color: f.string(t('标签颜色', 'Colour', 'Color'), { max: 7, hiddenInList: true }),
    sort: f.integer(t('排序', 'Sort order', 'Orden'), { min: 0, max: 9999, default: 0 }),
    createTime: f.createTime(),
  },
  operations: [
    post('handleCliqueLable', { kind: 'save', json: true, summary: 'Add a label, or update it when an id is given' }),
    post('getCliqueLableList', { kind: 'all', summary: 'Every label' }),
    post('check_exists_name', { kind: 'checkName', summary: 'Whether a label name is still free' }),
  ],
});

export const clique = /* @__PURE__ */ resource('clique', {
  title: t('集团', 'Groups', 'Grupos'),
  permission: PERMISSION,
  path: CLIQUE_PREFIX,
  fields: {
    id: f.id(),
    name: f.string(t('集团名称', 'Group name', 'Nombre del grupo'), { required: true, max: 64, unique: true, filter: true }),
    parentId: f.ref(t('上级集团', 'Parent group', 'Grupo superior'), 'clique.clique', { filter: true }),
    lableId: f.ref(t('标签', 'Label', 'Etiqueta'), 'clique.cliqueLable', { filter: true }),
    sort: f.integer(t('排序', 'Sort order', 'Orden'), { min: 0, max: 9999, default: 0, hiddenInList: true }),
    remark: f.text(t('备注', 'Remark', 'Observaciones'), { max: 255, hiddenInList: true }),
    status: f.enum(t('状态', 'Status', 'Estado'), ENABLED, { filter: true, default: 1 }),
    createTime: f.createTime(),
  },
  operations: [
    post('list', { kind: 'list', summary: 'List groups' }),
    get('{id}', { name: 'get', kind: 'get', summary: 'Get one group' }),
    post('delete', { kind: 'deleteIds', summary: 'Delete groups (ids in the body)' }),
    post('getCliqueTree', { kind: 'tree', summary: 'Groups as a tree' }),
    post('saveUpdateTreeClique', { kind: 'save', summary: 'Add or update a group node of the tree' }),
    post('addCliquecOrg', {
      label: t('添加项目', 'Add projects', 'Añadir proyectos'),
      kind: 'action', summary: 'Add projects to a group',
      body: { cliqueId: cliqueId(), orgIds: ids(t('项目(逗号分隔)', 'Projects (comma-separated ids)', 'Proyectos (ids)')) },
    }),
    post('addCliquecVirt', {
      label: t('添加虚拟组织', 'Add virtual organisations', 'Añadir organizaciones virtuales'),
      kind: 'action', summary: 'Add virtual structures to a group',
      body: { cliqueId: cliqueId(), virtIds: ids(t('虚拟架构(逗号分隔)', 'Virtual structures (comma-separated ids)', 'Estructuras (ids)')) },
    }),
    post('deleteCliquecOrgAndVirt', {
      label: t('移除项目和虚拟组织', 'Remove projects and virtual organisations', 'Quitar proyectos y organizaciones virtuales'),
      kind: 'action', summary: 'Remove projects and virtual structures from a group',
      body: {
        cliqueId: cliqueId(),
        orgIds: f.string(t('项目(逗号分隔)', 'Projects (comma-separated ids)', 'Proyectos (ids)'), { max: 20000 }),
        virtIds: f.string(t('虚拟架构(逗号分隔)', 'Virtual structures (comma-separated ids)', 'Estructuras (ids)'), { max: 20000 }),
      },
    }),
    post('getCliqueOrg', {
      kind: 'all', target: 'organisation.organization', summary: 'Projects of a group', body: { cliqueId: cliqueId() },
    }),
    post('getCliqueVirt', {
      kind: 'all', target: 'organisation.virtualarchitecture', summary: 'Virtual structures of a group', body: { cliqueId: cliqueId() },
    }),
    post('saveUpdateClique', { kind: 'save', summary: 'Add a group, or update it when an id is given' }),
    post('check_exists_name', { kind: 'checkName', summary: 'Whether a group name is still free' }),
  ],
});

export const cliqueService = /* @__PURE__ */ service('clique', t('集团', 'Clique', 'Grupo'), CLIQUE_PREFIX, true, [clique, cliqueLable]);
