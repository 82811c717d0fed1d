import { useNavigate } from 'react-router-dom';
import { slot } from '../../contract/services/flashdeliverAdditions';
import { ResourcePage, useViewT, type ResourcePageOfProps, type Row } from '../../resource';
import { flashdeliverMessages } from './messages';
import { SHOP_PATHS } from './shopOps';

/**
 * What the slot list takes: any ResourcePage prop, plus where a slot's products are managed.
 * @example
 * <SlotsPage productsPath="/shop/slots/products" />
 */
export type SlotsPageProps = ResourcePageOfProps & { productsPath?: string };

/**
 * 广播/推荐位: each project's home banners (with their picture), recommended-product slots and
 * broadcast texts, their order and schedule, 启用 / 停用; 推荐商品 opens the slot's products.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><SlotsPage /></AdminProvider>
 */
export function SlotsPage({ productsPath = SHOP_PATHS.broadAddProduct, rowLinks = [], ...props }: SlotsPageProps) {
  const t = useViewT(flashdeliverMessages);
  const navigate = useNavigate();
  return (
    <ResourcePage
      resource={slot} title="route.broad"
      columns={['name', 'position', 'orgId', 'sort', 'startTime', 'endTime', 'status']}
      rowLinks={[
        {
          label: t('flash.slotProducts'), lead: true, shown: (row: Row) => row.position !== 'broadcast',
          onClick: (row: Row) => navigate(`${productsPath}?slotId=${encodeURIComponent(String(row.id))}`),
        },
        ...rowLinks,
      ]}
      {...props}
    />
  );
}
