/**
 * Lost and found (失物招领, 000 section 2 /lostAndFound): our addition — the catalogue of 001 has no
 * call for it. Items handed in at a project's front desk, with a photo, and their claim by an owner
 * whose identity (name, phone, ID number) the desk records. Prefix `/lostfound` (ours, configurable).
 */
import { f, post, resourcesOf, service, standard, t, v, type OpTemplate } from '../dsl';

export const LOSTFOUND_PREFIX = '/lostfound';
const resource = /* @__PURE__ */ resourcesOf('lostfound', LOSTFOUND_PREFIX);
const PERMISSION = 'pc:lost';

const ours = (o: OpTemplate): OpTemplate => (base) => { const d = o(base); return { ...d, summary: `${d.summary ?? ''}; our addition` }; };

/**
 * A found item and, once handed over, its claimant (our addition).
 * @example
 * <ResourcePage resource={lostItem} title="route.lostItems" />
 */
export const lostItem = /* @__PURE__ */ resource('lostItem', {
  title: t('失物招领', 'Lost and found', 'Objetos perdidos'),
  permission: PERMISSION,
  fields: {
    id: f.id(),
    name: f.string(t('物品名称', 'Item', 'Objeto'), { required: true, max: 64, filter: true }),
    orgId: f.ref(t('所属项目', 'Project', 'Proyecto'), 'organisation.organization', { required: true, filter: true }),
    photo: f.image(t('物品照片', 'Photo', 'Foto')),
    foundPlace: f.string(t('拾获地点', 'Found at', 'Lugar del hallazgo'), { required: true, max: 128 }),
    foundTime: f.datetime(t('拾获时间', 'Found on', 'Fecha del hallazgo'), { required: true, filter: true }),
    finderName: f.string(t('拾获人', 'Found by', 'Encontrado por'), { max: 32, hiddenInList: true }),
    description: f.text(t('物品描述', 'Description', 'Descripción'), { max: 500, hiddenInList: true }),
    status: f.enum(t('状态', 'Status', 'Estado'), [
      v('unclaimed', t('待认领', 'Unclaimed', 'Sin reclamar'), 'warning'),
      v('claimed', t('已认领', 'Claimed', 'Reclamado'), 'success'),
    ], { filter: true, default: 'unclaimed', readOnly: true }),
    claimantName: f.string(t('认领人', 'Claimed by', 'Reclamado por'), { max: 32, readOnly: true, filter: true }),
    claimantPhone: f.phone(t('认领人电话', 'Claimant phone', 'Teléfono del reclamante'), { readOnly: true, hiddenInList: true }),
    claimantIdNo: f.string(t('认领人身份证号', 'Claimant ID number', 'N.º de identidad del reclamante'), { readOnly: true, max: 18, hiddenInList: true }),
    claimTime: f.datetime(t('认领时间', 'Claimed on', 'Fecha de reclamación'), { readOnly: true }),
    createTime: f.createTime(),
  },
  operations: [
    ...standard().map(ours),
    ours(post('claim', {
      label: t('登记认领', 'Record claim', 'Registrar reclamación'),
      summary: "Hand an item to its owner, recording the claimant's name, phone and ID number",
      transition: { field: 'status', from: ['unclaimed'], to: ['claimed'], sets: ['claimTime'] },
      body: {
        claimantName: f.string(t('认领人', 'Claimed by', 'Reclamado por'), { required: true, max: 32 }),
        claimantPhone: f.phone(t('认领人电话', 'Claimant phone', 'Teléfono del reclamante'), { required: true }),
        claimantIdNo: f.string(t('认领人身份证号', 'Claimant ID number', 'N.º de identidad del reclamante'), { required: true, min: 18, max: 18 }),
      },
    })),
  ],
});

export const lostfoundService = /* @__PURE__ */ service('lostfound', t('失物招领', 'Lost and found', 'Objetos perdidos'), LOSTFOUND_PREFIX, true, [lostItem]);
