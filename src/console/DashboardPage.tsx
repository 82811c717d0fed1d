import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { localDay, useGuardedRoutes, useSession, useT } from '../core';
import type { FlatRoute } from '../core';
import { cssVar, lazyNamed } from '../ui';
import { DashboardCards } from './dashboard/DashboardCards';

// The trend lines (report definitions and their calls) arrive after the first paint.
const DashboardTrends = lazyNamed(() => import('./dashboard/DashboardTrends'), 'DashboardTrends');

// The page's own padding: the main area has none, and each page frames itself (list pages use 16 px).
const Page = styled.section`
  padding: 16px 20px 24px; color: ${cssVar.text};
  h2 { margin: 4px 0 8px; font-size: 20px; }
  > p { margin: 0; color: ${cssVar.textSecondary}; }
  h3 { margin: 20px 0 8px; font-size: 15px; font-weight: 500; }
  .sc-dashboard-cards { display: grid; grid-template-columns: repeat(auto-fill, minmax(180px, 1fr)); gap: 12px; list-style: none; padding: 0; margin: 16px 0 0; }
  .sc-dashboard-cards li { border: 1px solid ${cssVar.border}; border-radius: 6px; background: ${cssVar.bg}; padding: 12px 16px; display: flex; flex-direction: column; gap: 4px; }
  .sc-dashboard-cards .label { color: ${cssVar.textSecondary}; font-size: 13px; }
  .sc-dashboard-cards .value { font-size: 24px; font-weight: 600; color: ${cssVar.text}; text-decoration: none; font-variant-numeric: tabular-nums; }
  .sc-dashboard-cards a.value { color: ${cssVar.primaryInk}; }
  .sc-dashboard-cards a.value:focus-visible { outline: 2px solid ${cssVar.primary}; outline-offset: 2px; }
  .sc-dashboard-todo ul { margin: 0; padding-left: 20px; }
  .sc-dashboard-todo li { margin: 4px 0; }
  .sc-dashboard-todo a { color: ${cssVar.primaryInk}; }
  .sc-dashboard-todo ul:not(:empty) + .sc-dashboard-todo-empty { display: none; }
  .sc-dashboard-todo-empty { margin: 0; color: ${cssVar.textSecondary}; }
  .sc-dashboard-trends { margin-top: 16px; display: grid; grid-template-columns: repeat(auto-fill, minmax(320px, 1fr)); gap: 16px; }
  .sc-dashboard-trend { border: 1px solid ${cssVar.border}; border-radius: 6px; background: ${cssVar.bg}; padding: 12px 16px; }
  .sc-dashboard-trend h3 { margin: 0 0 4px; }
  .sc-dashboard-trend h3 a { color: ${cssVar.text}; text-decoration: none; }
  .sc-dashboard-trend h3 a:hover, .sc-dashboard-trend h3 a:focus-visible { color: ${cssVar.primaryInk}; text-decoration: underline; }
  .sc-dashboard-trend-total { margin: 0 0 8px; color: ${cssVar.textSecondary}; font-size: 13px; }
`;
const Grid = styled.ul`
  display: grid; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); gap: 16px;
  list-style: none; padding: 0; margin: 16px 0 0;
`;
const Card = styled.li`
  border: 1px solid ${cssVar.border}; border-radius: 6px; background: ${cssVar.bg}; padding: 16px;
  a { color: ${cssVar.primaryInk}; font-weight: 600; text-decoration: none; }
  a:focus-visible { outline: 2px solid ${cssVar.primary}; outline-offset: 2px; }
  p { margin: 6px 0 0; color: var(--sc-text-secondary, #606266); font-size: 13px; }
`;

interface ModuleSummary { key: string; title: string; first: string; count: number }

/**
 * Groups the permitted pages by their top-level menu group, in menu order.
 * @example
 * summariseModules(flattenRoutes(filterRoutes(consoleRoutes, perms))).map((m) => `${m.title}: ${m.count}`)
 */
export function summariseModules(pages: readonly FlatRoute[]): ModuleSummary[] {
  const byGroup = new Map<string, ModuleSummary>();
  for (const p of pages) {
    if (p.entry.hidden || p.parents.length === 0) continue;
    const top = p.parents[0]!;
    const m = byGroup.get(top.path) ?? { key: top.path, title: top.title, first: p.path, count: 0 };
    m.count += 1;
    byGroup.set(top.path, m);
  }
  return [...byGroup.values()];
}

/**
 * The affix home tab: greets the user, shows the KPI cards and the to-do list their roles open
 * (each linking to the filtered page it counts), then two trend charts (loaded after the cards),
 * and links every module their permissions open, with the number of pages in each. It shows and
 * fetches only what the user's permissions allow.
 * @example
 * <AdminConsole pages={{ dashboard: DashboardPage }} />
 */
export function DashboardPage({ today: todayProp }: { today?: string } = {}) {
  const t = useT();
  const today = todayProp ?? localDay(new Date());
  const { user } = useSession();
  const modules = summariseModules(useGuardedRoutes()?.pages ?? []);
  return (
    <Page aria-labelledby="dashboard-heading">
      <h2 id="dashboard-heading">{t('dashboard.hello', { name: user?.realName || user?.userName || '' })}</h2>
      <DashboardCards today={today} />
      <Suspense fallback={null}><DashboardTrends today={today} /></Suspense>
      <h3>{t('dashboard.modules')}</h3>
      <p>{modules.length ? t('dashboard.intro') : t('dashboard.empty')}</p>
      <Grid>
        {modules.map((m) => (
          <Card key={m.key} data-testid="dashboard-module">
            <Link to={m.first}>{t(m.title)}</Link>
            <p>{t('dashboard.pages', { count: m.count })}</p>
          </Card>
        ))}
      </Grid>
    </Page>
  );
}
