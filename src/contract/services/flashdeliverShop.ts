/**
 * Our additions to the cloud shop (issue 38): a project's meal areas (餐区), the shop's news
 * (资讯) and the platform's product library (商品库) that shops list products from. Meal areas
 * and news name their project (`orgId`); the library is the platform's, shared by every project.
 */
import { ENABLED, TOGGLE_VERBS, f, post, resourcesOf, standard, t, v, type OpTemplate } from '../dsl';

const resource = /* @__PURE__ */ resourcesOf('flashdeliver', '/flashdeliver/web');
const PERMISSION = 'flashdeliver';
const OURS = '; our addition';

const org = () => f.ref(t('所属项目', 'Project', 'Proyecto'), 'organisation.organization', { required: true, filter: true });
const status = () => f.enum(t('状态', 'Status', 'Estado'), ENABLED, { filter: true, readOnly: true, default: 1 });
const toggle = { field: 'status', from: [0, 1], to: [0, 1], verbs: TOGGLE_VERBS } as const;
const TOGGLE_LABEL = t('启用/停用', 'Enable/disable', 'Activar/desactivar');
const ours = (except: readonly string[] = ['delete_ids']): OpTemplate[] =>
  standard({ except }).map((o): OpTemplate => (base) => { const d = o(base); return { ...d, summary: `${d.summary}${OURS}` }; });

/**
 * 餐区: a dining area of a project's canteen (floor, seats, the meals it serves); orders and
 * pickup points name it, a disabled one takes no new orders.
 * @example
 * <ResourcePage resource={mealArea} />
 */
export const mealArea = /* @__PURE__ */ resource('mealArea', {
  title: t('餐区', 'Meal areas', 'Zonas de comedor'),
  permission: PERMISSION,
  fields: {
    id: f.id(),
    name: f.string(t('餐区名称', 'Area name', 'Nombre de la zona'), { required: true, max: 32, filter: true }),
    orgId: org(),
    location: f.string(t('位置', 'Location', 'Ubicación'), { required: true, max: 64 }),
    seats: f.integer(t('座位数', 'Seats', 'Plazas'), { required: true, min: 0, max: 5000 }),
    meals: f.enum(t('供餐类型', 'Meals served', 'Comidas'), [
      v('all', t('全天', 'All day', 'Todo el día'), 'success'),
      v('breakfast', t('早餐', 'Breakfast', 'Desayuno'), 'info'),
      v('lunchDinner', t('午晚餐', 'Lunch and dinner', 'Comida y cena'), 'warning'),
    ], { required: true, filter: true, default: 'all' }),
    manager: f.string(t('负责人', 'Manager', 'Responsable'), { max: 32 }),
    phone: f.phone(t('联系电话', 'Phone', 'Teléfono')),
    sort: f.integer(t('排序', 'Order', 'Orden'), { min: 0, max: 9999, default: 0 }),
    status: status(),
    createTime: f.createTime(),
  },
  operations: [...ours(), post('setMealAreaStatus', { label: TOGGLE_LABEL, summary: `Enable or disable a meal area${OURS}`, transition: toggle })],
});

/**
 * 资讯: a news item of a project's shop (promotion, notice, food safety), drafted, then
 * published (shown in the shop from its publish time) or taken down.
 * @example
 * <ResourcePage resource={shopArticle} />
 */
export const shopArticle = /* @__PURE__ */ resource('shopArticle', {
  title: t('资讯', 'News', 'Noticias'),
  permission: PERMISSION,
  fields: {
    id: f.id(),
    title: f.string(t('标题', 'Title', 'Título'), { required: true, max: 64, filter: true }),
    orgId: org(),
    category: f.enum(t('资讯类型', 'Type', 'Tipo'), [
      v('promotion', t('促销活动', 'Promotion', 'Promoción'), 'warning'),
      v('notice', t('店铺公告', 'Shop notice', 'Aviso de la tienda'), 'info'),
      v('foodSafety', t('食品安全', 'Food safety', 'Seguridad alimentaria'), 'success'),
    ], { required: true, filter: true }),
    cover: f.image(t('封面', 'Cover', 'Portada'), { hiddenInList: true }),
    summary: f.string(t('摘要', 'Summary', 'Resumen'), { max: 120, hiddenInList: true }),
    content: f.text(t('正文', 'Text', 'Texto'), { required: true, max: 5000, hiddenInList: true }),
    publishStatus: f.enum(t('发布状态', 'Publication', 'Publicación'), [
      v('draft', t('草稿', 'Draft', 'Borrador'), 'grey'),
      v('published', t('已发布', 'Published', 'Publicado'), 'success'),
      v('withdrawn', t('已下线', 'Withdrawn', 'Retirado'), 'danger'),
    ], { filter: true, readOnly: true, default: 'draft' }),
    publishTime: f.datetime(t('发布时间', 'Published at', 'Publicado el'), { readOnly: true }),
    createTime: f.createTime(),
  },
  operations: [
    ...ours(),
    post('publishArticle', {
      label: t('发布', 'Publish', 'Publicar'), summary: `Publish a news item (draft or withdrawn)${OURS}`,
      transition: { field: 'publishStatus', from: ['draft', 'withdrawn'], to: ['published'] },
    }),
    post('withdrawArticle', {
      label: t('下线', 'Withdraw', 'Retirar'), summary: `Take a published news item down${OURS}`,
      transition: { field: 'publishStatus', from: ['published'], to: ['withdrawn'] },
    }),
  ],
});

/**
 * 商品库: the platform's standard goods (barcode, name, specification, unit, category, reference
 * price) that projects' shops list their products from. The barcode is unique.
 * @example
 * <ResourcePage resource={productLibrary} />
 */
export const productLibrary = /* @__PURE__ */ resource('productLibrary', {
  title: t('商品库', 'Product library', 'Catálogo de productos'),
  permission: PERMISSION,
  fields: {
    id: f.id(),
    barcode: f.string(t('条形码', 'Barcode', 'Código de barras'), { required: true, min: 8, max: 14, filter: true, unique: true }),
    name: f.string(t('商品名称', 'Product name', 'Nombre'), { required: true, max: 64, filter: true }),
    categoryId: f.ref(t('商品分类', 'Category', 'Categoría'), 'flashdeliver.category', { required: true, filter: true }),
    spec: f.string(t('规格', 'Specification', 'Formato'), { required: true, max: 32 }),
    unit: f.string(t('单位', 'Unit', 'Unidad'), { required: true, max: 8 }),
    brand: f.string(t('品牌', 'Brand', 'Marca'), { max: 32, filter: true }),
    refPrice: f.amount(t('建议零售价(元)', 'Suggested price (yuan)', 'Precio recomendado (yuanes)'), { required: true, min: 0, max: 100000 }),
    image: f.image(t('商品图片', 'Picture', 'Imagen'), { hiddenInList: true }),
    status: status(),
    createTime: f.createTime(),
  },
  operations: [...ours(), post('setLibraryStatus', { label: TOGGLE_LABEL, summary: `Enable or disable a library product${OURS}`, transition: toggle })],
});
