/** Organisation service (001 section 7.1): prefix /organisation, shared builder, field helpers and status enums. */
import { ENABLED, f, resourcesOf, t, v } from '../../dsl';
import type { FieldDef, Text } from '../../types';

export const ORGANISATION_PREFIX = '/organisation';
export const resource = resourcesOf('organisation', ORGANISATION_PREFIX);

type Opts = Omit<FieldDef, 'type' | 'label'>;

/** Review of a submission: pending -> approved | rejected. */
export const AUDIT_STATUS = [
  v('pending', t('待审核', 'Pending review', 'Pendiente'), 'warning'),
  v('approved', t('已通过', 'Approved', 'Aprobado'), 'success'),
  v('rejected', t('已驳回', 'Rejected', 'Rechazado'), 'danger'),
] as const;

/** Payment state of a bill or an order. */
export const PAY_STATUS = [
  v('unpaid', t('未支付', 'Unpaid', 'Pendiente de pago'), 'warning'),
  v('paid', t('已支付', 'Paid', 'Pagado'), 'success'),
  v('refunded', t('已退款', 'Refunded', 'Reembolsado'), 'grey'),
  v('overdue', t('已逾期', 'Overdue', 'Vencido'), 'danger'),
] as const;

/** Small field helpers shared by the organisation resources. */
export const c = {
  name: (label: Text, o: Opts = {}) => f.string(label, { required: true, max: 64, filter: true, ...o }),
  orgId: (o: Opts = {}) => f.ref(t('所属项目', 'Project', 'Proyecto'), 'organisation.organization', { required: true, filter: true, ...o }),
  companyId: (o: Opts = {}) => f.ref(t('所属公司', 'Company', 'Empresa'), 'organisation.company', { filter: true, ...o }),
  userId: (o: Opts = {}) => f.ref(t('用户', 'User', 'Usuario'), 'organisation.user', { required: true, filter: true, ...o }),
  buildId: (o: Opts = {}) => f.ref(t('楼栋', 'Building', 'Edificio'), 'organisation.build', { required: true, filter: true, ...o }),
  virtId: (o: Opts = {}) =>
    f.ref(t('虚拟架构', 'Virtual structure', 'Estructura virtual'), 'organisation.virtualarchitecture', { required: true, filter: true, ...o }),
  staffId: () => f.ref(t('员工', 'Staff member', 'Empleado'), 'organisation.staff', { required: true, filter: true }),
  phone: (o: Opts = {}) => f.phone(t('手机号', 'Phone', 'Teléfono'), { filter: true, ...o }),
  contact: () => f.string(t('联系人', 'Contact', 'Contacto'), { max: 32 }),
  address: () => f.string(t('地址', 'Address', 'Dirección'), { max: 128, hiddenInList: true }),
  amount: (label: Text, o: Opts = {}) => f.amount(label, { min: 0, max: 99999999, ...o }),
  sort: () => f.integer(t('排序', 'Sort order', 'Orden'), { min: 0, max: 9999, default: 0, hiddenInList: true }),
  remark: () => f.text(t('备注', 'Remark', 'Observaciones'), { max: 255, hiddenInList: true }),
  status: (o: Opts = {}) => f.enum(t('状态', 'Status', 'Estado'), ENABLED, { filter: true, default: 1, ...o }),
  no: (label: Text, o: Opts = {}) => f.string(label, { required: true, max: 32, filter: true, ...o }),
};
