/**
 * The table of a domain's docs page (stories/domains/overview/*.mdx): every page the domain adds to
 * the console, with its menu path in zh-CN and English, its URL, the export that mounts it and the
 * role that opens it. Read from the domain registry, as the console reads it, so a new page is
 * listed with no edit here.
 */
import { flattenRoutes } from '../../src/core';
import { DOMAINS } from '../../src/domains/registry';
import { routeTitlesEn } from '../../src/i18n/messages/routes.en';
import { routeTitlesZhCN } from '../../src/i18n/messages/routes.zh-CN';

const consoleTitles: Readonly<Record<'zh-CN' | 'en', Readonly<Record<string, string>>>> = { 'zh-CN': routeTitlesZhCN, en: routeTitlesEn };

/** A route title key in a locale: the domain's own texts first, then the console's menu titles. */
function titleOf(key: string, titles: Readonly<Record<string, string>> | undefined, locale: 'zh-CN' | 'en'): string {
  return titles?.[key] ?? consoleTitles[locale][key] ?? key;
}

/**
 * @example
 * <DomainPages domain="meal" /> // 订餐服务 › 订餐订单 | /meal/orders | MealOrdersPage | …
 */
export function DomainPages({ domain }: { domain: string }) {
  const module = DOMAINS.find((d) => d.name === domain);
  if (!module) return <p role="alert">No domain named {domain} in src/domains/registry.ts</p>;
  const rows = flattenRoutes([...module.routes])
    .filter((r) => r.entry.view?.kind === 'page')
    .map((r) => {
      const trail = [...r.parents, r.entry];
      const page = (r.entry.view as { page: string }).page;
      return {
        path: r.path,
        zh: trail.map((e) => titleOf(e.title, module.titles['zh-CN'], 'zh-CN')).join(' › '),
        en: trail.map((e) => titleOf(e.title, module.titles.en, 'en')).join(' › '),
        exported: module.pages[page] ?? page,
        roles: (r.entry.roles ?? []).join(', '),
      };
    });
  return (
    <table>
      <caption>{rows.length} pages of <code>@supercloud/admin/{module.name}</code></caption>
      <thead>
        <tr><th scope="col">菜单 (menu)</th><th scope="col">Menu</th><th scope="col">URL</th><th scope="col">Export</th><th scope="col">Role</th></tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.path}>
            <td>{r.zh}</td><td>{r.en}</td><td><code>{r.path}</code></td><td><code>{r.exported}</code></td><td><code>{r.roles}</code></td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
