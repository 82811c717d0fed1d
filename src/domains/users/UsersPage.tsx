import { Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { user } from '../../contract/services/organisation/people';
import { useCan } from '../../core';
import { ResourcePage, useViewT, type ResourcePageOfProps, type Row } from '../../resource';
import { Button, lazyNamed } from '../../ui';
import { usersActions } from './actions';
import { usersMessages } from './messages';
import { MY_RECHARGE_REQUESTS_PATH } from './routes';

/**
 * What a mountable users page takes: any ResourcePage prop over the domain's choices.
 * @example
 * <UsersPage className="partner-users" />
 */
export type UsersPageProps = ResourcePageOfProps;

// The money dialogs load when one first opens: the list paints without them.
const RechargeDialog = lazyNamed(() => import('./RechargeDialog'), 'RechargeDialog');
const BatchRechargeDialog = lazyNamed(() => import('./BatchRechargeDialog'), 'BatchRechargeDialog');
const WalletDrawer = lazyNamed(() => import('./WalletDrawer'), 'WalletDrawer');

type Open = { kind: 'recharge' | 'wallet'; row: Row } | { kind: 'batch' } | null;

/**
 * 用户列表: users filtered by name, phone, type, project and status; add, edit, enable/disable;
 * recharge one user or a batch (both confirmed with the amount in Chinese capitals); each user's
 * wallet accounts and account records; 我的充值申请 opens the caller's own recharge requests.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><UsersPage /></AdminProvider>
 */
export function UsersPage({ children, toolbar, rowLinks, ...props }: UsersPageProps) {
  const t = useViewT(usersMessages);
  const may = useCan();
  const navigate = useNavigate();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const mayRecharge = may([usersActions.recharge.permission ?? user.permission]);
  const mayBatch = may([usersActions.batchRecharge.permission ?? user.permission]);
  const links = [
    ...(mayRecharge ? [{ label: t('users.recharge'), lead: true, onClick: (row: Row) => setOpen({ kind: 'recharge', row }) }] : []),
    { label: t('users.wallet'), onClick: (row: Row) => setOpen({ kind: 'wallet', row }) },
    ...(rowLinks ?? []),
  ];
  return (
    <ResourcePage
      resource={user} title="route.users" rowLinks={links}
      toolbar={(
        <>
          {mayBatch ? <Button onClick={() => setOpen({ kind: 'batch' })}>{t('users.batchRecharge')}</Button> : null}
          {mayRecharge || mayBatch ? <Button onClick={() => navigate(MY_RECHARGE_REQUESTS_PATH)}>{t('users.myRequests')}</Button> : null}
          {toolbar}
        </>
      )}
      {...props}
    >
      {children}
      <Suspense fallback={null}>
        {open?.kind === 'recharge' ? <RechargeDialog key={String(open.row.id)} row={open.row} onClose={close} /> : null}
        {open?.kind === 'wallet' ? <WalletDrawer row={open.row} onClose={close} /> : null}
        {open?.kind === 'batch' ? <BatchRechargeDialog onClose={close} /> : null}
      </Suspense>
    </ResourcePage>
  );
}
