import { useMemo, useState } from 'react';
import { householdMember } from '../../contract/services/organisation/household';
import { formFields, listColumns, useCan, useResourceList, type ListState } from '../../core';
import { ResourceFormDialog, ResourceTable, useViewT, type Row } from '../../resource';
import { Button, Drawer, EmptyState } from '../../ui';
import { spaceActions } from './actions';
import { spaceMessages } from './messages';

/**
 * @example
 * <MembersDrawer row={{ id: 3, name: '张三' }} onClose={close} />
 */
export interface MembersDrawerProps {
  /** The household (a row of organisation.household). */
  row: Row;
  onClose: () => void;
}

const ALL: ListState = { page: 1, size: 100, sort: null, filters: {} };
const MEMBER_COLUMNS = ['name', 'relation', 'phone'];
const MEMBER_FIELDS = formFields(householdMember).filter(([n]) => n !== 'householdId');

/**
 * One household's members (getMemberList) and 添加成员 (addMember) in a side drawer; the list
 * reads again after an add.
 * @example
 * <MembersDrawer row={{ id: 3, name: '张三' }} onClose={close} />
 */
export function MembersDrawer({ row, onClose }: MembersDrawerProps) {
  const t = useViewT(spaceMessages);
  const may = useCan();
  const householdId = String(row.id);
  const fixed = useMemo(() => ({ householdId }), [householdId]);
  const members = useResourceList(householdMember, ALL, { operation: spaceActions.members, fixed });
  // Few columns: the drawer's table then never scrolls sideways (a scroll region with nothing to focus).
  const columns = useMemo(() => listColumns(householdMember).filter(([n]) => MEMBER_COLUMNS.includes(n)), []);
  const [adding, setAdding] = useState(false);
  const title = t('space.membersOf', { name: String(row.name ?? row.id) });
  return (
    <Drawer open onClose={onClose} placement="right" size={720} title={title} label={title} closeLabel={t('space.close')}>
      <div style={{ padding: '12px 20px', display: 'flex', flexDirection: 'column', gap: 12 }}>
        {may([spaceActions.addMember.permission ?? householdMember.permission]) ? (
          <div><Button variant="primary" onClick={() => setAdding(true)}>{t('space.addMember')}</Button></div>
        ) : null}
        <ResourceTable
          resource={householdMember} rows={members.rows} fields={columns} label={title} height={360} busy={members.isFetching}
          empty={<EmptyState title={members.isPending ? t('common.loading') : t('space.noMembers')} />}
        />
      </div>
      {adding ? (
        <ResourceFormDialog
          resource={householdMember} fields={MEMBER_FIELDS} operation={spaceActions.addMember} row={null}
          title={t('space.members')} fixed={fixed} onClose={() => setAdding(false)}
        />
      ) : null}
    </Drawer>
  );
}
