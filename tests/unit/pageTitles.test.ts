/**
 * No message key on screen, for a page mounted alone (issue 39's partner portals): a page made
 * with `resourcePageOf` heads itself with `t(title)`. Mounted in the console, the menu has added
 * every domain's titles; mounted alone in a partner's app, only the shell's catalogue and the
 * texts the page brings are there. So each such page's title must resolve, in every locale, in
 * the shell's catalogue or in the messages the page carries (`resourcePageWith`).
 */
import { describe, expect, it } from 'vitest';
import { looksLikeKey } from '../../src/core';
import type { DomainMessages } from '../../src/core/domain';
import { DOMAINS } from '../../src/domains/registry';
import { LOCALES } from '../../src/i18n';
import { en } from '../../src/i18n/messages/en';
import { es } from '../../src/i18n/messages/es';
import { zhCN } from '../../src/i18n/messages/zh-CN';

const SHELL: Record<string, Readonly<Record<string, string>>> = { 'zh-CN': zhCN, en, es };
interface MadePage { pageTitle?: string; pageMessages?: DomainMessages }
const isMadePage = (v: unknown): v is MadePage => typeof v === 'function' && 'pageTitle' in v;

describe.each(DOMAINS.map((d) => [d.name, d] as const))('domain %s: pages mounted alone', (name, domain) => {
  it('head themselves with words in every locale', async () => {
    const mod = await domain.load();
    const pages = Object.entries(mod).filter(([, v]) => isMadePage(v)) as [string, MadePage][];
    const bad: string[] = [];
    for (const [exportName, page] of pages) {
      const key = page.pageTitle;
      if (!key || !looksLikeKey(key)) continue;
      for (const locale of LOCALES) {
        const text = (page.pageMessages?.[locale] as Record<string, string> | undefined)?.[key] ?? SHELL[locale]![key];
        if (!text || looksLikeKey(text)) bad.push(`${exportName} (${locale}): ${key}`);
      }
    }
    expect(bad, `${name}: titles a page mounted alone cannot resolve`).toEqual([]);
  });
});

it('the pages made with resourcePageOf are found (the check above is not empty)', async () => {
  let found = 0;
  for (const d of DOMAINS) found += Object.values(await d.load()).filter(isMadePage).length;
  expect(found).toBeGreaterThan(50);
});

