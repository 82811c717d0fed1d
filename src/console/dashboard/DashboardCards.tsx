import { Link } from 'react-router-dom';
import { useAdminInternals } from '../../core/adminContext';
import { useCan, useLocale, useT } from '../../core';
import { useQuery } from '../../core/query/useQuery';
import { fullNumber } from '../../ui';
import { DASHBOARD_CARDS, withToday, type DashboardCard } from './dashboardCardList';

interface CardValue { readonly total?: number; readonly totals?: Readonly<Record<string, number>> }

/** The number a card shows, from its call's answer. */
const valueOf = (card: DashboardCard, data: CardValue | undefined): number | undefined =>
  data === undefined ? undefined : card.pick.kind === 'total' ? data.total : data.totals?.[card.pick.measure];

function useCardValue(card: DashboardCard, today: string) {
  const { api } = useAdminInternals();
  const body = Object.fromEntries(Object.entries(card.body).map(([k, v]) => [k, typeof v === 'string' ? withToday(v, today) : v]));
  const q = useQuery<CardValue>({
    key: ['sc-admin', 'dashboard', card.path, body],
    fn: async (signal) => (await api.call<{ data: CardValue }>('POST', card.path, { body, signal })).data,
    eager: true,
  });
  return { value: valueOf(card, q.data), error: q.error };
}

function Card({ card, today }: { card: DashboardCard; today: string }) {
  const t = useT();
  const locale = useLocale();
  const { value, error } = useCardValue(card, today);
  const text = value === undefined ? (error ? '—' : '…') : fullNumber(value, locale, card.money ? 2 : 0);
  const title = t(card.title);
  return (
    <li data-dashboard-card={card.key} aria-busy={value === undefined && !error}>
      <span className="label">{title}</span>
      {card.href
        ? <Link className="value" to={withToday(card.href, today)} aria-label={`${title} ${text}`}>{text}</Link>
        : <span className="value">{text}</span>}
    </li>
  );
}

function TodoItem({ card, today }: { card: DashboardCard; today: string }) {
  const t = useT();
  const { value } = useCardValue(card, today);
  if (!value) return null;
  const text = t('dashboard.todoItem', { title: t(card.title), count: value });
  return <li data-todo={card.key}>{card.href ? <Link to={withToday(card.href, today)}>{text}</Link> : text}</li>;
}

/** The cards a permission set opens (nothing else is rendered, so nothing else is fetched). */
export function useDashboardCards(): readonly DashboardCard[] {
  const can = useCan();
  return DASHBOARD_CARDS.filter((c) => can([c.permission]));
}

/**
 * The home page's KPI cards (today's orders and revenue, audits and reviews waiting, devices
 * offline, complaints open), each linking to the filtered page it counts, and the to-do list of
 * what waits for this user. Only the cards the user's permissions open are shown and fetched; the
 * counts share one call per question with the rest of the console's cache.
 * @example
 * <DashboardCards today="2026-03-10" />
 */
export function DashboardCards({ today }: { today: string }) {
  const t = useT();
  const cards = useDashboardCards();
  if (!cards.length) return null;
  const todo = cards.filter((c) => c.todo);
  return (
    <>
      <ul className="sc-dashboard-cards" aria-label={t('dashboard.kpis')}>
        {cards.map((c) => <Card key={c.key} card={c} today={today} />)}
      </ul>
      {todo.length ? (
        <section className="sc-dashboard-todo" aria-labelledby="sc-dashboard-todo">
          <h3 id="sc-dashboard-todo">{t('dashboard.todo')}</h3>
          <ul>{todo.map((c) => <TodoItem key={c.key} card={c} today={today} />)}</ul>
          <p className="sc-dashboard-todo-empty">{t('dashboard.todoNone')}</p>
        </section>
      ) : null}
    </>
  );
}
