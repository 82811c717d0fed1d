import { Suspense, useState } from 'react';
import { household } from '../../contract/services/organisation/household';
import { useCan } from '../../core';
import { FieldInputOverrides, ResourcePage, useViewT, type ResourcePageOfProps, type Row } from '../../resource';
import { lazyNamed } from '../../ui';
import { spaceActions } from './actions';
import { spaceMessages } from './messages';
import { RoomPickerInput } from './RoomPickerInput';

// Drawers and dialogs load on first use: the list paints without them.
const MembersDrawer = lazyNamed(() => import('./MembersDrawer'), 'MembersDrawer');
const TransferDialog = lazyNamed(() => import('./TransferDialog'), 'TransferDialog');

const ROOM_INPUTS = { 'organisation.roomNo': RoomPickerInput };

/**
 * A room column names the room by the path the server answers (`roomName`), whatever the number
 * of rooms (the select list behind a plain ref cell stops at 1,000).
 * @example
 * <ResourcePage resource={userRepair} renderCell={roomPathCell} />
 */
export const roomPathCell = (field: string, row: Row) => (field === 'roomId' && row.roomName ? String(row.roomName) : undefined);

type Open = { kind: 'members' | 'transfer'; row: Row } | null;

/**
 * 业主信息管理: owners and tenants with their rooms shown as whole paths (楼栋-单元-楼层-房间);
 * register and edit with the room tree-select; per household its members (getMemberList,
 * addMember) and 换房 (roomTransfer, a room in use refused with the server's message); import
 * with the template, export of households with their rooms.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><HouseholdsPage /></AdminProvider>
 */
export function HouseholdsPage({ children, rowLinks, ...props }: ResourcePageOfProps) {
  const t = useViewT(spaceMessages);
  const may = useCan();
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const mayMove = may([spaceActions.roomTransfer.permission ?? household.permission]);
  const links = [
    { label: t('space.members'), onClick: (row: Row) => setOpen({ kind: 'members', row }) },
    ...(mayMove ? [{ label: t('space.transfer'), onClick: (row: Row) => setOpen({ kind: 'transfer', row }) }] : []),
    ...(rowLinks ?? []),
  ];
  return (
    <FieldInputOverrides inputs={ROOM_INPUTS}>
      <ResourcePage resource={household} title="route.ownerInfoManage" rowLinks={links} renderCell={roomPathCell} {...props}>
        {children}
        <Suspense fallback={null}>
          {open?.kind === 'members' ? <MembersDrawer row={open.row} onClose={close} /> : null}
          {open?.kind === 'transfer' ? <TransferDialog key={String(open.row.id)} row={open.row} onClose={close} /> : null}
        </Suspense>
      </ResourcePage>
    </FieldInputOverrides>
  );
}

/**
 * 业主审核: the households waiting for review (findAuditList); 审核 approves or rejects with a
 * note, offered only to someone other than whoever registered the household (approve:household).
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><HouseholdAuditPage /></AdminProvider>
 */
export function HouseholdAuditPage({ children, ...props }: ResourcePageOfProps) {
  const t = useViewT(spaceMessages);
  return (
    <ResourcePage resource={household} title="route.ownerAuditManage" listWith="findAuditList" renderCell={roomPathCell} {...props}>
      <p style={{ margin: '0 0 12px', fontSize: 13 }}>{t('space.reviewHint')}</p>
      {children}
    </ResourcePage>
  );
}
