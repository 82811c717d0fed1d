/**
 * The domain registry: every domain has the same skeleton, its texts exist in every locale, its
 * menu entries and pages agree, and one registry line is all the console and the build need.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { flattenRoutes, type RouteEntry } from '../../src/core';
import type { DomainMessages } from '../../src/core/domain';
import { DOMAIN_PAGES } from '../../src/console/domainPages';
import { consoleRoutes } from '../../src/console/menu';
import { DOMAINS } from '../../src/domains/registry';
import { LOCALES, paramsOf } from '../../src/i18n';
import { zhCN } from '../../src/i18n/messages/zh-CN';
import { SUBPATHS, exportsEntry } from '../../scripts/packageExports';

const root = process.cwd();
const SKELETON = ['index.ts', 'domain.ts', 'routes.ts', 'messages.ts', 'titles.gen.ts'];
const titlesOf = (routes: readonly RouteEntry[]) => flattenRoutes([...routes]).map((r) => r.entry.title);

describe.each(DOMAINS.map((d) => [d.name, d] as const))('domain %s', (name, domain) => {
  it('has the skeleton every domain folder has', () => {
    for (const file of SKELETON) expect(existsSync(join(root, 'src/domains', name, file)), file).toBe(true);
    expect(readFileSync(join(root, 'src/domains', name, 'index.ts'), 'utf8')).toMatch(new RegExp(`export \\{ ${name}Domain \\}`));
    // A subpath of its own, so a client entry point for React Server Components hosts.
    expect(readFileSync(join(root, 'src/domains', name, 'index.ts'), 'utf8')).toMatch(/^(\/\*\*[\s\S]*?\*\/\n)?'use client';\n/);
  });

  it('has every text in zh-CN, en and es, non-empty and with the same {params}', async () => {
    const messages = (await domain.load())[`${name}Messages`] as DomainMessages;
    const source = messages['zh-CN'];
    for (const locale of LOCALES) {
      const table = messages[locale];
      expect(Object.keys(table).sort(), locale).toEqual(Object.keys(source).sort());
      for (const [key, text] of Object.entries(table)) {
        expect(text.trim(), `${locale} ${key}`).not.toBe('');
        expect(paramsOf(text), `${locale} ${key}`).toEqual(paramsOf(source[key]!));
      }
    }
  });

  // A page mounted alone has only the table it registers (tests/dom/pageTitlesAlone.test.tsx mounts each one):
  // whichever of its domain's tables that is, its title must be in it.
  it('carries its titles in every table of its texts (messages.ts and each part\'s *Messages.ts)', async () => {
    const { readdirSync } = await import('node:fs');
    const files = readdirSync(join(root, 'src/domains', name)).filter((f) => /^(messages|\w+Messages)\.ts$/.test(f));
    expect(files).toContain('messages.ts');
    for (const file of files) {
      const tables = Object.entries(await import(join(root, 'src/domains', name, file)) as Record<string, DomainMessages>);
      expect(tables.length, file).toBeGreaterThan(0);
      for (const [exportName, table] of tables) {
        for (const locale of LOCALES) {
          const missing = Object.entries(domain.titles[locale]).filter(([key, text]) => table[locale]?.[key] !== text).map(([key]) => key);
          expect(missing, `${file} ${exportName} ${locale}`).toEqual([]);
        }
      }
    }
  });

  it('titles every menu entry it adds, from its own texts or the console\'s', () => {
    const known = new Set([...Object.keys(domain.titles['zh-CN']), ...Object.keys(zhCN)]);
    expect(titlesOf(domain.routes).filter((t) => !known.has(t))).toEqual([]);
  });

  it('names role keys for its entries and exports every page it registers', async () => {
    const roles = new Set(flattenRoutes([...domain.routes]).flatMap((r) => r.entry.roles ?? []));
    expect([...roles].filter((r) => !domain.roles.includes(r))).toEqual([]);
    const views = flattenRoutes([...domain.routes]).map((r) => r.entry.view).filter((v) => v?.kind === 'page');
    const index = await domain.load();
    for (const [page, exportName] of Object.entries(domain.pages)) {
      expect(typeof index[exportName], `${page} -> ${exportName}`).toBe('function');
      expect(views.some((v) => v?.kind === 'page' && v.page === page), `${page} has a menu entry`).toBe(true);
    }
    expect(index[`${name}Domain`]).toBe(domain);
  });

  it('loads each page it names in `pageLoads` alone, as the same component its index exports', async () => {
    const index = await domain.load();
    for (const [exportName, loadPage] of Object.entries(domain.pageLoads ?? {})) {
      expect(Object.values(domain.pages), `${exportName} is a page`).toContain(exportName);
      expect((await loadPage())[exportName], exportName).toBe(index[exportName]);
    }
  });

  it('reaches the console (menus, pages), the build entries and the package exports', () => {
    const paths = new Set(flattenRoutes(consoleRoutes).map((r) => r.entry.path));
    expect(flattenRoutes([...domain.routes]).map((r) => r.entry.path).filter((p) => !paths.has(p))).toEqual([]);
    for (const page of Object.keys(domain.pages)) expect(DOMAIN_PAGES).toHaveProperty([page]);
    expect(SUBPATHS[`./${name}`]).toBe(`domains/${name}/index`);
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    expect(pkg.exports[`./${name}`]).toEqual(exportsEntry(`domains/${name}/index`));
  });
});

describe('the registry', () => {
  it('lists each domain once, and no page name twice', () => {
    const names = DOMAINS.map((d) => d.name);
    expect(new Set(names).size).toBe(names.length);
    const pages = DOMAINS.flatMap((d) => Object.keys(d.pages));
    expect(pages.filter((p, i) => pages.indexOf(p) !== i)).toEqual([]);
  });

  it('holds every folder of src/domains', async () => {
    const { readdirSync } = await import('node:fs');
    const folders = readdirSync(join(root, 'src/domains'), { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
    expect(folders.sort()).toEqual(DOMAINS.map((d) => d.name).sort());
  });
});
