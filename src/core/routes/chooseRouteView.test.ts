import { describe, expect, it } from 'vitest';
import { mountDomains, type DomainModule } from '../domain';
import type { RouteEntry } from '../types';
import { chooseRouteView } from './chooseRouteView';

const embed = { kind: 'embed', service: 'property', path: '/airOvertime/apply' } as const;
const native = { kind: 'page', page: 'overtimeApply' } as const;
const both: RouteEntry = { path: '/o/apply', name: 'overtimeApply', title: 'route.overtimeApply', view: native, embed };

describe('chooseRouteView', () => {
  it('shows the native page while no base is set for the service kind', () => {
    expect(chooseRouteView(both, undefined)).toBe(native);
    expect(chooseRouteView(both, { dingcan: 'https://d.example.com' })).toBe(native);
  });
  it('shows the external page once its service kind has a base', () => {
    expect(chooseRouteView(both, { property: 'https://p.example.com/web' })).toBe(embed);
  });
  it('keeps the native page when the base is not a usable http(s) address', () => {
    expect(chooseRouteView(both, { property: 'javascript:alert(1)' })).toBe(native);
  });
  it('leaves entries with only one view alone', () => {
    expect(chooseRouteView({ ...both, embed: undefined }, { property: 'https://p.example.com' })).toBe(native);
    expect(chooseRouteView({ path: '/e', name: 'e', title: 'route.e', view: embed }, undefined)).toBe(embed);
  });
});

describe('mountDomains keeps the spec\'s embed beside a domain\'s native page', () => {
  const base: RouteEntry[] = [{
    path: '/o', name: 'o', title: 'route.o',
    children: [{ path: '/o/apply', name: 'overtimeApply', title: 'route.overtimeApply', view: embed }, { path: '/o/x', name: 'x', title: 'route.x', view: embed }],
  }];
  const domain = (children: RouteEntry[]): DomainModule =>
    ({ name: 'd', roles: [], routes: [{ path: '/o', name: 'o', title: 'route.o', children }], pages: {}, titles: { 'zh-CN': {}, en: {}, es: {} }, load: async () => ({}) });

  it('a replaced page carries the embed it replaced; a page left embedded stays as it was', () => {
    const [group] = mountDomains(base, [domain([{ path: '/o/apply', name: 'overtimeApply', title: 'route.overtimeApply', view: native }])]);
    expect(group!.children![0]).toMatchObject({ view: native, embed });
    expect(group!.children![1]).toEqual(base[0]!.children![1]);
  });
  it('an embed the domain declares itself wins', () => {
    const own = { kind: 'embed', service: 'dingcan', path: '/own' } as const;
    const [group] = mountDomains(base, [domain([{ path: '/o/apply', name: 'overtimeApply', title: 'route.overtimeApply', view: native, embed: own }])]);
    expect(group!.children![0]!.embed).toBe(own);
  });
});
