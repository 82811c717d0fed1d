import { mobileConfig } from '../../contract/services/notify';
import { useAdmin } from '../../core';
import { useQuery } from '../../core/query/useQuery';
import { callOperation, operationOf, resourceQueryKey } from '../../core/resource';
import { ResourcePage, StatsTable, errorText, useViewT, type ResourcePageOfProps, type StatsResult } from '../../resource';
import { noticeMessages } from './messages';

const residueOp = operationOf(mobileConfig, 'stats', 'smsResidue')!;

/**
 * 短信账号: the SMS provider accounts (the AccessSecret is write-only: 留空则不修改 on edit) and, above
 * the list, the remaining quota per provider (`smsResidue`), reloaded with the list after a change.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><SmsAccountsPage /></AdminProvider>
 */
export function SmsAccountsPage(props: ResourcePageOfProps) {
  const t = useViewT(noticeMessages);
  const { api } = useAdmin();
  // Under the resource's key: a save or delete on the page invalidates it with the list.
  const residue = useQuery({
    key: [...resourceQueryKey(mobileConfig.key), 'smsResidue'],
    fn: async (signal) => (await callOperation<{ data: StatsResult }>(api, residueOp, {}, { signal })).data,
  });
  return (
    <ResourcePage resource={mobileConfig} title="route.mobileConfig" {...props}>
      <section aria-label={t('notice.residue')} className="sca-sms-residue">
        {residue.error ? <p role="alert">{t('notice.residueFailed', { message: errorText(residue.error, '') })}</p> : null}
        {residue.data ? (
          <>
            <p>{t('notice.residueTotal', { count: residue.data.sums.residue ?? 0 })}</p>
            <StatsTable resource={mobileConfig} operation={residueOp} result={residue.data} label={t('notice.residue')} />
          </>
        ) : null}
      </section>
    </ResourcePage>
  );
}
