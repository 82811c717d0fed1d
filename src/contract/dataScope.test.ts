/**
 * Every resource of the catalogue has a data scope: a field that names its organisation, company
 * or merchant (derived from its refs or declared), a reference to a scoped parent row, or an
 * explicit global declaration with its reason. A new resource that is none of these fails here.
 */
import { describe, expect, it } from 'vitest';
import { catalogue } from './catalogueData';
import { dataScopesOf, SCOPE_RESOURCES } from './dataScope';
import { SCOPE_DECLARATIONS } from './scopeDeclarations';

const scopes = dataScopesOf(catalogue);
const resources = catalogue.flatMap((s) => s.resources);
const byKey = new Map(resources.map((r) => [r.key, r]));

describe('data scope of the catalogue', () => {
  it('is scoped or declared global with a reason for every resource', () => {
    const unresolved = resources.filter((r) => scopes.get(r.key)?.kind === 'unresolved' || !scopes.has(r.key)).map((r) => r.key);
    expect(unresolved).toEqual([]);
    for (const [key, s] of scopes) if (s.kind === 'global') expect(s.reason.length, key).toBeGreaterThan(20);
  });

  it('declares only resources that exist, and only fields that are refs', () => {
    for (const [key, d] of Object.entries(SCOPE_DECLARATIONS)) {
      const r = byKey.get(key);
      expect(r, key).toBeDefined();
      if ('field' in d) expect(r!.fields[d.field]?.type, `${key}.${d.field}`).toBe('ref');
    }
  });

  it('scopes by a ref column of the right resource, or by the own id of organisations and companies', () => {
    for (const [key, s] of scopes) {
      const r = byKey.get(key)!;
      if (s.kind === 'direct' && s.field === 'id') expect([SCOPE_RESOURCES.org, SCOPE_RESOURCES.company]).toContain(key);
      else if (s.kind === 'direct') expect(r.fields[s.field]?.ref, key).toBe(SCOPE_RESOURCES[s.dimension]);
      else if (s.kind === 'via') {
        expect(r.fields[s.field]?.ref ?? r.parent?.resource, key).toBe(s.target);
        expect(['direct', 'via'], `${key} via ${s.target}`).toContain(scopes.get(s.target)?.kind);
      }
    }
  });

  it('derives the scope the issue names: projects by orgId, their children through the parent, orders by their project', () => {
    expect(scopes.get('organisation.organization')).toEqual({ kind: 'direct', dimension: 'org', field: 'id' });
    expect(scopes.get('organisation.user')).toEqual({ kind: 'direct', dimension: 'org', field: 'orgId' });
    expect(scopes.get('ordermeal.orderDinner')).toEqual({ kind: 'direct', dimension: 'org', field: 'orgId' });
    expect(scopes.get('wechat.webMerchant')).toEqual({ kind: 'direct', dimension: 'merchant', field: 'merchantId' });
    expect(scopes.get('wallet.rechargeManage')).toEqual({ kind: 'direct', dimension: 'company', field: 'companyId' });
    expect(scopes.get('organisation.floor')).toEqual({ kind: 'via', field: 'unitId', target: 'organisation.unit' });
    expect(scopes.get('ordermeal.orderDinnerDetails')).toEqual({ kind: 'via', field: 'orderId', target: 'ordermeal.orderDinner' });
    expect(scopes.get('wallet.virtAccountWater')).toEqual({ kind: 'direct', dimension: 'company', field: 'companyId' });
    expect(scopes.get('basesetting.dictionaryItem')?.kind).toBe('global');
  });
});
