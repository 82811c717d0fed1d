/**
 * How the console's build groups its code into files, by what each module does for the page that
 * first needs it (issue 44): a list page opened by link fetches a handful of files, not one per
 * shared module. Three groups, each with the static imports of what it names (Rolldown
 * `output.codeSplitting`):
 *
 * - `index` (the entry): what /login needs, already loaded by every page;
 * - `frame`: the console's frame after login: layout, navbar, tab strip, the shell's dialogs and
 *   the route table with every domain's menu entries;
 * - `list`: a list page before its first rows: the resource page, its table, filters, row actions
 *   and field display.
 *
 * Everything else keeps Rolldown's own chunks, named after their first module: each domain's pages,
 * the dashboard, forms, imports, reports and charts load when opened (or when the browser is idle
 * after a list's first rows).
 */
import type { Plugin } from 'vite';

const path = (re: RegExp) => (id: string) => re.test(id.replace(/\\/g, '/'));

/** The groups, highest priority first: a module a group takes is not in a later one. */
export const CHUNK_GROUPS = [
  // Every module the entry imports statically (the login page): one file instead of a dozen small
  // chunks it shares with lazy pages.
  { name: 'index', tags: ['$initial' as const], priority: 30 },
  {
    name: 'frame', priority: 20,
    test: path(/\/src\/(shell\/(layout|navbar|tabs|dialogs)\/|console\/(consoleTable|domainPages|menu\/)|domains\/(registry|[^/]+\/(domain|routes|titles\.gen))\.ts)/),
  },
  {
    name: 'list', priority: 10,
    test: path(/\/src\/resource\/(ResourcePage|ResourceTable|ResourceFilters|RowActions|RowMenu|useRowMenu|pageParts|FieldValue|prefetchWhenIdle)\.tsx?$/),
  },
];

/**
 * Modules no page needs before it is opened: they must stay out of the grouped files (a group takes
 * its modules' static imports, so one static import of a form would pull the form in). Vite names
 * the chunks outside the groups after their first module, so `tests/e2e/listByLink.spec.ts` checks
 * the same names among the files a list loads before its first row.
 */
export const OPENED_LATER = [
  'DashboardPage', 'DashboardCards', 'DashboardTrends', 'TrendLine', 'echartsSetup', 'Chart', 'chartFormat', 'StatsTable', 'ReportPage',
  'OperationForm', 'ResourceFormDialog', 'FieldInput', 'MoneyFormDialog', 'ActionDialog', 'ResourceDetail',
  'ImportDialog', 'FileDrop', 'UploadDialog', 'DinnerStatisticsPage', 'MealRulesPage', 'MealLinesPage',
] as const;

const openedLater = new RegExp(`/(${OPENED_LATER.join('|')})\\.tsx?$|/node_modules/(echarts|zrender)/`);

/** Fails the build when a grouped file carries a module of `OPENED_LATER`, naming both. */
export function keepGroupsLean(): Plugin {
  const grouped = new Set(CHUNK_GROUPS.map((g) => g.name));
  return {
    name: 'sc-keep-groups-lean',
    apply: 'build',
    generateBundle(_, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !grouped.has(chunk.name)) continue;
        const strays = chunk.moduleIds.filter((id) => openedLater.test(id.replace(/\\/g, '/')));
        if (strays.length) this.error(`${chunk.fileName} carries code opened later: ${strays.join(', ')}`);
      }
    },
  };
}
