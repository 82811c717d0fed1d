/** Organisation service (001 section 7.1): bills, general bills with their orders and service items, deposit items and records (standard pattern). */
import { f, standard, t, v } from '../../dsl';
import { PAY_STATUS, c, resource } from './common';

const ENTERPRISE = 'enterprise';
const payStatus = () => f.enum(t('支付状态', 'Payment status', 'Estado del pago'), PAY_STATUS, { filter: true, default: 'unpaid' });
const billMonth = () => f.string(t('账期(yyyy-MM)', 'Period (yyyy-MM)', 'Periodo (aaaa-MM)'), { required: true, min: 7, max: 7, filter: true });

export const billRecord = /* @__PURE__ */ resource('billRecord', {
  title: t('账单记录', 'Bill records', 'Registros de facturas'),
  permission: ENTERPRISE,
  fields: {
    id: f.id(),
    billNo: c.no(t('账单号', 'Bill number', 'N.º de factura'), { readOnly: true, required: false, serial: 'ZD' }),
    companyId: c.companyId(),
    orgId: c.orgId(),
    billMonth: billMonth(),
    amount: c.amount(t('账单金额(元)', 'Amount', 'Importe'), { required: true, createOnly: true }),
    payStatus: payStatus(),
    createTime: f.createTime(),
  },
  operations: standard(),
});

export const generalbillServiceResource = /* @__PURE__ */ resource('generalbillService', {
  title: t('收费项目', 'Billable services', 'Servicios facturables'),
  permission: ENTERPRISE,
  fields: {
    id: f.id(),
    name: c.name(t('项目名称', 'Service name', 'Nombre del servicio')),
    orgId: c.orgId(),
    unitPrice: c.amount(t('单价(元)', 'Unit price', 'Precio unitario'), { required: true }),
    unit: f.string(t('计价单位', 'Unit', 'Unidad'), { required: true, max: 16 }),
    billingCycle: f.enum(t('计费周期', 'Billing cycle', 'Ciclo de facturación'), [
      v('once', t('一次性', 'One-off', 'Único')),
      v('monthly', t('按月', 'Monthly', 'Mensual')),
      v('yearly', t('按年', 'Yearly', 'Anual')),
    ], { required: true, filter: true }),
    status: c.status(),
    createTime: f.createTime(),
  },
  operations: standard(),
});

export const generalbills = /* @__PURE__ */ resource('generalbills', {
  title: t('通用账单', 'General bills', 'Facturas generales'),
  permission: ENTERPRISE,
  fields: {
    id: f.id(),
    billNo: c.no(t('账单号', 'Bill number', 'N.º de factura'), { readOnly: true, required: false, serial: 'TYZD' }),
    serviceId: f.ref(t('收费项目', 'Service', 'Servicio'), 'organisation.generalbillService', { required: true, filter: true }),
    userId: c.userId(),
    orgId: c.orgId(),
    roomId: f.ref(t('房间', 'Room', 'Vivienda'), 'organisation.roomNo', { filter: true }),
    billMonth: billMonth(),
    amount: c.amount(t('应收金额(元)', 'Amount due', 'Importe'), { required: true, createOnly: true }),
    dueDate: f.date(t('缴费截止日', 'Due date', 'Vencimiento')),
    payStatus: payStatus(),
    createTime: f.createTime(),
  },
  operations: standard(),
});

export const generalbillOrders = /* @__PURE__ */ resource('generalbillOrders', {
  title: t('账单缴费订单', 'Bill payments', 'Pagos de facturas'),
  permission: ENTERPRISE,
  ledger: true,
  fields: {
    id: f.id(),
    orderNo: c.no(t('订单号', 'Order number', 'N.º de pedido'), { readOnly: true, required: false, serial: 'JFDD' }),
    billId: f.ref(t('账单', 'Bill', 'Factura'), 'organisation.generalbills', { required: true, filter: true }),
    amount: c.amount(t('支付金额(元)', 'Amount paid', 'Importe pagado'), { required: true, createOnly: true }),
    payType: f.enum(t('支付方式', 'Payment method', 'Forma de pago'), [
      v('wallet', t('钱包余额', 'Wallet', 'Monedero'), 'success'),
      v('wechat', t('微信支付', 'WeChat Pay', 'WeChat Pay'), 'success'),
      v('alipay', t('支付宝', 'Alipay', 'Alipay'), 'info'),
      v('cash', t('现金', 'Cash', 'Efectivo'), 'grey'),
    ], { required: true, filter: true }),
    payStatus: payStatus(),
    payTime: f.datetime(t('支付时间', 'Paid at', 'Pagado el'), { readOnly: true }),
    createTime: f.createTime(),
  },
  operations: standard(),
});

export const deposititemInformationForm = /* @__PURE__ */ resource('deposititemInformationForm', {
  title: t('押金项目', 'Deposit items', 'Conceptos de fianza'),
  permission: ENTERPRISE,
  fields: {
    id: f.id(),
    name: c.name(t('押金名称', 'Deposit name', 'Nombre de la fianza')),
    orgId: c.orgId(),
    amount: c.amount(t('押金金额(元)', 'Amount', 'Importe'), { required: true }),
    refundable: f.boolean(t('可退还', 'Refundable', 'Reembolsable'), { default: true }),
    remark: c.remark(),
    status: c.status(),
    createTime: f.createTime(),
  },
  operations: standard(),
});

export const depositRecord = /* @__PURE__ */ resource('depositRecord', {
  title: t('押金记录', 'Deposit records', 'Registros de fianzas'),
  permission: ENTERPRISE,
  fields: {
    id: f.id(),
    deposititemId: f.ref(t('押金项目', 'Deposit item', 'Concepto'), 'organisation.deposititemInformationForm', { required: true, filter: true }),
    userId: c.userId(),
    orgId: c.orgId(),
    amount: c.amount(t('金额(元)', 'Amount', 'Importe'), { required: true, createOnly: true }),
    depositStatus: f.enum(t('押金状态', 'Deposit status', 'Estado'), [
      v('paid', t('已缴纳', 'Paid', 'Pagada'), 'success'),
      v('refunded', t('已退还', 'Refunded', 'Devuelta'), 'grey'),
      v('deducted', t('已扣除', 'Withheld', 'Retenida'), 'danger'),
    ], { filter: true, default: 'paid' }),
    payTime: f.datetime(t('缴纳时间', 'Paid at', 'Pagada el')),
    refundTime: f.datetime(t('退还时间', 'Refunded at', 'Devuelta el'), { hiddenInList: true }),
    createTime: f.createTime(),
  },
  operations: standard(),
});

export const billResources = [billRecord, generalbillServiceResource, generalbills, generalbillOrders, deposititemInformationForm, depositRecord];
