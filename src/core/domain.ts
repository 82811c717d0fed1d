/**
 * A business domain as one typed value: what it adds to a console (menu entries, pages, role keys)
 * and the texts it brings; each `src/domains/<name>/domain.ts` declares one, typed as this. `src/domains/registry.ts` lists them; the console's page registry and
 * menus, the build's entries, the package's `exports` map and the package tests are derived from it.
 */
import type { Locale, RouteEntry } from './types';

/**
 * A domain's texts (route titles `route.<name>` and its pages' own keys) in every locale.
 * @example
 * mealMessages.en['route.mealOrders'] // 'Dinner orders'
 */
export type DomainMessages<K extends string = string> = Readonly<Record<Locale, Readonly<Record<K, string>>>>;

/**
 * A table of a domain's own texts that also holds the domain's titles (its `titles.gen.ts`). A page registers
 * only the table it uses (`useViewT`, ResourcePage's `messages`), and mounted alone (a partner's app, no console
 * menu) nothing else adds its domain's titles: so every table a domain's pages use carries them, and a page
 * heads itself with words whichever of them it registers. The titles are a few lines per locale, of the
 * page's own domain only.
 * @example
 * export const stockMessages = withTitles(flashdeliverTitles, { 'zh-CN': zhCN, en: {...}, es: {...} });
 */
export function withTitles<K extends string>(titles: DomainMessages, own: DomainMessages<K>): DomainMessages<K> {
  return Object.fromEntries(Object.entries(own).map(([locale, table]) => [locale, { ...titles[locale], ...table }])) as DomainMessages<K>;
}

/**
 * @example
 * const consoleRoutes = mountDomains(specGroups, DOMAINS);
 */
export interface DomainModule {
  /** Folder `src/domains/<name>` and package subpath `@supercloud/admin/<name>`. */
  readonly name: string;
  /** Role keys (000 section 6) its routes use. */
  readonly roles: readonly string[];
  /**
   * Menu entries: a group whose path the console already has merges into it (the domain's pages
   * replace the console's entries of the same path and join it otherwise); a new group is placed
   * after the console group named by `after` (at the end without it).
   */
  readonly routes: readonly RouteEntry[];
  readonly after?: string;
  /** Page name (a route's `{ kind: 'page' }` view) -> the export of the domain's index that renders it. */
  readonly pages: Readonly<Record<string, string>>;
  /**
   * The texts its menu entries' titles use, in every locale (`titles.gen.ts`, derived by `npm run gen`): the
   * console adds these for the menu; each page adds its domain's other texts when it loads (`useViewT`).
   */
  readonly titles: DomainMessages;
  /** Loads the domain's index (its pages) on first use: the console's first page carries none of them. */
  readonly load: () => Promise<Record<string, unknown>>;
  /**
   * Page export -> a loader of the module holding that page alone, for the console to load a page
   * without the rest of the domain: a list page opened by link need not bring the domain's report,
   * form and import pages. A page not named here loads with `load`.
   */
  readonly pageLoads?: Readonly<Record<string, () => Promise<Record<string, unknown>>>>;
}

const rolesOf = (entries: readonly RouteEntry[]) => [...new Set(entries.flatMap((e) => e.roles ?? []))];

// A native page that replaces one the spec embeds keeps the embed as its alternative, so a
// deployment that has the external service can still show it (the router picks).
function replaceKeepingEmbed(base: RouteEntry, own: RouteEntry): RouteEntry {
  if (base.view?.kind !== 'embed' || own.view?.kind === 'embed' || own.embed) return own;
  return { ...own, embed: base.view };
}

function mergeGroup(base: RouteEntry, own: RouteEntry): RouteEntry {
  if (!own.children) return replaceKeepingEmbed(base, own);
  const mine = new Map(own.children.map((c) => [c.path, c]));
  const kept = (base.children ?? []).map((c) => { const m = mine.get(c.path); return m ? replaceKeepingEmbed(c, m) : c; });
  const added = own.children.filter((c) => !(base.children ?? []).some((b) => b.path === c.path));
  const children = [...kept, ...added];
  // The group opens for anyone one of its pages opens for (as the console's `group()` does), unless its roles are its own.
  if (base.ownRoles) return { ...base, children };
  return { ...base, roles: [...new Set([...(base.roles ?? []), ...rolesOf(children)])], children };
}

/**
 * The console's route table with every domain's entries mounted (see `DomainModule.routes`).
 * @example
 * const consoleRoutes = mountDomains(specGroups, DOMAINS);
 */
export function mountDomains(base: readonly RouteEntry[], domains: readonly DomainModule[]): RouteEntry[] {
  let out = [...base];
  for (const d of domains) {
    for (const entry of d.routes) {
      const at = out.findIndex((e) => e.path === entry.path);
      if (at >= 0) {
        out[at] = mergeGroup(out[at]!, entry);
        continue;
      }
      const after = d.after ? out.findIndex((e) => e.name === d.after) : -1;
      out = after >= 0 ? [...out.slice(0, after + 1), entry, ...out.slice(after + 1)] : [...out, entry];
    }
  }
  return out;
}
