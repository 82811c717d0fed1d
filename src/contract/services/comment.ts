/** Comment / complaints (001 section 7.14): service `comment`. The spec states no prefix: ours is `/comment` (configurable). */
import { ENABLED, f, post, resourcesOf, service, standard, t, v } from '../dsl';

export const COMMENT_PREFIX = '/comment';
const resource = /* @__PURE__ */ resourcesOf('comment', COMMENT_PREFIX);
const PERMISSION = 'pc.tousujiany';

const sort = () => f.integer(t('排序', 'Order', 'Orden'), { min: 0, max: 9999, default: 0 });
const status = () => f.enum(t('状态', 'Status', 'Estado'), ENABLED, { filter: true, default: 1 });

export const commentTypeCategory = /* @__PURE__ */ resource('commentTypeCategory', {
  title: t('投诉建议大类', 'Feedback categories', 'Categorías de opiniones'),
  permission: PERMISSION,
  fields: {
    id: f.id(),
    name: f.string(t('大类名称', 'Category name', 'Nombre'), { required: true, max: 32, filter: true }),
    deptId: f.ref(t('处理部门', 'Handling department', 'Departamento responsable'), 'organisation.department', { filter: true }),
    sort: sort(),
    status: status(),
    createTime: f.createTime(),
  },
  operations: [
    ...standard(),
    post('select', { kind: 'select', summary: 'Categories for select lists' }),
    post('departmentselect', {
      kind: 'select', target: 'organisation.department', summary: 'Departments that can handle a category, for select lists',
    }),
  ],
});

export const commentType = /* @__PURE__ */ resource('commentType', {
  title: t('投诉建议类型', 'Feedback types', 'Tipos de opiniones'),
  permission: PERMISSION,
  fields: {
    id: f.id(),
    name: f.string(t('类型名称', 'Type name', 'Nombre'), { required: true, max: 32, filter: true }),
    categoryId: f.ref(t('所属大类', 'Category', 'Categoría'), 'comment.commentTypeCategory', { required: true, filter: true }),
    sort: sort(),
    status: status(),
    createTime: f.createTime(),
  },
  operations: [...standard(), post('select', { kind: 'select', summary: 'Types for select lists' })],
});

export const commentBill = /* @__PURE__ */ resource('commentBill', {
  title: t('投诉建议单', 'Complaints and suggestions', 'Quejas y sugerencias'),
  permission: PERMISSION,
  fields: {
    id: f.id(),
    title: f.string(t('标题', 'Title', 'Título'), { required: true, max: 64, filter: true }),
    typeId: f.ref(t('类型', 'Type', 'Tipo'), 'comment.commentType', { required: true, filter: true }),
    orgId: f.ref(t('所属项目', 'Project', 'Proyecto'), 'organisation.organization', { required: true, filter: true }),
    userName: f.string(t('提交人', 'Submitted by', 'Enviado por'), { required: true, max: 32, filter: true }),
    phone: f.phone(t('联系电话', 'Phone', 'Teléfono'), { filter: true }),
    content: f.text(t('内容', 'Content', 'Contenido'), { required: true, max: 2000, hiddenInList: true }),
    images: f.string(t('图片(逗号分隔)', 'Pictures (URLs, comma-separated)', 'Imágenes (URL separadas por comas)'), { max: 2000, hiddenInList: true }),
    // Our assumption: the handling department a bill is assigned to (001 names departmentselect, not the field).
    deptId: f.ref(t('处理部门', 'Handling department', 'Departamento responsable'), 'organisation.department', { filter: true, readOnly: true }),
    status: f.enum(t('处理状态', 'Status', 'Estado'), [
      v('pending', t('待处理', 'Pending', 'Pendiente'), 'warning'),
      v('processing', t('处理中', 'In progress', 'En curso'), 'info'),
      v('replied', t('已回复', 'Replied', 'Respondida'), 'success'),
      v('closed', t('已办结', 'Resolved', 'Resuelta'), 'grey'),
    ], { filter: true, default: 'pending', readOnly: true }),
    createTime: f.createTime(),
  },
  operations: [
    ...standard(),
    post('detail', { kind: 'get', summary: 'One complaint with its replies' }),
    // Our additions: handling a bill (待处理 -> 处理中 -> 已办结). A reply (commentBillReply add) marks it 已回复.
    post('assign', {
      label: t('分派处理', 'Assign to department', 'Asignar a departamento'),
      summary: 'Assign the bill to a handling department and start handling it; our addition',
      transition: { field: 'status', from: ['pending', 'processing'], to: ['processing'] },
      body: { deptId: f.ref(t('处理部门', 'Handling department', 'Departamento responsable'), 'organisation.department', { required: true }) },
    }),
    post('finish', {
      label: t('办结', 'Mark resolved', 'Marcar como resuelta'),
      summary: 'Close a bill that is being handled or was replied to; our addition',
      transition: { field: 'status', from: ['processing', 'replied'], to: ['closed'] },
    }),
  ],
});

export const commentBillReply = /* @__PURE__ */ resource('commentBillReply', {
  title: t('投诉建议回复', 'Replies', 'Respuestas'),
  permission: PERMISSION,
  labelField: 'billId',
  fields: {
    id: f.id(),
    billId: f.ref(t('投诉建议单', 'Complaint', 'Queja'), 'comment.commentBill', { required: true, filter: true }),
    content: f.text(t('回复内容', 'Reply', 'Respuesta'), { required: true, max: 2000 }),
    replier: f.string(t('回复人', 'Replied by', 'Respondido por'), { readOnly: true, max: 32 }),
    createTime: f.createTime(),
  },
  operations: standard(),
});

export const commentFaqs = /* @__PURE__ */ resource('commentFaqs', {
  title: t('常见问题', 'FAQs', 'Preguntas frecuentes'),
  permission: PERMISSION,
  fields: {
    id: f.id(),
    title: f.string(t('问题', 'Question', 'Pregunta'), { required: true, max: 128, filter: true }),
    answer: f.text(t('解答', 'Answer', 'Respuesta'), { required: true, max: 5000, hiddenInList: true }),
    typeId: f.ref(t('类型', 'Type', 'Tipo'), 'comment.commentType', { filter: true }),
    sort: sort(),
    status: status(),
    createTime: f.createTime(),
  },
  operations: standard(),
});

export const commentService = /* @__PURE__ */ service('comment', t('投诉建议', 'Comments', 'Opiniones'), COMMENT_PREFIX, true, [
  commentBill, commentBillReply, commentFaqs, commentType, commentTypeCategory,
]);
