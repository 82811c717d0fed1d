/**
 * Fails when the catalogue gains an `action` (or export, import, upload) operation that no
 * dedicated handler serves: those kinds have no generic behaviour to fall back on.
 */
import { describe, expect, it } from 'vitest';
import { catalogue, indexCatalogue } from '../../../src/contract';
import { fileHandlers } from '../files/handlers';
import { actionHandlers } from './index';

const idx = indexCatalogue(catalogue);
const ids = new Set(idx.operations.map((e) => e.id));
/** The session service's actions belong to the auth code (helper B); the export-centre status is ours. */
const ownedByAuth = (id: string) => id.startsWith('session.') && !id.startsWith('session.exportTask.');

describe('dedicated handlers', () => {
  it('serve every action operation outside the session service', () => {
    const missing = idx.operations
      .filter((e) => e.op.kind === 'action' && !ownedByAuth(e.id))
      .filter((e) => !Object.hasOwn(actionHandlers, e.id) && !Object.hasOwn(fileHandlers, e.id))
      .map((e) => e.id);
    expect(missing).toEqual([]);
  });

  it('serve every export, import and upload operation', () => {
    const missing = idx.operations
      .filter((e) => ['export', 'import', 'upload'].includes(e.op.kind))
      .filter((e) => !Object.hasOwn(fileHandlers, e.id))
      .map((e) => e.id);
    expect(missing).toEqual([]);
  });

  it('name only operations that exist, and no operation in both maps', () => {
    const unknown = [...Object.keys(actionHandlers), ...Object.keys(fileHandlers)].filter((id) => !ids.has(id));
    expect(unknown).toEqual([]);
    expect(Object.keys(actionHandlers).filter((id) => Object.hasOwn(fileHandlers, id))).toEqual([]);
  });

  it('are functions', () => {
    for (const h of [...Object.values(actionHandlers), ...Object.values(fileHandlers)]) expect(typeof h).toBe('function');
  });
});
