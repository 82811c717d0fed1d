import { useMemo } from 'react';
import { userAccount } from '../../contract/services/organisation/residents';
import { userRecod } from '../../contract/services/organisation/people';
import { listColumns, useResourceList, type ListState } from '../../core';
import { ResourceTable, useViewT, type Row } from '../../resource';
import { Drawer, EmptyState } from '../../ui';
import { usersActions } from './actions';
import { usersMessages } from './messages';

export interface WalletDrawerProps {
  /** The user (a row of organisation.user). */
  row: Row;
  onClose: () => void;
}

const FIRST_PAGE: ListState = { page: 1, size: 20, sort: null, filters: {} };
const ACCOUNT_COLUMNS = ['accountNo', 'accountType', 'balance', 'status'];
const RECORD_COLUMNS = ['operation', 'amount', 'balanceAfter', 'operatorName', 'remark', 'createTime'];

/**
 * One user's wallet: the accounts (getWalletInfoVOList) with their balances, and the newest
 * movements of the user account book (userRecordList): what moved, by whom and when.
 * @example
 * <WalletDrawer row={{ id: 3, name: '张三' }} onClose={close} />
 */
export function WalletDrawer({ row, onClose }: WalletDrawerProps) {
  const t = useViewT(usersMessages);
  const userId = String(row.id);
  const fixed = useMemo(() => ({ userId }), [userId]);
  const accounts = useResourceList(userAccount, FIRST_PAGE, { operation: usersActions.walletInfo, fixed });
  const records = useResourceList(userRecod, FIRST_PAGE, { operation: usersActions.userRecords, fixed });
  const accountFields = useMemo(() => listColumns(userAccount).filter(([n]) => ACCOUNT_COLUMNS.includes(n)), []);
  const recordFields = useMemo(() => listColumns(userRecod).filter(([n]) => RECORD_COLUMNS.includes(n)), []);
  const title = t('users.walletTitle', { name: String(row.name ?? row.id) });
  return (
    <Drawer open onClose={onClose} placement="right" size={720} title={title} label={title} closeLabel={t('resource.close')}>
      <section aria-label={t('users.accounts')} style={{ padding: '12px 20px' }}>
        <h2 style={{ fontSize: 15, margin: '0 0 8px' }}>{t('users.accounts')}</h2>
        <ResourceTable
          resource={userAccount} rows={accounts.rows} fields={accountFields} label={t('users.accounts')} height={160}
          busy={accounts.isFetching} empty={<EmptyState title={accounts.isPending ? t('common.loading') : t('users.noAccounts')} />}
        />
      </section>
      <section aria-label={t('users.records')} style={{ padding: '12px 20px' }}>
        <h2 style={{ fontSize: 15, margin: '0 0 8px' }}>{t('users.records')}</h2>
        <ResourceTable
          resource={userRecod} rows={records.rows} fields={recordFields} label={t('users.records')} height={320}
          busy={records.isFetching} empty={<EmptyState title={records.isPending ? t('common.loading') : t('common.empty')} />}
        />
      </section>
    </Drawer>
  );
}
