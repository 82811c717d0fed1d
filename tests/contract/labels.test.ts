/**
 * Issue 23 item 2: no call name reaches the screen. Every call with a button, dialog title or toast
 * carries an operator label in every locale, every transition with several targets says what each
 * target does, labels are unique within a resource and never look like a call name, and a
 * multi-target transition's request carries the field that picks the target (and its note).
 */
import { describe, expect, it } from 'vitest';
import {
  LOCALES, catalogue, requestSchema, t, type OperationDef, type ResourceDef, type ServiceDef,
} from '../../src/contract';

/** Kinds of call the screens show as a button, dialog or toast. */
const UI_KINDS: ReadonlySet<OperationDef['kind']> = new Set(['transition', 'action', 'import', 'export', 'upload', 'stats']);

const callNames = (services: readonly ServiceDef[]) =>
  new Set(services.flatMap((s) => s.resources.flatMap((r) => r.operations.map((o) => o.name))));

/** Whether a text reads like a call name: camelCase, or exactly an op name of the catalogue ('Recharge' is English, 'recharge' is not). */
const looksLikeCall = (text: string, names: ReadonlySet<string>) => /^[a-z]+[A-Z]/.test(text) || names.has(text.trim());

/** Every breach of the label rules in `services`, one line each (empty when all hold). */
function labelProblems(services: readonly ServiceDef[]): string[] {
  const names = callNames(services);
  const out: string[] = [];
  for (const r of services.flatMap((s) => s.resources)) {
    const seen = new Map<string, string>();
    for (const op of r.operations) {
      if (!UI_KINDS.has(op.kind)) continue;
      const id = `${r.key}.${op.name}`;
      for (const l of LOCALES) {
        const text = op.label?.[l]?.trim();
        if (!text) { out.push(`${id}: no ${l} label`); continue; }
        if (looksLikeCall(text, names)) out.push(`${id}: ${l} label "${text}" looks like a call name`);
        const other = seen.get(`${l}\u0000${text}`);
        if (other) out.push(`${id}: ${l} label "${text}" is also ${other}'s`);
        else seen.set(`${l}\u0000${text}`, op.name);
      }
      const tr = op.transition;
      if (tr && tr.to.length > 1) {
        for (const to of tr.to) {
          for (const l of LOCALES) {
            const verb = tr.verbs?.[String(to)]?.[l]?.trim();
            if (!verb) out.push(`${id}: no ${l} verb for target ${String(to)}`);
            else if (looksLikeCall(verb, names)) out.push(`${id}: ${l} verb "${verb}" looks like a call name`);
          }
        }
        const verbs = LOCALES.flatMap((l) => tr.to.map((to) => tr.verbs?.[String(to)]?.[l]?.trim()).filter(Boolean).map((v) => `${l}\u0000${v}`));
        if (new Set(verbs).size !== verbs.length) out.push(`${id}: two targets share a verb`);
      }
    }
  }
  return out;
}

/** Every multi-target transition whose request lacks the target field or a note it stores. */
function requestProblems(services: readonly ServiceDef[]): string[] {
  const out: string[] = [];
  for (const r of services.flatMap((s) => s.resources)) {
    for (const op of r.operations) {
      const tr = op.transition;
      if (!tr) continue;
      const id = `${r.key}.${op.name}`;
      const schema = requestSchema(op, rowsOf(services, op, r));
      const props = (schema?.properties ?? {}) as Record<string, { enum?: unknown[] }>;
      const required = (schema?.required ?? []) as string[];
      if (tr.to.length > 1) {
        if (!required.includes(tr.field)) out.push(`${id}: request does not require ${tr.field}`);
        const allowed = props[tr.field]?.enum?.map(String).sort();
        if (JSON.stringify(allowed) !== JSON.stringify(tr.to.map(String).sort())) out.push(`${id}: ${tr.field} does not offer ${tr.to.join('/')}`);
      }
      // A typed note the transition stores (audit remark, refund reason) must be something the request can carry.
      for (const s of tr.sets ?? []) {
        const fd = rowsOf(services, op, r).fields[s];
        if ((fd?.type === 'string' || fd?.type === 'text') && !/No$/.test(s) && !(s in props)) out.push(`${id}: request cannot carry ${s}`);
      }
    }
  }
  return out;
}

function rowsOf(services: readonly ServiceDef[], op: OperationDef, own: ResourceDef): ResourceDef {
  if (!op.target) return own;
  return services.flatMap((s) => s.resources).find((r) => r.key === op.target) ?? own;
}

