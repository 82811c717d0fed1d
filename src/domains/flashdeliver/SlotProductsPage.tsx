import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { product } from '../../contract/services/flashdeliver';
import { slotProduct } from '../../contract/services/flashdeliverAdditions';
import { callOperation, resourceQueryKey, useAdmin, useNotify, useResourceList, useResourceWrite, type ListState } from '../../core';
import { useQuery } from '../../core/query/useQuery';
import { ResourcePage, errorText, useViewT, type ResourcePageOfProps } from '../../resource';
import { Button, Checkbox, EmptyState, Input, cssVar } from '../../ui';
import { flashdeliverMessages } from './messages';
import { SHOP_PATHS, shopOps } from './shopOps';

type Row = Record<string, unknown>;

/**
 * @example
 * <SlotProductsPage slotId="4" listPath="/shop/slots" />
 */
export type SlotProductsPageProps = ResourcePageOfProps & {
  /** The slot (default: the `slotId` of the URL's query). */
  slotId?: string;
  /** Where 返回推荐位列表 goes. */
  listPath?: string;
};

/** The on-shelf products not yet in the slot, ticked in the order they should follow the last one. */
function ProductPicker({ slotId, taken }: { slotId: string; taken: ReadonlySet<string> }) {
  const t = useViewT(flashdeliverMessages);
  const notify = useNotify();
  const write = useResourceWrite(slotProduct);
  const [name, setName] = useState('');
  const [picked, setPicked] = useState<string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const state: ListState = useMemo(() => ({ page: 1, size: 100, sort: null, filters: { shelfStatus: 'onShelf', ...(name.trim() ? { name: name.trim() } : {}) } }), [name]);
  const list = useResourceList(product, state);
  const offered = list.rows.filter((r) => !taken.has(String(r.id)));
  const toggle = (id: string) => setPicked((p) => (p.includes(id) ? p.filter((x) => x !== id) : [...p, id]));
  const add = () => {
    if (!picked.length) { setError(t('flash.pickProducts')); return; }
    setError(null);
    write.run(shopOps.addSlotProducts, { slotId, productIds: picked.join(',') }).then(
      (data) => { notify.success(t('flash.slotProductsAdded', { count: Number((data as { added?: unknown } | null)?.added ?? 0) })); setPicked([]); },
      (e: unknown) => setError(errorText(e, t('common.unknownError'))),
    );
  };
  return (
    <section aria-labelledby="sc-flash-slot-picker" style={{ margin: '0 0 16px', padding: '12px 16px', border: `1px solid ${cssVar.border}`, borderRadius: 4 }}>
      <h2 id="sc-flash-slot-picker" style={{ fontSize: 15, fontWeight: 500, margin: '0 0 8px' }}>{t('flash.addSlotProducts')}</h2>
      <Input aria-label={t('flash.searchName')} placeholder={t('flash.searchName')} value={name} onChange={(e) => setName(e.target.value)} style={{ maxWidth: 280, marginBottom: 8 }} />
      {!list.isPending && !offered.length ? <EmptyState title={t('flash.noMoreProducts')} /> : null}
      <ul style={{ listStyle: 'none', padding: 0, margin: '0 0 8px', maxHeight: 256, overflow: 'auto', display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: '4px 16px' }}>
        {offered.map((r) => {
          const id = String(r.id);
          const at = picked.indexOf(id);
          return (
            // Rows 32px apart keep each 14px box's 24px touch circle clear of its neighbours.
            <li key={id} style={{ minHeight: 28, display: 'flex', alignItems: 'center', gap: 6, fontSize: 13 }}>
              <Checkbox checked={at >= 0} onChange={() => toggle(id)} label={String(r.name ?? id)} />
              {at >= 0 ? <span style={{ color: cssVar.textSecondary }}>{t('flash.pickOrder', { n: at + 1 })}</span> : null}
            </li>
          );
        })}
      </ul>
      {error ? <p role="alert" style={{ color: cssVar.dangerInk, margin: '0 0 8px' }}>{error}</p> : null}
      <Button variant="primary" loading={write.pending} onClick={add}>{t('flash.addPicked', { count: picked.length })}</Button>
    </section>
  );
}

/**
 * 推荐位商品 (broad/addProduct): the products of one showcase slot in their order (order editable,
 * 删除 takes one out) and, above them, the on-shelf products not yet in it to tick and add after
 * the last one, in the order ticked.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><SlotProductsPage /></AdminProvider>
 */
export function SlotProductsPage({ slotId: idProp, listPath = SHOP_PATHS.broad, toolbar, ...props }: SlotProductsPageProps) {
  const t = useViewT(flashdeliverMessages);
  const { api } = useAdmin();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const slotId = idProp ?? params.get('slotId') ?? '';
  const slot = useQuery({
    key: [...resourceQueryKey('flashdeliver.slot'), 'one', slotId],
    enabled: Boolean(slotId),
    fn: async (signal) => (await callOperation<{ data: Row }>(api, shopOps.slotGet, { id: slotId }, { signal })).data,
  });
  const inSlot = useResourceList(slotProduct, { page: 1, size: 200, sort: null, filters: {} }, { fixed: { slotId }, enabled: Boolean(slotId) });
  const taken = useMemo(() => new Set(inSlot.rows.map((r) => String(r.productId))), [inSlot.rows]);
  const back = <Button onClick={() => navigate(listPath)}>{t('flash.backToSlots')}</Button>;
  if (!slotId) {
    const cls = props.className ? `sca-page sca-resource-page ${props.className}` : 'sca-page sca-resource-page';
    return <section className={cls} style={{ margin: 16 }}><EmptyState title={t('flash.noSlot')} />{back}</section>;
  }
  return (
    <ResourcePage
      resource={slotProduct} title={t('flash.slotProductsOf', { name: String(slot.data?.name ?? '') })}
      fixed={{ slotId }} columns={['productId', 'sort', 'createTime']} filters={['productId']}
      toolbar={<>{back}{typeof toolbar === 'function' ? null : toolbar}</>}
      {...props}
    >
      <ProductPicker slotId={slotId} taken={taken} />
    </ResourcePage>
  );
}
