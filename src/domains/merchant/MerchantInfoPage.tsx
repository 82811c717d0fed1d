import { Suspense, useState } from 'react';
import { merchant } from '../../contract/services/merchant';
import { ResourcePage, useViewT, type ResourcePageOfProps, type Row } from '../../resource';
import { Disclosure } from './Disclosure';
import { ConsumptionStats } from './ConsumptionStats';
import { lazyNamed } from '../../ui';
import { merchantActions } from './actions';
import { merchantMessages } from './messages';

/**
 * What a mountable merchant page takes: any ResourcePage prop over the domain's choices.
 * @example
 * <MerchantInfoPage className="partner-merchants" />
 */
export type MerchantPageProps = ResourcePageOfProps;

const MealLinesDrawer = lazyNamed(() => import('./MealLinesDrawer'), 'MealLinesDrawer');

/**
 * 商户信息管理: merchants filtered by name, number, type, project and status; add and edit in one
 * form (addOrSave); 启用 / 停用 on the row; **供餐线路** opens the lines the merchant
 * serves; above the list, the consumption statistics per merchant and per company of a period as
 * KPI figures, a bar chart and a table.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><MerchantInfoPage /></AdminProvider>
 */
export function MerchantInfoPage({ children, rowLinks, today, ...props }: MerchantPageProps) {
  const t = useViewT(merchantMessages);
  const [lines, setLines] = useState<Row | null>(null);
  return (
    <ResourcePage
      resource={merchant} title="route.merchantInfoManger" saveWith="addOrSave"
      rowLinks={[{ label: t('merchant.mealLines'), onClick: setLines }, ...(rowLinks ?? [])]}
      {...(today ? { today } : {})} {...props}
    >
      <Disclosure label={t('merchant.statistics')}>
        <ConsumptionStats operation={merchantActions.merchantStatistics} title={t('merchant.byMerchant')} {...(today ? { today } : {})} />
        <ConsumptionStats operation={merchantActions.companyStatistics} title={t('merchant.byCompany')} {...(today ? { today } : {})} />
      </Disclosure>
      {children}
      <Suspense fallback={null}>
        {lines ? <MealLinesDrawer row={lines} onClose={() => setLines(null)} /> : null}
      </Suspense>
    </ResourcePage>
  );
}
