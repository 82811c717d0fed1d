/**
 * 组合库存 (our addition, issue 38): product bundles of a project with their components. How many
 * bundles are available is computed by the server from the components' stock on every read (never
 * entered), with the limiting component and a low-stock flag; the detail lists the components with
 * their stock, and adds or removes them.
 */
import { useState } from 'react';
import { styled } from 'styled-components';
import { MAX_PAGE_SIZE } from '../../contract';
import { bundle, bundleItem } from '../../contract/services/flashdeliverBundles';
import { stock } from '../../contract/services/flashdeliverStock';
import type { OperationDef, ResourceDef } from '../../contract/types';
import { callOperation, resourceQueryKey, useAdmin, useNotify, useResourceWrite } from '../../core';
import { useQuery } from '../../core/query/useQuery';
import { formFields } from '../../core/resource/fields';
import { RefLabel, ResourceFormDialog, ResourcePage, errorText, useViewT, type ResourcePageOfProps, type Row } from '../../resource';
import { Button, ErrorState, ProgressBar, cssVar } from '../../ui';
import { bundleMessages } from './bundleMessages';

const opOf = (r: ResourceDef, name: string): OperationDef => r.operations.find((o) => o.name === name)!;

const Section = styled.section`
  padding: 0 20px 16px; font-size: 14px; color: ${cssVar.text};
  h3 { margin: 8px 0; font-size: 15px; font-weight: 500; }
  p { margin: 8px 0; color: ${cssVar.textSecondary}; }
  table { width: 100%; border-collapse: collapse; margin-bottom: 8px; }
  th, td { padding: 6px 8px; border-bottom: 1px solid ${cssVar.border}; text-align: left; }
  th { color: ${cssVar.textSecondary}; font-weight: 400; }
  .num { text-align: right; font-variant-numeric: tabular-nums; }
`;

/** Rows of one list call, cached under the bundle's key: a component added or removed refreshes them and the list. */
function useRows(r: ResourceDef, filter: Record<string, string>) {
  const { api } = useAdmin();
  return useQuery({
    key: [...resourceQueryKey(bundle.key), r.key, JSON.stringify(filter)],
    fn: async (signal) => (await callOperation<{ data: { list: Row[] } }>(api, opOf(r, 'list'), { ...filter, pageNum: 1, pageSize: MAX_PAGE_SIZE }, { signal })).data.list,
  });
}

/** The components of one bundle, with the project's stock of each and how many bundles it alone makes up. */
function Components({ row }: { row: Row }) {
  const t = useViewT(bundleMessages);
  const notify = useNotify();
  const write = useResourceWrite(bundle);
  const [adding, setAdding] = useState(false);
  const items = useRows(bundleItem, { bundleId: String(row.id) });
  const stocks = useRows(stock, { orgId: String(row.orgId) });
  const id = `bundle-items-${String(row.id)}`;
  const failed = items.error ?? stocks.error;
  const stockOf = (productId: unknown) => Number(stocks.data?.find((s) => String(s.productId) === String(productId))?.quantity ?? 0);
  const remove = (item: Row) => write.run(opOf(bundleItem, 'delete'), { id: item.id }).then(
    () => notify.success(t('bundle.removed')), (e: unknown) => notify.error(errorText(e, t('common.unknownError'))),
  );
  return (
    <Section aria-labelledby={id}>
      <h3 id={id}>{t('bundle.components')}</h3>
      <p>{t('bundle.note')}</p>
      {failed ? <ErrorState title={t('bundle.loadFailed', { message: errorText(failed, '') })} retryText={t('common.retry')} onRetry={() => { void items.refetch(); void stocks.refetch(); }} />
        : !items.data || !stocks.data ? <ProgressBar value={null} label={t('common.loading')} />
          : (
            <table aria-label={t('bundle.components')}>
              <thead><tr>
                <th>{t('bundle.product')}</th><th className="num">{t('bundle.perBundle')}</th><th className="num">{t('bundle.stock')}</th>
                <th className="num">{t('bundle.makes')}</th><th />
              </tr></thead>
              <tbody>
                {items.data.length === 0 ? <tr><td colSpan={5}>{t('bundle.none')}</td></tr> : items.data.map((item) => (
                  <tr key={String(item.id)}>
                    <td><RefLabel refKey="flashdeliver.product" value={item.productId} /></td>
                    <td className="num">{String(item.quantity ?? '')}</td>
                    <td className="num">{stockOf(item.productId)}</td>
                    <td className="num">{Math.floor(stockOf(item.productId) / Math.max(1, Number(item.quantity)))}</td>
                    <td><Button loading={write.pending} onClick={() => void remove(item)}>{t('bundle.remove')}</Button></td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
      <Button onClick={() => setAdding(true)}>{t('bundle.addComponent')}</Button>
      {adding ? (
        <ResourceFormDialog resource={bundle} fields={formFields(bundleItem).filter(([name]) => name !== 'bundleId')} operation={opOf(bundleItem, 'add')}
          row={null} fixed={{ bundleId: String(row.id) }} title={t('bundle.addTitle')} onClose={() => setAdding(false)} />
      ) : null}
    </Section>
  );
}

/**
 * 组合库存: bundles per project with price, reorder level, bundles available (computed from the
 * components' stock), the limiting component and the low-stock flag; the detail edits the components.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><BundleInventoryPage /></AdminProvider>
 */
export function BundleInventoryPage(props: ResourcePageOfProps) {
  return (
    <ResourcePage
      resource={bundle} title="route.portfolioInventory" messages={bundleMessages}
      columns={['name', 'orgId', 'price', 'componentCount', 'available', 'limitingProductId', 'warnQuantity', 'lowStock', 'status']}
      renderDetail={(row) => <Components row={row} />}
      {...props}
    />
  );
}
