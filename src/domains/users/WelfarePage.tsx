import { Suspense, useState } from 'react';
import { welfareRecord } from '../../contract/services/organisation/welfare';
import { useCan } from '../../core';
import { ResourcePage, useViewT, type ResourcePageOfProps, type Row } from '../../resource';
import { lazyNamed } from '../../ui';
import { usersActions } from './actions';
import { usersMessages } from './messages';

const GrantDialog = lazyNamed(() => import('./GrantDialog'), 'GrantDialog');
const WelfarePersonsDrawer = lazyNamed(() => import('./WelfarePersonsDrawer'), 'WelfarePersonsDrawer');

type Open = { kind: 'grant' | 'persons'; row: Row } | null;

/**
 * 福利发放记录: welfare grants (add, delete, filter by title, type and status); per grant its
 * recipients (import with a per-row report, export) and the pay-out, confirmed with the total
 * in Chinese capitals.
 * @example
 * <WelfarePage />
 */
export function WelfarePage({ children, rowLinks, ...props }: ResourcePageOfProps) {
  const t = useViewT(usersMessages);
  const may = useCan();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const mayGrant = may([usersActions.grantAmount.permission ?? welfareRecord.permission]);
  const links = [
    ...(mayGrant ? [{ label: t('welfare.grant'), lead: true, onClick: (row: Row) => setOpen({ kind: 'grant', row }), shown: (row: Row) => row.grantStatus !== 'granted' && row.grantStatus !== 'requested' }] : []),
    { label: t('welfare.persons'), onClick: (row: Row) => setOpen({ kind: 'persons', row }) },
    ...(rowLinks ?? []),
  ];
  return (
    <ResourcePage resource={welfareRecord} title="route.welfareRecord" rowLinks={links} {...props}>
      {children}
      <Suspense fallback={null}>
        {open?.kind === 'grant' ? <GrantDialog key={String(open.row.id)} row={open.row} onClose={close} /> : null}
        {open?.kind === 'persons' ? <WelfarePersonsDrawer row={open.row} onClose={close} /> : null}
      </Suspense>
    </ResourcePage>
  );
}