/** A one-resource catalogue around `ops`, for checking that the rules bite. */
const fake = (...ops: Partial<OperationDef>[]): ServiceDef[] => [{
  key: 'x', title: t('x', 'x', 'x'), prefix: '/x', prefixAssumed: false,
  resources: [{
    service: 'x', name: 'thing', key: 'x.thing', basePath: '/x/thing', title: t('x', 'x', 'x'), permission: 'p', labelField: 'id',
    fields: { id: { type: 'id', label: t('编号', 'ID', 'ID') }, status: { type: 'integer', label: t('状态', 'Status', 'Estado') } },
    operations: ops.map((o, i) => ({
      name: `op${i}`, method: 'POST', path: `/x/thing/op${i}`, kind: 'action', encoding: 'form', response: 'json', timeoutMs: 5000, summary: '', ...o,
    }) as OperationDef),
  }],
}];
const toggle = { field: 'status', from: [0, 1], to: [0, 1] } as const;
const verbs = { 1: t('启用', 'Enable', 'Activar'), 0: t('停用', 'Disable', 'Desactivar') };

describe('operator labels of the contract', () => {
  it('gives every call with a UI surface a distinct, readable label in every locale, and every multi-target transition its verbs', () => {
    const problems = labelProblems(catalogue);
    expect(problems, problems.join('\n')).toEqual([]);
    // The rules above ran over real calls of every UI kind, not over nothing.
    const kinds = new Set(catalogue.flatMap((s) => s.resources.flatMap((r) => r.operations.filter((o) => o.label).map((o) => o.kind))));
    expect([...UI_KINDS].filter((k) => !kinds.has(k))).toEqual([]);
  });

  it('lets the request of every multi-target transition pick the target and carry its note', () => {
    const problems = requestProblems(catalogue);
    expect(problems, problems.join('\n')).toEqual([]);
  });

  it('says 通过 / 驳回 for audits and 启用 / 停用 for toggles', () => {
    const ops = catalogue.flatMap((s) => s.resources.flatMap((r) => r.operations));
    const audits = ops.filter((o) => o.transition?.to.includes('rejected') && o.transition.to.length > 1);
    expect(audits.length).toBeGreaterThanOrEqual(7);
    for (const o of audits) expect(o.transition!.verbs!.rejected!['zh-CN'], o.name).toBe('驳回');
    const toggles = ops.filter((o) => o.transition && o.transition.to.length === 2 && o.transition.to.every((s) => s === 0 || s === 1));
    expect(toggles.length).toBeGreaterThanOrEqual(5);
    for (const o of toggles) expect([o.transition!.verbs!['1']!['zh-CN'], o.transition!.verbs!['0']!['zh-CN']], o.name).toEqual(['启用', '停用']);
  });

  describe('the checks bite', () => {
    const ok = t('导出', 'Export', 'Exportar');
    it('on a missing or blank label in one locale', () => {
      expect(labelProblems(fake({ kind: 'export' }))).toEqual(['x.thing.op0: no zh-CN label', 'x.thing.op0: no en label', 'x.thing.op0: no es label']);
      expect(labelProblems(fake({ label: { ...ok, es: ' ' } }))).toEqual(['x.thing.op0: no es label']);
      expect(labelProblems(fake({ kind: 'list' }))).toEqual([]);
    });
    it('on two calls of one resource sharing a label in one locale', () => {
      expect(labelProblems(fake({ label: ok }, { label: { ...t('导入', 'Import', 'Importar'), en: 'Export' } })))
        .toEqual(['x.thing.op1: en label "Export" is also op0\'s']);
    });
    it('on a label that reads like a call name', () => {
      expect(labelProblems(fake({ label: { ...ok, en: 'exportList' } }))).toEqual(['x.thing.op0: en label "exportList" looks like a call name']);
      expect(labelProblems(fake({ label: { ...ok, es: 'op0' } }))).toEqual(['x.thing.op0: es label "op0" looks like a call name']);
    });
    it('on a multi-target transition without a verb for a target, or with two targets alike', () => {
      expect(labelProblems(fake({ kind: 'transition', label: ok, transition: toggle })))
        .toHaveLength(6);
      expect(labelProblems(fake({ kind: 'transition', label: ok, transition: { ...toggle, verbs: { 1: verbs[1] } } })))
        .toEqual(['x.thing.op0: no zh-CN verb for target 0', 'x.thing.op0: no en verb for target 0', 'x.thing.op0: no es verb for target 0']);
      expect(labelProblems(fake({ kind: 'transition', label: ok, transition: { ...toggle, verbs: { 1: verbs[1], 0: verbs[1] } } })))
        .toEqual(['x.thing.op0: two targets share a verb']);
      expect(labelProblems(fake({ kind: 'transition', label: ok, transition: { ...toggle, verbs } }))).toEqual([]);
    });
    it('on a multi-target transition whose request cannot pick the target', () => {
      expect(requestProblems(fake({ kind: 'transition', transition: { ...toggle, verbs } }))).toEqual([]);
      const noteless = fake({ kind: 'transition', transition: { ...toggle, verbs, sets: ['remark'] } });
      (noteless[0]!.resources[0]!.fields as Record<string, unknown>).remark = { type: 'string', label: ok };
      expect(requestProblems(noteless)).toEqual(['x.thing.op0: request cannot carry remark']);
    });
  });
});
