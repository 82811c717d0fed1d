import { describe, expect, it } from 'vitest';
import { catalogue } from './catalogueData';
import { changesState } from './changesState';
import { indexCatalogue } from './catalogue';

const idx = indexCatalogue(catalogue);
const byId = (id: string) => idx.operations.find((o) => o.id === id)!.op;

describe('changesState', () => {
  it('is true for the writing kinds and for actions, false for reads and for actions marked reads', () => {
    expect(changesState(byId('organisation.build.add'))).toBe(true);
    expect(changesState(byId('wallet.rechargeManage.rechargeAudit'))).toBe(true);
    expect(changesState(byId('organisation.user.recharge'))).toBe(true);
    expect(changesState(byId('session.user.login'))).toBe(true);
    expect(changesState(byId('organisation.build.list'))).toBe(false);
    expect(changesState(byId('session.user.getKey'))).toBe(false);
    expect(changesState(byId('session.exportTask.status'))).toBe(false);
  });

  it('is marked only on actions', () => {
    const misplaced = idx.operations.filter((o) => o.op.reads && o.op.kind !== 'action').map((o) => o.id);
    expect(misplaced).toEqual([]);
  });
});
