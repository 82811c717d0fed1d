import { useNavigate } from 'react-router-dom';
import { product } from '../../contract/services/flashdeliver';
import { useCan } from '../../core';
import { ResourcePage, useViewT, type ResourcePageOfProps, type Row } from '../../resource';
import { Button } from '../../ui';
import { flashdeliverMessages } from './messages';
import { PRODUCT_PATHS } from './productOps';

/**
 * What the products page takes: any ResourcePage prop, plus where its add/edit page and batch
 * review live (the console's paths by default).
 * @example
 * <ProductsPage editPath="/shop/product/edit" />
 */
export type ProductsPageProps = ResourcePageOfProps & { editPath?: string; batchAuditPath?: string };

/**
 * 商品管理: products filtered by name, category and shelf status; 新增商品 and 编辑 open the full
 * product page (picture, category tree, sale settings, projects); each row carries its shelf step
 * (申请上架, 审核通过 / 驳回 with a note — never on the reviewer's own request —, 下架).
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><ProductsPage /></AdminProvider>
 */
export function ProductsPage({ editPath = PRODUCT_PATHS.edit, batchAuditPath = PRODUCT_PATHS.batchAudit, toolbar, ...props }: ProductsPageProps) {
  const t = useViewT(flashdeliverMessages);
  const navigate = useNavigate();
  const may = useCan();
  return (
    <ResourcePage
      resource={product} title="route.product"
      onAdd={() => navigate(editPath)}
      onEdit={(row: Row) => navigate(`${editPath}?id=${encodeURIComponent(String(row.id))}`)}
      toolbar={(
        <>
          {may([product.permission ?? 'flashdeliver']) ? <Button onClick={() => navigate(batchAuditPath)}>{t('flash.batchAudit')}</Button> : null}
          {toolbar}
        </>
      )}
      {...props}
    />
  );
}
