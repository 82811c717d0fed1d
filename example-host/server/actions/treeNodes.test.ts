/** Tree nodes: sibling names, no move under oneself, then the generic write. */
import { describe, expect, it } from 'vitest';
import { useAdminServer } from '../api/adminServer';

const s = useAdminServer();
const { rows, post, postJson } = s;

const saveDept = (input: Record<string, unknown>) => post('/organisation/department/saveUpdateDept', input);

describe('department.saveUpdateDept', () => {
  it('adds under a parent, refuses a sibling with the same name on the name field, allows it under another parent or structure', async () => {
    const [virt, other] = await rows('organisation.virtualarchitecture');
    const root = (await saveDept({ name: '树测试总部', virtId: virt!.id })).body!;
    expect(root).toMatchObject({ code: 200, data: { name: '树测试总部', virtId: virt!.id } });
    const child = (await saveDept({ name: '财务组', virtId: virt!.id, parentId: root.data.id })).body!;
    expect(child).toMatchObject({ code: 200, data: { parentId: root.data.id } });
    const dup = (await saveDept({ name: '财务组', virtId: virt!.id, parentId: root.data.id })).body!;
    expect(dup).toMatchObject({ code: 409, msg: '同一上级下已有部门名称“财务组”', data: { field: 'name' } });
    // The same name at the top level, or in another structure, is another department.
    expect((await saveDept({ name: '财务组', virtId: virt!.id })).body!.code).toBe(200);
    expect((await saveDept({ name: '财务组', virtId: other!.id, parentId: '' })).body!.code).toBe(200);
    // Saving a department under its own name is no conflict.
    expect((await saveDept({ id: child.data.id, name: '财务组', virtId: virt!.id, parentId: root.data.id, leader: '王五' })).body).toMatchObject({ code: 200, data: { leader: '王五' } });
  });

  it('refuses moving a department under its own descendant, on the parent field, and stores nothing', async () => {
    const [virt] = await rows('organisation.virtualarchitecture');
    const a = (await saveDept({ name: '环A', virtId: virt!.id })).body!.data;
    const b = (await saveDept({ name: '环B', virtId: virt!.id, parentId: a.id })).body!.data;
    const c = (await saveDept({ name: '环C', virtId: virt!.id, parentId: b.id })).body!.data;
    const res = (await saveDept({ id: a.id, name: '环A', virtId: virt!.id, parentId: c.id })).body!;
    expect(res).toMatchObject({ code: 400, msg: '上级部门不能是自己的下级', data: { field: 'parentId' } });
    const [stored] = await rows('organisation.department', 'and "id" = $1', [a.id]);
    expect(stored!.parentId).toBeNull();
  });
});

describe('company departments and clique nodes', () => {
  it('company departments: sibling names are unique within the company', async () => {
    const [company] = await rows('organisation.company');
    const add = (name: string) => post('/organisation/company/dept/add', { name, companyId: company!.id });
    expect((await add('树测试行政部')).body!.code).toBe(200);
    expect((await add('树测试行政部')).body).toMatchObject({ code: 409, data: { field: 'name' } });
  });

  it('a clique may not move under its own child', async () => {
    const top = (await post('/organisation/clique/saveUpdateTreeClique', { name: '树测试片区' })).body!.data;
    const sub = (await post('/organisation/clique/saveUpdateTreeClique', { name: '树测试组团', parentId: top.id })).body!.data;
    expect((await post('/organisation/clique/saveUpdateTreeClique', { id: top.id, name: '树测试片区', parentId: sub.id })).body)
      .toMatchObject({ code: 400, data: { field: 'parentId' } });
  });

  it('a duplicate clique label answers the server message on the name field', async () => {
    const [label] = await rows('clique.cliqueLable');
    expect((await postJson('/organisation/clique/lable/handleCliqueLable', { name: label!.name, sort: 1 })).body)
      .toMatchObject({ code: 409, msg: '标签名称已存在', data: { field: 'name' } });
  });
});
