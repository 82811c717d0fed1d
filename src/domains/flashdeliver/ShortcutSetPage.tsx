import { useState, type FormEvent } from 'react';
import { product } from '../../contract/services/flashdeliver';
import { filterInputValue, useLocale, useNotify, useResourceList, useResourceWrite, validateField, type ListState } from '../../core';
import { PageNotices, RefLabel, errorText, useViewT } from '../../resource';
import { problemText } from '../../resource/problemText';
import { Button, EmptyState, Input, cssVar } from '../../ui';
import { flashdeliverMessages } from './messages';
import { productOps } from './productOps';

type Row = Record<string, unknown>;
const FIRST: ListState = { page: 1, size: 50, sort: null, filters: {} };
const PRICE = productOps.sale.body!.price!;
const STOCK = productOps.sale.body!.stock!;

/** One product's price and stock, saved on their own; what was typed stays after a refusal. */
function SaleRow({ row }: { row: Row }) {
  const t = useViewT(flashdeliverMessages);
  const locale = useLocale();
  const notify = useNotify();
  const write = useResourceWrite(product);
  const [price, setPrice] = useState(String(row.price ?? ''));
  const [stock, setStock] = useState(String(row.stock ?? ''));
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});
  const name = String(row.name ?? row.id);
  const save = (e: FormEvent) => {
    e.preventDefault();
    const local = {
      price: problemText(t, PRICE.label[locale], validateField(PRICE, price)),
      stock: problemText(t, STOCK.label[locale], validateField(STOCK, stock)),
    };
    setErrors(local);
    if (local.price || local.stock) return;
    write.run(productOps.sale, { id: row.id, price: price.trim(), stock: stock.trim() }).then(
      () => notify.success(t('flash.saleSavedOf', { name })),
      (err: unknown) => {
        const field = (err as { data?: { field?: unknown } | null } | null)?.data?.field;
        const msg = errorText(err, t('common.unknownError'));
        setErrors(field === 'price' || field === 'stock' ? { [field]: msg } : { form: msg });
      },
    );
  };
  const id = `sc-flash-shortcut-${String(row.id)}`;
  const cellError = (k: string) => (errors[k] ? <div id={`${id}-${k}-error`} role="alert" style={{ color: cssVar.dangerInk, fontSize: 12 }}>{errors[k]}</div> : null);
  return (
    <tr>
      <th scope="row" style={{ fontWeight: 400, textAlign: 'left' }}>{name}</th>
      <td><RefLabel refKey="flashdeliver.category" value={row.categoryId} /></td>
      <td>
        <Input
          form={id} aria-label={t('flash.priceOf', { name })} inputMode="decimal" value={price} aria-invalid={Boolean(errors.price)}
          aria-describedby={errors.price ? `${id}-price-error` : undefined} onChange={(e) => setPrice(filterInputValue(PRICE, e.target.value))}
        />
        {cellError('price')}
      </td>
      <td>
        <Input
          form={id} aria-label={t('flash.stockOf', { name })} inputMode="numeric" value={stock} aria-invalid={Boolean(errors.stock)}
          aria-describedby={errors.stock ? `${id}-stock-error` : undefined} onChange={(e) => setStock(filterInputValue(STOCK, e.target.value))}
        />
        {cellError('stock')}
      </td>
      <td>
        <form id={id} onSubmit={save} aria-label={name}>
          <Button type="submit" loading={write.pending} aria-label={t('flash.saveSaleOf', { name })}>{t('flash.save')}</Button>
        </form>
        {cellError('form')}
      </td>
    </tr>
  );
}

/**
 * @example
 * <ShortcutSetPage className="partner-quick" />
 */
export interface ShortcutSetPageProps { className?: string }

/**
 * 快捷设置: the price and stock of many products changed in place, one row at a time
 * (updateProductSale), searched by name; a refused value stays as typed with the server's reason
 * under it.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><ShortcutSetPage /></AdminProvider>
 */
export function ShortcutSetPage({ className }: ShortcutSetPageProps) {
  const t = useViewT(flashdeliverMessages);
  const locale = useLocale();
  const [search, setSearch] = useState('');
  const [state, setState] = useState<ListState>(FIRST);
  const list = useResourceList(product, state);
  const go = (e: FormEvent) => { e.preventDefault(); setState({ ...FIRST, filters: search.trim() ? { name: search.trim() } : {} }); };
  return (
    <section className={className ? `sca-page sca-resource-page ${className}` : 'sca-page sca-resource-page'} aria-labelledby="sc-flash-shortcut-title" style={{ margin: 16, padding: '16px 20px', background: cssVar.bg }}>
      <h1 id="sc-flash-shortcut-title" style={{ margin: '0 0 16px', fontSize: 18, fontWeight: 500 }}>{t('route.shortcutSet')}</h1>
      <form role="search" onSubmit={go} style={{ display: 'flex', gap: 8, marginBottom: 12, maxWidth: 420 }}>
        <Input aria-label={t('flash.searchName')} placeholder={t('flash.searchName')} value={search} onChange={(e) => setSearch(e.target.value)} />
        <Button type="submit">{t('resource.search')}</Button>
      </form>
      {!list.rows.length ? <EmptyState title={list.isPending ? t('common.loading') : list.error ? errorText(list.error, '') : t('common.empty')} /> : (
        <table aria-label={t('route.shortcutSet')} style={{ width: '100%', borderCollapse: 'collapse', fontSize: 13 }}>
          <thead>
            <tr>
              {[product.fields.name!, product.fields.categoryId!, PRICE, STOCK].map((fd) => <th key={fd.label['zh-CN']} scope="col" style={{ textAlign: 'left' }}>{fd.label[locale]}</th>)}
              <th scope="col" style={{ textAlign: 'left' }}>{t('flash.actions')}</th>
            </tr>
          </thead>
          <tbody>{list.rows.map((row) => <SaleRow key={String(row.id)} row={row} />)}</tbody>
        </table>
      )}
      <PageNotices />
    </section>
  );
}
