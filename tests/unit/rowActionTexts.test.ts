import { describe, expect, it } from 'vitest';
import { household } from '../../src/contract/services/organisation/household';
import { v2User } from '../../src/contract/services/organisation/people';
import { operationsOf } from '../../src/core/resource/fields';
import { rowActionTexts, rowActionsWidth } from '../../src/resource/RowActions';

const zh: Record<string, string> = { 'resource.detail': '详情', 'resource.edit': '编辑', 'resource.delete': '删除', 'resource.more': '更多', 'resource.moreActions': '更多操作' };
const t = (k: string) => zh[k] ?? k;

describe('row action texts', () => {
  it('name a toggle by its verbs and any other call by its label, once per list', () => {
    const texts = rowActionTexts(v2User, operationsOf(v2User, 'transition'), t, 'zh-CN');
    expect([...texts.buttonTexts.disableOrEnable!].sort()).toEqual(['停用', '启用'].sort());
    expect(texts.verbs.disableOrEnable).toEqual({ 1: '启用', 0: '停用' });
    expect(texts.buttonTexts.bindCard).toEqual(['绑卡']);
    const audit = rowActionTexts(household, operationsOf(household, 'transition'), t, 'zh-CN');
    expect(audit.buttonTexts.auditHouseholdRoom).toEqual(['审核']);
    expect(audit.verbs.auditHouseholdRoom).toEqual({ approved: '通过', rejected: '驳回' });
  });

  it('size the actions column for three actions, and 更多 only when a row can show more', () => {
    const texts = rowActionTexts(household, operationsOf(household, 'transition'), t, 'zh-CN');
    const three = rowActionsWidth(texts, { detail: true, edit: true });
    const four = rowActionsWidth(texts, { detail: true, edit: true, delete: true });
    // 详情 编辑 审核 fit; with 删除 the widest three stay and 更多 is added.
    expect(four - three).toBe(2 * 14 + 14);
    // 生成卡号 is the widest of v2User's: it and two two-character actions, then 更多.
    const many = rowActionTexts(v2User, operationsOf(v2User, 'transition'), t, 'zh-CN');
    const button = (chars: number) => chars * 14 + 14;
    expect(rowActionsWidth(many, { detail: true, edit: true, delete: true })).toBe(button(4) + button(2) * 2 + button(2) + 24 + 6);
  });
});
