import { useMemo, useState } from 'react';
import { companyYy } from '../../contract/services/organisation/companyYy';
import { orderBizType } from '../../contract/services/organisation/misc';
import { listColumns, resourceQueryKey, useAdmin, useLocale } from '../../core';
import { useQuery } from '../../core/query/useQuery';
import { errorText, FieldValue, PageNotices, ResourcePage, ResourceTable, type Row, useViewT } from '../../resource';
import { Dialog, EmptyState, FormField, ProgressBar, SegmentedControl, Select, classes } from '../../ui';
import { dataOf, rowsOf } from './load';
import { organisationMessages } from './messages';

/**
 * @example
 * <OperationInfoConfigPage className="partner-operators" />
 */
export interface OperatorPageProps {
  className?: string;
}

type Kind = 'op' | 'dis';
const op = (name: string) => companyYy.operations.find((o) => o.name === name)!;
const KIND = {
  op: { list: 'opList', update: 'updateOpCompanyOperator', detail: op('getOpDetail') },
  dis: { list: 'disList', update: 'updateDisCompanyOperator', detail: op('getDisDetail') },
} as const;
const bizTypeOp = orderBizType.operations[0]!;
const bizColumns = listColumns(orderBizType).filter(([n]) => n !== 'operationCenterId');

/** One operation centre's or distributor's detail (getOpDetail / getDisDetail). */
function DetailDialog({ kind, row, onClose }: { kind: Kind; row: Row; onClose: () => void }) {
  const t = useViewT(organisationMessages);
  const locale = useLocale();
  const { api } = useAdmin();
  const q = useQuery({ key: [...resourceQueryKey(companyYy.key), 'detail', kind, row.id], fn: (s) => dataOf<Row>(api, KIND[kind].detail, { id: row.id }, s) });
  const title = t('org.opDetailTitle', { name: String(row.name ?? row.id) });
  return (
    <Dialog open onClose={onClose} width={560} closeLabel={t('resource.close')} title={title}>
      {q.error ? <p role="alert">{errorText(q.error, '')}</p> : null}
      {!q.data && !q.error ? <ProgressBar value={null} label={t('common.loading')} /> : null}
      {q.data ? (
        <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '6px 16px', margin: 0 }}>
          {Object.entries(companyYy.fields).filter(([n]) => n !== 'id').map(([n, fd]) => (
            <div key={n} style={{ display: 'contents' }}>
              <dt>{fd.label[locale]}</dt>
              <dd style={{ margin: 0 }}><FieldValue field={fd} value={q.data![n]} revealPhone /></dd>
            </div>
          ))}
        </dl>
      ) : null}
    </Dialog>
  );
}

/**
 * 运营信息配置: the operation centres (op/list) and distributors (dis/list), each edited with its own
 * call (updateOpCompanyOperator, updateDisCompanyOperator) and shown in detail (getOpDetail, getDisDetail).
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><OperationInfoConfigPage /></AdminProvider>
 */
export function OperationInfoConfigPage({ className }: OperatorPageProps) {
  const t = useViewT(organisationMessages);
  const [kind, setKind] = useState<Kind>('op');
  const [detail, setDetail] = useState<Row | null>(null);
  return (
    <>
      <ResourcePage
        key={kind} resource={companyYy} title="route.operationInfoConfig" listWith={KIND[kind].list} updateWith={KIND[kind].update}
        {...(className ? { className } : {})}
        rowLinks={[{ label: t('org.opDetail'), onClick: (row) => setDetail(row) }]}
      >
        <SegmentedControl
          aria-label={t('org.kind')} value={kind} onChange={(v) => setKind(v)}
          options={[{ value: 'op', label: t('org.opCentres') }, { value: 'dis', label: t('org.distributors') }]}
        />
      </ResourcePage>
      {detail ? <DetailDialog kind={kind} row={detail} onClose={() => setDetail(null)} /> : null}
    </>
  );
}

/**
 * 运营权限: the order business types each operation centre may run (orderBizType), per centre.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><OperationPowerPage /></AdminProvider>
 */
export function OperationPowerPage({ className }: OperatorPageProps) {
  const t = useViewT(organisationMessages);
  const { api } = useAdmin();
  const [picked, setPicked] = useState<string | null>(null);
  const centres = useQuery({ key: [...resourceQueryKey(companyYy.key), 'opAll'], fn: (s) => rowsOf(api, op('opList'), {}, s) });
  const options = useMemo(() => (centres.data ?? []).map((c) => ({ value: String(c.id), label: String(c.name ?? c.id) })), [centres.data]);
  const centre = picked ?? options[0]?.value ?? null;
  const types = useQuery({
    key: [...resourceQueryKey(orderBizType.key), 'of', centre], enabled: centre !== null,
    fn: (s) => dataOf<Row[]>(api, bizTypeOp, { operationCenterId: centre }, s),
  });
  const title = t('route.operationPower');
  return (
    <section className={classes('sca-page sca-resource-page', className)} aria-labelledby="sc-title-org-op-power">
      <h1 id="sc-title-org-op-power">{title}</h1>
      {/* Toasts and confirms when the page is mounted alone (the console shell draws them otherwise). */}
      <PageNotices />
      <div style={{ maxWidth: 360 }}>
        <FormField label={t('org.pickOpCentre')}>
          <Select options={options} value={centre} onChange={(v) => { if (v) setPicked(v); }} />
        </FormField>
      </div>
      {centres.data && !options.length ? <p role="status">{t('org.noOpCentre')}</p> : null}
      {types.error ? <p role="alert">{errorText(types.error, '')}</p> : null}
      {centre ? (
        <ResourceTable
          resource={orderBizType} rows={types.data ?? []} fields={bizColumns} label={t('org.bizTypes')} height={360} busy={types.isFetching}
          empty={<EmptyState title={types.isPending ? t('common.loading') : t('org.noBizTypes')} />}
        />
      ) : null}
    </section>
  );
}
