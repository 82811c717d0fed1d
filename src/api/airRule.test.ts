import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AIR_ROOM_ROLE, getAirRuleByOrgId } from './airRule';
import { createApiClient } from './createApiClient';
import { API_BASE, startTestServer, type TestServer } from './testServer';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(() => server.close());
beforeEach(() => { server.requests.length = 0; });

const api = () => createApiClient({ baseUrl: server.url + API_BASE });
const sent = () => {
  const r = server.requests.at(-1)!;
  return { method: r.method, path: r.path, body: Object.fromEntries(new URLSearchParams(r.body)) };
};

describe('getAirRuleByOrgId', () => {
  it('goes to the property-service path for pc:airovertime:room, without roles', async () => {
    const res = await getAirRuleByOrgId(api(), { orgId: 12, roles: AIR_ROOM_ROLE });
    expect(sent()).toEqual({ method: 'POST', path: '/jichuwuye/air/getRuleByOrgId', body: { orgId: '12' } });
    expect(res).toMatchObject({ code: 200 });
  });

  it('accepts a role list that contains the role', async () => {
    await getAirRuleByOrgId(api(), { orgId: 3, roles: ['pc:other', AIR_ROOM_ROLE] });
    expect(sent()).toEqual({ method: 'POST', path: '/jichuwuye/air/getRuleByOrgId', body: { orgId: '3' } });
  });

  it('goes to the super-service path under the configurable base otherwise', async () => {
    await getAirRuleByOrgId(api(), { orgId: 5, roles: 'pc:other' }, { superServiceBase: '/ss/' });
    expect(sent()).toEqual({ method: 'POST', path: '/ss/super_service/air/getRuleByOrgId', body: { orgId: '5' } });
    await getAirRuleByOrgId(api(), { orgId: 6, roles: ['pc:other'] });
    expect(sent()).toEqual({ method: 'POST', path: '/super_service/air/getRuleByOrgId', body: { orgId: '6' } });
    await getAirRuleByOrgId(api(), { orgId: 7 });
    expect(sent()).toEqual({ method: 'POST', path: '/super_service/air/getRuleByOrgId', body: { orgId: '7' } });
    expect(server.requests.every((r) => !r.body.includes('roles'))).toBe(true);
  });
});
