import { rule } from '../../contract/services/ordermeal';
import { detailFields } from '../../core';
import { FieldValue, OperationForm, ResourcePage, type Row, useViewT } from '../../resource';
import { useLocale } from '../../core';
import { mealActions, type SeatCheck } from './actions';
import { mealMessages } from './messages';
import type { MealPageProps } from './MealOrdersPage';

function RuleSummary({ row }: { row: Row | null }) {
  const t = useViewT(mealMessages);
  const locale = useLocale();
  if (!row) return <p>{t('meal.noRule')}</p>;
  return (
    <dl style={{ display: 'grid', gridTemplateColumns: '160px 1fr', gap: 6, margin: 0 }}>
      {detailFields(rule).map(([n, fd]) => <div key={n} style={{ display: 'contents' }}><dt>{fd.label[locale]}</dt><dd style={{ margin: 0 }}><FieldValue field={fd} value={row[n]} /></dd></div>)}
    </dl>
  );
}

/**
 * Ordering rules per project (add and edit through addAndUpdateRule), the rule of one project,
 * and the seat check: how many seats a meal has left in a project on a date.
 * @example
 * <MealRulesPage />
 */
export function MealRulesPage({ children, ...props }: MealPageProps) {
  const t = useViewT(mealMessages);
  return (
    <ResourcePage resource={rule} saveWith="addAndUpdateRule" {...props}>
      <OperationForm<SeatCheck> resource={rule} operation={mealActions.checkMealSeat} title={t('meal.seatCheck')} submitLabel={t('meal.check')}>
        {(r) => (
          <p role="status">
            {t('meal.seatResult', { meal: r.mealName ?? '—', date: r.date, capacity: r.capacity, booked: r.booked, left: r.left })}
            {r.available ? '' : ` ${t('meal.full')}`}
          </p>
        )}
      </OperationForm>
      <OperationForm<Row | null> resource={rule} operation={mealActions.ruleByOrg} title={t('meal.ruleOfProject')} submitLabel={t('resource.search')}>
        {(row) => <RuleSummary row={row} />}
      </OperationForm>
      {children}
    </ResourcePage>
  );
}
