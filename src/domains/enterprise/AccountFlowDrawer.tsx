import { useMemo } from 'react';
import { virtAccountExtend, virtAccountWater } from '../../contract/services/wallet';
import { listColumns, useResourceList, type ListState } from '../../core';
import { ResourceTable, useViewT, type Row } from '../../resource';
import { Drawer, EmptyState } from '../../ui';
import { enterpriseMessages } from './messages';

export interface AccountFlowDrawerProps {
  row: Row;
  onClose: () => void;
}

const FIRST_PAGE: ListState = { page: 1, size: 50, sort: null, filters: {} };
const flowOp = virtAccountExtend.operations.find((o) => o.name === 'virtWaterList')!;

/**
 * The newest transactions of one enterprise account (virtWaterList): type, amount, balance after, time.
 * @example
 * <AccountFlowDrawer row={{ id: 3, name: '食堂账户' }} onClose={close} />
 */
export function AccountFlowDrawer({ row, onClose }: AccountFlowDrawerProps) {
  const t = useViewT(enterpriseMessages);
  const fixed = useMemo(() => ({ accountId: String(row.id) }), [row.id]);
  const flow = useResourceList(virtAccountWater, FIRST_PAGE, { operation: flowOp, fixed });
  const fields = useMemo(() => listColumns(virtAccountWater), []);
  const title = t('enterprise.flowTitle', { name: String(row.name ?? row.id) });
  return (
    <Drawer open onClose={onClose} placement="right" size={760} title={title} label={title} closeLabel={t('resource.close')}>
      <div style={{ padding: '12px 20px' }}>
        <ResourceTable
          resource={virtAccountWater} rows={flow.rows} fields={fields} label={title} height={480}
          busy={flow.isFetching} empty={<EmptyState title={flow.isPending ? t('common.loading') : t('common.empty')} />}
        />
      </div>
    </Drawer>
  );
}
