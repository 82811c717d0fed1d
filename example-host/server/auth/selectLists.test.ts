/**
 * Select lists a page needs are callable by whoever may use the page: the merchant login fills
 * every ref field of every resource it may add to (its 所属项目 select included), sees value/label
 * pairs only, and still may not list those resources.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REF_SOURCES, type ResourceDef } from '../../../src/contract';
import { listOperation } from '../../../src/core/resource/fields';
import { testClient, type TestClient } from '../api/testClient';
import { createServer, type ReferenceServer } from '../createServer';
import { DEMO_ROLES } from '../seed/demoUsers';
import { requiredPermission } from './permissions';

let server: ReferenceServer;
let api: TestClient;
let merchant: string;
const MERCHANT_PERMS = DEMO_ROLES.find((r) => r.key === 'merchant')!.perms;
const holds = (key: string | null) => key === null || MERCHANT_PERMS.includes(key);

beforeAll(async () => {
  server = await createServer({ dataDir: 'memory://', quiet: true });
  api = testClient(server);
  merchant = await api.login('merchant', 'Merchant123');
});
afterAll(async () => server?.close());

/** Resources the merchant may add rows to, with the ref fields their forms and filters fill. */
function addableRefs(): { resource: ResourceDef; field: string; target: string }[] {
  const out: { resource: ResourceDef; field: string; target: string }[] = [];
  for (const e of server.idx.operations) {
    if ((e.op.kind !== 'add' && e.op.kind !== 'save') || e.op.target || !holds(requiredPermission(e))) continue;
    for (const [field, fd] of Object.entries(e.resource.fields)) {
      if (fd.type === 'ref' && fd.ref && !out.some((x) => x.resource === e.resource && x.field === field)) out.push({ resource: e.resource, field, target: fd.ref });
    }
  }
  return out;
}

const call = async (method: string, path: string) => (await api.call(method, path, { form: {}, session: merchant })).body!;

describe('select lists for the merchant login', () => {
  it('loads the options of every ref field of every resource it may add to, as value/label pairs', async () => {
    const refs = addableRefs();
    expect(refs.map((r) => `${r.resource.key}.${r.field}`)).toEqual(expect.arrayContaining(['ordermeal.meal.orgId', 'ordermeal.lineManage.orgId', 'ordermeal.rule.orgId']));
    for (const { resource, field, target } of refs) {
      const source = REF_SOURCES[target];
      expect(source, `${target} has an options source`).toBeDefined();
      const body = await call(source!.method, source!.path);
      expect(body.code, `${resource.key}.${field}: ${source!.path} ${body.msg}`).toBe(200);
      const options = source!.kind === 'select' ? body.data : body.data.list;
      expect(Array.isArray(options), source!.path).toBe(true);
      if (source!.kind === 'select') for (const o of options) expect(Object.keys(o).sort()).toEqual(['label', 'value']);
    }
  });

  it('the 所属项目 select of a dish has the projects', async () => {
    const body = await call('POST', '/organisation/organization/getselectlist');
    expect(body.code).toBe(200);
    expect(body.data.length).toBeGreaterThan(0);
  });

  it('still cannot list (or change) the resources behind those selects', async () => {
    const targets = new Set(addableRefs().map((r) => r.target));
    let refused = 0;
    for (const key of targets) {
      const target = server.idx.resource(key);
      const list = listOperation(target);
      if (!list || holds(list.permission === undefined ? target.permission : list.permission)) continue;
      const body = await call(list.method, list.path);
      expect(body, `${key} ${list.path}`).toMatchObject({ code: 403 });
      refused += 1;
    }
    expect(refused).toBeGreaterThan(0);
    expect(await call('POST', '/organisation/organization/list')).toMatchObject({ code: 403, msg: '没有权限：需要 organization' });
    expect((await api.call('POST', '/organisation/organization/add', { form: { name: '商户的项目' }, session: merchant })).body).toMatchObject({ code: 403 });
  });

  it('a select list of rows no resource of the merchant refers to stays closed', async () => {
    expect(await call('POST', '/organisation/build/getselectlist')).toMatchObject({ code: 403 });
  });
});
