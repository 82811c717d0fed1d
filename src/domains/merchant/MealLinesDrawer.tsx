import { useMemo } from 'react';
import { lineManage } from '../../contract/services/ordermeal';
import { listColumns, useResourceList, type ListState } from '../../core';
import { ResourceTable, useViewT, type Row } from '../../resource';
import { Drawer, EmptyState } from '../../ui';
import { merchantActions } from './actions';
import { merchantMessages } from './messages';

export interface MealLinesDrawerProps {
  /** The merchant (a row of merchant.merchant). */
  row: Row;
  onClose: () => void;
}

const ALL: ListState = { page: 1, size: 200, sort: null, filters: {} };

/**
 * The meal lines one merchant serves (getMeallineList): line, dish, project, date, seats.
 * @example
 * <MealLinesDrawer row={{ id: 3, name: '星河园区职工食堂' }} onClose={close} />
 */
export function MealLinesDrawer({ row, onClose }: MealLinesDrawerProps) {
  const t = useViewT(merchantMessages);
  const fixed = useMemo(() => ({ merchantId: String(row.id) }), [row.id]);
  const lines = useResourceList(lineManage, ALL, { operation: merchantActions.mealLines, fixed });
  const fields = useMemo(() => listColumns(lineManage).filter(([n]) => n !== 'merchantId'), []);
  const title = t('merchant.mealLinesTitle', { name: String(row.name ?? row.id) });
  return (
    <Drawer open onClose={onClose} placement="right" size={760} title={title} label={title} closeLabel={t('resource.close')}>
      <div style={{ padding: '12px 20px' }}>
        <ResourceTable
          resource={lineManage} rows={lines.rows} fields={fields} label={title} height={420} busy={lines.isFetching}
          empty={<EmptyState title={lines.isPending ? t('common.loading') : t('merchant.noMealLines')} />}
        />
      </div>
    </Drawer>
  );
}
