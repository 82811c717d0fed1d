import { useNavigate } from 'react-router-dom';
import { handoverCode } from '../../contract/services/flashdeliverAdditions';
import { ResourcePage, type ResourcePageOfProps, type Row } from '../../resource';
import { SHOP_PATHS } from './shopOps';
import { flashdeliverTitles } from './titles.gen';

/**
 * What the handover-code list takes: any ResourcePage prop, plus where its add-or-update page
 * lives (the console's path by default).
 * @example
 * <HandoverCodesPage editPath="/shop/handover/edit" />
 */
export type HandoverCodesPageProps = ResourcePageOfProps & { editPath?: string };

/**
 * 交收码: every pickup point's code per project, filtered by project, point, code and status;
 * 新增 and 编辑 open the add-or-update page, each row carries 启用 / 停用.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><HandoverCodesPage /></AdminProvider>
 */
export function HandoverCodesPage({ editPath = SHOP_PATHS.handoverEdit, ...props }: HandoverCodesPageProps) {
  const navigate = useNavigate();
  return (
    <ResourcePage
      resource={handoverCode} title="route.jiaoshuima" messages={flashdeliverTitles}
      columns={['orgId', 'pointName', 'code', 'validFrom', 'validTo', 'status', 'createTime']}
      onAdd={() => navigate(editPath)}
      onEdit={(row: Row) => navigate(`${editPath}?id=${encodeURIComponent(String(row.id))}`)}
      {...props}
    />
  );
}
