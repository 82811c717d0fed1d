import { lineManage } from '../../contract/services/ordermeal';

import { OperationForm, ResourceTable, type Row, useViewT } from '../../resource';
import { ResourcePage } from '../../resource';
import { mealActions } from './actions';
import { mealMessages } from './messages';
import type { MealPageProps } from './MealOrdersPage';

const COLUMNS = ['name', 'orgId', 'merchantId', 'mealId', 'date', 'mealTime', 'seats', 'bookedSeats', 'status'] as const;
const columns = COLUMNS.map((n) => [n, lineManage.fields[n]!] as const);

function Lines({ rows, label }: { rows: unknown; label: string }) {
  return <ResourceTable resource={lineManage} rows={Array.isArray(rows) ? (rows as Row[]) : []} fields={columns} label={label} height={240} />;
}

/**
 * Meal lines: list, add and edit through addAndUpdateLineManage, export; look up the lines of a
 * project on a date, or the lines serving one meal.
 * @example
 * <MealLinesPage />
 */
export function MealLinesPage({ children, ...props }: MealPageProps) {
  const t = useViewT(mealMessages);
  return (
    <ResourcePage resource={lineManage} saveWith="addAndUpdateLineManage" {...props}>
      <OperationForm resource={lineManage} operation={mealActions.linesByOrgAndDate} title={t('meal.linesByOrgAndDate')} submitLabel={t('resource.search')}>
        {(rows) => <Lines rows={rows} label={t('meal.linesByOrgAndDate')} />}
      </OperationForm>
      <OperationForm resource={lineManage} operation={mealActions.linesByMeal} title={t('meal.linesByMeal')} submitLabel={t('resource.search')}>
        {(rows) => <Lines rows={rows} label={t('meal.linesByMeal')} />}
      </OperationForm>
      {children}
    </ResourcePage>
  );
}
