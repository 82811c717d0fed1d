import { Link } from 'react-router-dom';
import { styled } from 'styled-components';
import { useGuardedRoutes, useSession, useT } from '../core';
import type { FlatRoute } from '../core';
import { cssVar } from '../ui';

// The page's own padding: the main area has none, and each page frames itself (list pages use 16 px).
const Page = styled.section`
  padding: 16px 20px 24px; color: ${cssVar.text};
  h2 { margin: 4px 0 8px; font-size: 20px; }
  > p { margin: 0; color: ${cssVar.textSecondary}; }
`;
const Grid = styled.ul`
  display: grid; grid-template-columns: repeat(auto-fill, minmax(220px, 1fr)); gap: 16px;
  list-style: none; padding: 0; margin: 16px 0 0;
`;
const Card = styled.li`
  border: 1px solid ${cssVar.border}; border-radius: 6px; background: ${cssVar.bg}; padding: 16px;
  a { color: ${cssVar.primary}; font-weight: 600; text-decoration: none; }
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
 * The affix home tab: greets the user and links every module their permissions open, with the
 * number of pages in each. It shows only what the route guard already allows.
 * @example
 * <AdminConsole pages={{ dashboard: DashboardPage }} />
 */
export function DashboardPage() {
  const t = useT();
  const { user } = useSession();
  const modules = summariseModules(useGuardedRoutes()?.pages ?? []);
  return (
    <Page aria-labelledby="dashboard-heading">
      <h2 id="dashboard-heading">{t('dashboard.hello', { name: user?.realName || user?.userName || '' })}</h2>
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
