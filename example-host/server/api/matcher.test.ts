import { describe, expect, it } from 'vitest';
import { catalogue, indexCatalogue } from '../../../src/contract';
import { createMatcher } from './matcher';

const idx = indexCatalogue(catalogue);
const matcher = createMatcher(idx);

describe('createMatcher', () => {
  it('finds every operation of the catalogue by its own path (params filled in)', () => {
    for (const e of idx.operations) {
      const path = e.op.path.replace(/\{ids\}/g, '1,2').replace(/\{(\w+)\}/g, '7');
      const m = matcher.match(e.op.method, path);
      expect(m?.entry.id, `${e.op.method} ${path}`).toBe(e.id);
    }
  });

  it('prefers a static path over a template of the same shape', () => {
    const byId = matcher.match('GET', '/organisation/household/12');
    expect(byId?.entry.id).toBe('organisation.household.get');
    expect(byId?.params).toEqual({ id: '12' });
    expect(matcher.match('POST', '/organisation/household/list')?.entry.id).toBe('organisation.household.list');
  });

  it('decodes path parameters and keeps comma-separated ids whole', () => {
    expect(matcher.match('POST', '/carpark/carpark/disable/3,4')?.params).toEqual({ ids: '3,4' });
    expect(matcher.match('GET', '/scm/kafka/topicinfo/%E5%AF%BC%E5%87%BA')?.params).toEqual({ x: '导出' });
  });

  it('ignores a trailing or doubled slash', () => {
    expect(matcher.match('POST', '/organisation/build/list/')?.entry.id).toBe('organisation.build.list');
    expect(matcher.match('POST', '//organisation//build/list')?.entry.id).toBe('organisation.build.list');
  });

  it('answers null for unknown paths, wrong methods and malformed encodings', () => {
    expect(matcher.match('POST', '/nope/list')).toBeNull();
    expect(matcher.match('GET', '/organisation/nobody/list/x')).toBeNull();
    expect(matcher.match('DELETE', '/organisation/build/7')).toBeNull();
    expect(matcher.match('GET', '/scm/kafka/topicinfo/%E5%')).toBeNull();
    expect(matcher.match('GET', '/organisation/build/7/extra')).toBeNull();
  });

  it('treats HEAD like GET', () => {
    expect(matcher.match('HEAD', '/organisation/build/3')?.entry.id).toBe('organisation.build.get');
  });
});
