import { describe, expect, it } from 'vitest';
import { LOCALES, catalogue } from '../../src/contract';
import { actionLabel } from '../../src/resource/RowActions';

const t = (k: string, p?: Record<string, string | number>) => (p ? `${k}:${JSON.stringify(p)}` : k);
const transitions = catalogue.flatMap((s) => s.resources.flatMap((r) => r.operations.filter((o) => o.transition).map((op) => ({ r, op }))));

describe('actionLabel', () => {
  it("shows the contract's label of every transition in every locale, never its call name", () => {
    expect(transitions.length).toBeGreaterThan(25);
    for (const { r, op } of transitions) {
      for (const l of LOCALES) {
        const text = actionLabel(op, r, t, l);
        expect(text, `${r.key}.${op.name} ${l}`).toBe(op.label![l]);
        expect(text).not.toBe(op.name);
      }
    }
  });

  it("lets a page's own label win, and falls back to the target state, then a generic text", () => {
    const { r, op } = transitions.find((e) => e.op.name === 'cancelDinner')!;
    const loaded = (k: string) => (k === 'meal.cancelDinner' ? 'Cancel dinner' : k);
    expect(actionLabel(op, r, loaded, 'en', { cancelDinner: 'meal.cancelDinner' })).toBe('Cancel dinner');
    expect(actionLabel(op, r, t, 'en', { cancelDinner: '取消订单' })).toBe('取消订单');
    // A page's key whose texts are not loaded (a domain page mounted alone) gives way to the contract's label.
    expect(actionLabel(op, r, t, 'en', { cancelDinner: 'meal.cancelDinner' })).toBe(op.label!.en);
    const bare = { ...op, label: undefined };
    expect(actionLabel(bare, r, t, 'zh-CN')).toBe('resource.transitionTo:{"state":"已取消"}');
    expect(actionLabel({ ...bare, transition: undefined }, r, t, 'zh-CN')).toBe('resource.actions');
  });
});
