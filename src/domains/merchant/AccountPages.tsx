/**
 * 商户账户 and 发卡管理 (our additions, issue 38). A settlement account's balance is read-only:
 * the server sums it from the merchant's money ledger lines, shown in the detail drawer; the
 * account is frozen and activated again by its transition. Cards are issued, reported lost,
 * found and cancelled by the contract's transitions.
 */
import { styled } from 'styled-components';
import { issuedCard, settlementAccount } from '../../contract/services/merchantAccounts';
import { virtAccountWater } from '../../contract/services/wallet';
import { callOperation, resourceQueryKey, useAdmin } from '../../core';
import { useQuery } from '../../core/query/useQuery';
import { FieldValue, ResourcePage, errorText, resourcePageWith, useViewT, type ResourcePageOfProps, type Row } from '../../resource';
import { merchantMessages } from './messages';
import { ErrorState, ProgressBar, cssVar } from '../../ui';
import { accountMessages } from './accountMessages';

// Pages carry the domain's texts: mounted alone, they still head themselves with words.
const resourcePageOf = resourcePageWith(merchantMessages);

/** How many of an account's newest lines the drawer shows. */
const LINES = 50;

const Section = styled.section`
  padding: 0 20px 16px; font-size: 14px; color: ${cssVar.text};
  h3 { margin: 8px 0; font-size: 15px; font-weight: 500; }
  p { margin: 8px 0; color: ${cssVar.textSecondary}; }
  table { width: 100%; border-collapse: collapse; }
  th, td { padding: 6px 8px; border-bottom: 1px solid ${cssVar.border}; text-align: left; }
  th { color: ${cssVar.textSecondary}; font-weight: 400; }
  .num { text-align: right; font-variant-numeric: tabular-nums; }
`;

/** The newest ledger lines of the account's merchant: payments in, refunds out. */
function LedgerLines({ row }: { row: Row }) {
  const t = useViewT(accountMessages);
  const { api } = useAdmin();
  const op = settlementAccount.operations.find((o) => o.name === 'ledgerLines')!;
  const q = useQuery({
    key: [...resourceQueryKey(settlementAccount.key), 'ledgerLines', String(row.merchantId)],
    fn: async (signal) => (await callOperation<{ data: { list: Row[] } }>(api, op, { merchantId: String(row.merchantId), pageNum: 1, pageSize: LINES }, { signal })).data.list,
  });
  const id = `account-lines-${String(row.id)}`;
  const f = virtAccountWater.fields;
  return (
    <Section aria-labelledby={id}>
      <h3 id={id}>{t('account.lines')}</h3>
      <p>{t('account.linesNote')}</p>
      {q.error ? <ErrorState title={t('account.loadFailed', { message: errorText(q.error, '') })} retryText={t('common.retry')} onRetry={() => void q.refetch()} />
        : !q.data ? <ProgressBar value={null} label={t('common.loading')} />
          : (
            <table aria-label={t('account.lines')}>
              <caption style={{ textAlign: 'left', color: cssVar.textSecondary }}>{t('account.newest', { count: LINES })}</caption>
              <thead><tr>
                <th>{t('account.time')}</th><th>{t('account.type')}</th><th>{t('account.channel')}</th>
                <th className="num">{t('account.amount')}</th><th>{t('account.serial')}</th><th>{t('account.operator')}</th>
              </tr></thead>
              <tbody>
                {q.data.length === 0 ? <tr><td colSpan={6}>{t('account.noLines')}</td></tr> : q.data.map((l) => (
                  <tr key={String(l.id)}>
                    <td>{String(l.createTime ?? '')}</td>
                    <td><FieldValue field={f.type!} value={l.type} /></td>
                    <td><FieldValue field={f.channel!} value={l.channel} /></td>
                    <td className="num">{l.type === 'refund' ? '-' : '+'}{String(l.amount ?? '')}</td>
                    <td>{String(l.serialNo ?? '')}</td><td>{String(l.operatorName ?? '')}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
    </Section>
  );
}

/**
 * 商户账户: each merchant's settlement account (holder, bank, masked number, cycle), its balance
 * computed from the ledger (never edited), 启用/冻结, and the ledger lines in the detail drawer.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><MerchantAccountsPage /></AdminProvider>
 */
export function MerchantAccountsPage(props: ResourcePageOfProps) {
  return (
    <ResourcePage
      resource={settlementAccount} title="route.merchantAccount" messages={accountMessages}
      columns={['merchantId', 'accountName', 'bankName', 'maskedNo', 'settleCycle', 'balance', 'status']}
      renderDetail={(row) => <LedgerLines row={row} />}
      {...props}
    />
  );
}

/** 发卡管理: physical cards by number and batch; 发卡 to a user, 挂失, 解挂, 注销. @example <CardIssuingPage /> */
export const CardIssuingPage = resourcePageOf(issuedCard, {
  title: 'route.cardIssuing', columns: ['cardNo', 'batchNo', 'merchantId', 'cardTypeId', 'userId', 'status', 'issuedBy', 'issueTime'],
});
