/**
 * A page's menu entry is shown exactly when its user may call the page's list: for every demo
 * login, every resource page of the console is checked against the reference server's own
 * permission check of its list call.
 */
import { describe, expect, it } from 'vitest';
import { catalogue, indexCatalogue, type IndexedOperation } from '../../src/contract';
import { filterRoutes, flattenRoutes } from '../../src/core';
import { listOperation } from '../../src/core/resource/fields';
import { consoleRoutes } from '../../src/console/menu';
import { USER_TYPE_PERMS, permitted } from '../../example-host/server/auth/permissions';
import { DEMO_LOGINS, DEMO_ROLES } from '../../example-host/server/seed/demoUsers';

const idx = indexCatalogue(catalogue);
const listEntryOf = (key: string): IndexedOperation | null => {
  const op = listOperation(idx.resource(key));
  return op ? idx.operations.find((e) => e.op === op) ?? null : null;
};
const pages = flattenRoutes(consoleRoutes).flatMap(({ entry, path }) => {
  const view = entry.view;
  if (entry.children || view?.kind !== 'resource') return [];
  const list = listEntryOf(view.resource);
  return list ? [{ path, list }] : [];
});

describe('menu entries follow the server\'s permission of their list call', () => {
  it('covers the console\'s resource pages', () => {
    // Domains replace generic entries with pages of their own, checked by their own route tests: few stay generic.
    expect(pages.length).toBeGreaterThan(0);
  });

  describe.each(DEMO_LOGINS.map((l) => [l.loginName, l] as const))('login %s', (_, login) => {
    const perms = [...new Set([...(DEMO_ROLES.find((r) => r.key === login.role)?.perms ?? []), ...(USER_TYPE_PERMS[login.userType] ?? [])])];
    const shown = new Set(flattenRoutes(filterRoutes(consoleRoutes, perms)).map((r) => r.path));

    it('shows a page exactly when the server lets it call the page\'s list', () => {
      const wrong = pages
        .filter(({ path, list }) => shown.has(path) !== permitted(idx, { perms }, list))
        .map(({ path, list }) => `${path} (${list.id}): ${shown.has(path) ? 'shown but refused' : 'hidden but allowed'}`);
      expect(wrong).toEqual([]);
    });
  });

  it('the pages that opened on 没有权限 are gone from the project login\'s menu', () => {
    const project = DEMO_ROLES.find((r) => r.key === 'project')!.perms;
    const paths = new Set(flattenRoutes(filterRoutes(consoleRoutes, project)).map((r) => r.path));
    for (const p of ['/operationcenter/service', '/operationcenter/serviceOrgConfig', '/operationcenter/merchantCollection']) expect(paths.has(p), p).toBe(false);
    expect(paths.has('/userManage/ownerInfoManage')).toBe(true);
  });

  it('a merchant\'s sidebar holds its merchant, meal and cloud-shop groups, not enterprises\' credit, charging or the organisation group', () => {
    const merchant = DEMO_ROLES.find((r) => r.key === 'merchant')!.perms;
    const groups = filterRoutes(consoleRoutes, merchant).filter((e) => e.children?.length).map((e) => e.path);
    expect(groups).toEqual(expect.arrayContaining(['/merchant', '/meal', '/flashdeliver']));
    for (const g of ['/operationcenter', '/enterpiseManger', '/convenience']) expect(groups, g).not.toContain(g);
    // The operations centre holds both keys and still reads 商户收款 in its organisation group.
    const opcenter = DEMO_ROLES.find((r) => r.key === 'opcenter')!.perms;
    const paths = new Set(flattenRoutes(filterRoutes(consoleRoutes, opcenter)).map((r) => r.path));
    expect(paths.has('/operationcenter/merchantCollection')).toBe(true);
    expect(paths.has('/enterpiseManger/credit')).toBe(true);
  });
});
