import { useState } from 'react';
import { companyYy } from '../../contract/services/organisation/companyYy';
import { useCan, useNotify, useResourceWrite } from '../../core';
import { ResourcePage, errorText, useViewT, type Row } from '../../resource';
import { LazyConfirmDialog, SegmentedControl } from '../../ui';
import { merchantActions } from './actions';
import { merchantMessages } from './messages';
import type { MerchantPageProps } from './MerchantInfoPage';

type Kind = 'distributor' | 'operation' | 'all';

// Each kind has its own list and its own update call in the catalogue (dis/list + updateDisCompanyOperator…).
const KINDS: Readonly<Record<Kind, { list: string; update: string; fixed?: Readonly<Record<string, string>> }>> = {
  distributor: { list: 'disList', update: 'updateDisCompanyOperator', fixed: { companyType: 'distributor' } },
  operation: { list: 'opList', update: 'updateOpCompanyOperator', fixed: { companyType: 'operation' } },
  all: { list: 'companyList', update: 'updateCompanyOperator' },
};

/**
 * 分销商管理: the yy companies by kind (分销商 · 运营中心 · 全部公司), each kind listed and edited with
 * its own calls; add, details, delete; **解除关联** detaches a company from its parent company after
 * a confirmation naming both.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><DistributorPage /></AdminProvider>
 */
export function DistributorPage({ rowLinks, ...props }: MerchantPageProps) {
  const t = useViewT(merchantMessages);
  const may = useCan();
  const notify = useNotify();
  const write = useResourceWrite(companyYy);
  const [kind, setKind] = useState<Kind>('distributor');
  const [detach, setDetach] = useState<Row | null>(null);
  const chosen = KINDS[kind];
  const mayDetach = may([merchantActions.deleteRelation.permission ?? companyYy.permission]);
  const confirm = () => {
    if (!detach) return;
    write.run(merchantActions.deleteRelation, { id: detach.id, parentId: detach.parentId })
      .then(() => { notify.success(t('merchant.detached', { name: String(detach.name ?? '') })); setDetach(null); })
      .catch((e: unknown) => { notify.error(errorText(e, t('common.unknownError'))); setDetach(null); });
  };
  return (
    <>
      <ResourcePage
        key={kind} resource={companyYy} title="route.distributorManger" listWith={chosen.list} updateWith={chosen.update}
        {...(chosen.fixed ? { fixed: chosen.fixed } : {})}
        rowLinks={[
          ...(mayDetach ? [{ label: t('merchant.detach'), shown: (row: Row) => row.parentId != null && row.parentId !== '', onClick: setDetach }] : []),
          ...(rowLinks ?? []),
        ]}
        toolbar={(
          <SegmentedControl<Kind>
            aria-label={t('merchant.companyKind')} value={kind} onChange={setKind}
            options={[
              { value: 'distributor', label: t('merchant.kind.distributor') },
              { value: 'operation', label: t('merchant.kind.operation') },
              { value: 'all', label: t('merchant.kind.all') },
            ]}
          />
        )}
        {...props}
      />
      <LazyConfirmDialog
        open={detach !== null} title={t('merchant.detach')} tone="danger"
        message={t('merchant.detachQuestion', { name: String(detach?.name ?? ''), parent: String(detach?.parentName ?? detach?.parentId ?? '') })}
        confirmText={t('merchant.detach')} cancelText={t('common.cancel')} closeLabel={t('resource.close')}
        confirming={write.pending} onConfirm={confirm} onCancel={() => setDetach(null)}
      />
    </>
  );
}
