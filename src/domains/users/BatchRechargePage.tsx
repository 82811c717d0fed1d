import { Suspense, useState } from 'react';
import { userRecod } from '../../contract/services/organisation/people';
import { useCan } from '../../core';
import { ResourcePage, useViewT, type ResourcePageOfProps } from '../../resource';
import { Button, lazyNamed } from '../../ui';
import { usersActions } from './actions';
import { usersMessages } from './messages';

const BatchRechargeDialog = lazyNamed(() => import('./BatchRechargeDialog'), 'BatchRechargeDialog');

/**
 * 批量充值 as a page of its own: the batch recharge (users picked, one amount each, the total
 * confirmed in Chinese capitals) and, below it, the user account book where every credit it made
 * is listed with its operator and time.
 * @example
 * <BatchRechargePage />
 */
export function BatchRechargePage({ toolbar, ...props }: ResourcePageOfProps) {
  const t = useViewT(usersMessages);
  const may = useCan();
  const [open, setOpen] = useState(false);
  return (
    <ResourcePage
      resource={userRecod} listWith="userRecordList" title="route.batchRecharge"
      toolbar={(
        <>
          {may([usersActions.batchRecharge.permission ?? userRecod.permission]) ? (
            <Button variant="primary" onClick={() => setOpen(true)}>{t('users.batchRecharge')}</Button>
          ) : null}
          {toolbar}
        </>
      )}
      {...props}
    >
      <Suspense fallback={null}>{open ? <BatchRechargeDialog onClose={() => setOpen(false)} /> : null}</Suspense>
    </ResourcePage>
  );
}
