import { describe, expect, it } from 'vitest';
import { catalogue, indexCatalogue, operationKey } from '../../src/contract';
import { SPEC_CALLS, SPEC_TRANSITIONS, SPEC_TRANSPORT } from './specCalls';

const idx = indexCatalogue(catalogue);
/** Services of our own that the spec has no call for (listed in the README's contract additions). */
const OUR_SERVICES = new Set(['lostfound']);
const byKey = new Map(idx.operations.map((e) => [operationKey(e.op), e]));

describe('the contract covers both spec documents', () => {
  it('has every service the spec names', () => {
    expect(catalogue.map((s) => s.key).filter((k) => !OUR_SERVICES.has(k)).sort()).toEqual(Object.keys(SPEC_CALLS).sort());
  });

  for (const [service, calls] of Object.entries(SPEC_CALLS)) {
    it(`declares every call of ${service}, in that service`, () => {
      const missing = calls.filter((c) => !byKey.has(c));
      expect(missing, `missing in the contract`).toEqual([]);
      const elsewhere = calls.filter((c) => byKey.get(c) && byKey.get(c)!.resource.service !== service);
      expect(elsewhere, 'declared in another service').toEqual([]);
      const declared = idx.operations.filter((e) => e.resource.service === service).length;
      // the count per service, for the record: at least what the spec names
      expect(declared).toBeGreaterThanOrEqual(new Set(calls).size);
    });
  }

  it('gives the spec-stated transport to each call (JSON, multipart, file, 100 s time-out)', () => {
    for (const [key, want] of Object.entries(SPEC_TRANSPORT)) {
      const e = byKey.get(key);
      expect(e, key).toBeDefined();
      expect({ ...want }, key).toEqual(Object.fromEntries(Object.keys(want).map((k) => [k, (e!.op as any)[k]])));
    }
    // Reports are our additions (not spec calls): a year of a large table may take longer than 5 s.
    const long = idx.operations.filter((e) => e.op.timeoutMs !== 5000 && !e.op.report).map((e) => operationKey(e.op));
    expect(long).toEqual(['POST /web/role/oneKeySettingAppRoleType3OrganisationAdministrators']);
  });

  it('makes every GET with a body-less method use query or nothing, and every export a file', () => {
    for (const { op } of idx.operations) {
      if (op.method === 'GET') expect(['query', 'none']).toContain(op.encoding);
      if (op.kind === 'export') expect(op.response, operationKey(op)).toBe('file');
      if (op.kind === 'import' || op.kind === 'upload') expect(op.encoding, operationKey(op)).toBe('multipart');
    }
  });

  it('attaches a transition (field, from, to) to every state-changing action', () => {
    for (const key of SPEC_TRANSITIONS) {
      const e = byKey.get(key);
      expect(e?.op.transition, key).toBeDefined();
      expect(e!.op.transition!.from.length).toBeGreaterThan(0);
      expect(e!.op.transition!.to.length).toBeGreaterThan(0);
    }
  });

  it('keeps the spec spellings', () => {
    for (const k of ['POST /organisation/user/message/deleteMesssage/{id}', 'POST /organisation/userRecod/saveUserRecod',
      'POST /organisation/clique/lable/getCliqueLableList', 'POST /wechat/web/wxuser/saveLables', 'POST /propertypayment/wojiacloud/ProjectsXOrganistation/list']) {
      expect(byKey.has(k), k).toBe(true);
    }
  });
});
