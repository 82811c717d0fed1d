import { webMerchant } from '../../contract/services/wechat';
import { useLocale } from '../../core';
import { formFields, operationOf } from '../../core/resource';
import { FieldValue, OperationForm, PageNotices, useViewT } from '../../resource';
import { PageFrame } from '../../ui';
import { wechatMessages } from './messages';

const setOp = operationOf(webMerchant, 'save', 'setMerchant')!;
const updateOp = operationOf(webMerchant, 'update', 'updateMerchant')!;
const FIELDS = formFields(webMerchant);
const UPDATE_FIELDS = [['id', { ...webMerchant.fields.id!, readOnly: false, required: true }] as const, ...FIELDS];

type Row = Record<string, unknown>;

function Saved({ row }: { row: Row }) {
  const t = useViewT(wechatMessages);
  const locale = useLocale();
  return (
    <dl className="sca-merchant-pay-saved" aria-label={t('wechat.merchantSaved')}>
      {Object.entries(webMerchant.fields).filter(([, f]) => !f.secret).map(([name, f]) => (
        <div key={name} style={{ display: 'flex', gap: 8 }}><dt>{f.label[locale]}</dt><dd style={{ margin: 0 }}><FieldValue field={f} value={row[name]} /></dd></div>
      ))}
    </dl>
  );
}

/**
 * 商户支付配置: binds a platform merchant to a WeChat Pay merchant number (setMerchant) and
 * changes a binding by its number (updateMerchant). The API key is write-only: never shown,
 * left blank on a change to keep it.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><MerchantPayPage /></AdminProvider>
 */
export function MerchantPayPage({ title, className }: { title?: string; className?: string }) {
  const t = useViewT(wechatMessages);
  const heading = title ? t(title) : t('route.wechatMerchant');
  return (
    <PageFrame title={heading} titleId="sc-title-merchant-pay" className={className}>
      <OperationForm<Row> resource={webMerchant} operation={setOp} fields={FIELDS} title={t('wechat.bindMerchant')} submitLabel={t('wechat.bind')}>
        {(row) => <Saved row={row} />}
      </OperationForm>
      <OperationForm<Row> resource={webMerchant} operation={updateOp} fields={UPDATE_FIELDS} title={t('wechat.updateMerchant')} submitLabel={t('common.save')}>
        {(row) => <Saved row={row} />}
      </OperationForm>
      <PageNotices />
    </PageFrame>
  );
}
