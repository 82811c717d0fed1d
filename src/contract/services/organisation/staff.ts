/** Organisation service (001 section 7.1): staff and their project and building assignments (standard pattern). */
import { f, standard, t, v } from '../../dsl';
import { c, resource } from './common';

const ENTERPRISE = 'enterprise';

export const staff = /* @__PURE__ */ resource('staff', {
  title: t('员工', 'Staff', 'Personal'),
  permission: ENTERPRISE,
  fields: {
    id: f.id(),
    name: c.name(t('姓名', 'Name', 'Nombre'), { max: 32 }),
    phone: c.phone({ required: true }),
    employeeNo: f.string(t('工号', 'Employee number', 'N.º de empleado'), { max: 32, filter: true }),
    companyId: c.companyId({ required: true }),
    position: f.enum(t('岗位', 'Position', 'Puesto'), [
      v('manager', t('项目经理', 'Manager', 'Gerente'), 'purple'),
      v('service', t('客服', 'Customer service', 'Atención al cliente'), 'info'),
      v('repair', t('维修工', 'Maintenance', 'Mantenimiento'), 'warning'),
      v('security', t('保安', 'Security', 'Seguridad'), 'grey'),
      v('cleaner', t('保洁', 'Cleaning', 'Limpieza'), 'success'),
    ], { required: true, filter: true }),
    entryDate: f.date(t('入职日期', 'Start date', 'Fecha de alta')),
    status: c.status(),
    createTime: f.createTime(),
  },
  operations: standard(),
});

export const staffOrg = /* @__PURE__ */ resource('staffOrg', {
  title: t('员工项目关联', 'Staff–project links', 'Vínculos personal–proyecto'),
  permission: ENTERPRISE,
  physicalDelete: true,
  fields: { id: f.id(), staffId: c.staffId(), orgId: c.orgId(), remark: c.remark(), createTime: f.createTime() },
  operations: standard(),
});

export const staffBuild = /* @__PURE__ */ resource('staffBuild', {
  title: t('员工楼栋关联', 'Staff–building links', 'Vínculos personal–edificio'),
  permission: ENTERPRISE,
  physicalDelete: true,
  fields: { id: f.id(), staffId: c.staffId(), buildId: c.buildId(), orgId: c.orgId(), createTime: f.createTime() },
  operations: standard(),
});

export const staffResources = [staff, staffOrg, staffBuild];
