import { describe, expect, it } from 'vitest';
import { catalogue } from './catalogueData';
import { f, post, resourcesOf, service, standard, t } from './dsl';
import { selectPermissionsOf } from './selectPermissions';

const resource = resourcesOf('demo', '/demo');
const project = resource('project', {
  title: t('项目', 'Projects', 'Proyectos'), permission: 'organization',
  fields: { id: f.id(), name: f.string(t('名称', 'Name', 'Nombre')) },
  operations: [...standard(), post('getselectlist', { kind: 'select' })],
});
const dish = resource('dish', {
  title: t('菜品', 'Dishes', 'Platos'), permission: 'merchant/wallet',
  fields: { id: f.id(), orgId: f.ref(t('项目', 'Project', 'Proyecto'), 'demo.project'), self: f.ref(t('上级', 'Parent', 'Padre'), 'demo.dish') },
  operations: standard(),
});
const report = resource('report', {
  title: t('报表', 'Reports', 'Informes'), permission: 'statisticalData',
  fields: { id: f.id() },
  operations: [
    post('byProject', { body: { orgId: f.ref(t('项目', 'Project', 'Proyecto'), 'demo.project') } }),
    post('open', { permission: null, body: { dishId: f.ref(t('菜品', 'Dish', 'Plato'), 'demo.dish') } }),
  ],
});

describe('selectPermissionsOf', () => {
  const map = selectPermissionsOf([service('demo', t('演示', 'Demo', 'Demo'), '/demo', false, [project, dish, report])]);

  it('gives a resource the permissions of the resources and calls that refer to it', () => {
    expect(map.get('demo.project')).toEqual(['merchant/wallet', 'statisticalData']);
  });

  it('leaves out the resource\'s own permission; a call open to every user refers as null', () => {
    expect(map.get('demo.dish')).toEqual([null]);
    expect(map.has('demo.report')).toBe(false);
  });

  it('on the catalogue: the merchant\'s canteen resources may fill the project select', () => {
    const real = selectPermissionsOf(catalogue);
    expect(real.get('organisation.organization')).toEqual(expect.arrayContaining(['merchant/wallet', 'space', 'flashdeliver']));
    expect(real.get('organisation.user')).toEqual(expect.arrayContaining(['merchant/wallet']));
  });
});
