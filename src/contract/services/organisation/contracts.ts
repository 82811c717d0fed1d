/** Organisation service (001 section 7.1): contracts, signed products, signing parties, signed contracts and invoices (standard pattern). */
import { f, standard, t, v } from '../../dsl';
import { PAY_STATUS, c, resource } from './common';

const ENTERPRISE = 'enterprise';

const CONTRACT_STATUS = [
  v('draft', t('草稿', 'Draft', 'Borrador'), 'grey'),
  v('active', t('履行中', 'In force', 'Vigente'), 'success'),
  v('expired', t('已到期', 'Expired', 'Vencido'), 'warning'),
  v('terminated', t('已终止', 'Terminated', 'Rescindido'), 'danger'),
] as const;

export const contractInformation = /* @__PURE__ */ resource('contractInformation', {
  title: t('合同信息', 'Contracts', 'Contratos'),
  permission: ENTERPRISE,
  fields: {
    id: f.id(),
    contractNo: c.no(t('合同编号', 'Contract number', 'N.º de contrato')),
    name: c.name(t('合同名称', 'Contract name', 'Nombre del contrato'), { max: 100 }),
    companyId: c.companyId({ required: true }),
    orgId: c.orgId(),
    amount: c.amount(t('合同金额(元)', 'Amount', 'Importe'), { required: true }),
    startDate: f.date(t('开始日期', 'Start date', 'Fecha de inicio'), { required: true, filter: true }),
    endDate: f.date(t('结束日期', 'End date', 'Fecha de fin'), { required: true }),
    contractStatus: f.enum(t('合同状态', 'Status', 'Estado'), CONTRACT_STATUS, { filter: true, default: 'draft' }),
    createTime: f.createTime(),
  },
  operations: standard(),
});

export const contractInformationOrder = /* @__PURE__ */ resource('contractInformationOrder', {
  title: t('合同订单', 'Contract orders', 'Pedidos de contrato'),
  permission: ENTERPRISE,
  ledger: true,
  fields: {
    id: f.id(),
    orderNo: c.no(t('订单号', 'Order number', 'N.º de pedido'), { readOnly: true, required: false, serial: 'HTDD' }),
    contractId: f.ref(t('合同', 'Contract', 'Contrato'), 'organisation.contractInformation', { required: true, filter: true }),
    amount: c.amount(t('金额(元)', 'Amount', 'Importe'), { required: true, createOnly: true }),
    payStatus: f.enum(t('支付状态', 'Payment status', 'Estado del pago'), PAY_STATUS, { filter: true, default: 'unpaid' }),
    payTime: f.datetime(t('支付时间', 'Paid at', 'Pagado el')),
    remark: c.remark(),
    createTime: f.createTime(),
  },
  operations: standard(),
});

export const productSign = /* @__PURE__ */ resource('productSign', {
  title: t('签约产品', 'Signable products', 'Productos contratables'),
  permission: ENTERPRISE,
  fields: {
    id: f.id(),
    name: c.name(t('产品名称', 'Product name', 'Nombre del producto')),
    productCode: f.string(t('产品编码', 'Product code', 'Código'), { required: true, max: 32, filter: true }),
    price: c.amount(t('单价(元)', 'Unit price', 'Precio unitario'), { required: true }),
    billingCycle: f.enum(t('计费周期', 'Billing cycle', 'Ciclo de facturación'), [
      v('monthly', t('按月', 'Monthly', 'Mensual')),
      v('quarterly', t('按季', 'Quarterly', 'Trimestral')),
      v('yearly', t('按年', 'Yearly', 'Anual')),
    ], { required: true, filter: true }),
    status: c.status(),
    createTime: f.createTime(),
  },
  operations: standard(),
});

export const signBasics = /* @__PURE__ */ resource('signBasics', {
  title: t('签约主体', 'Signing parties', 'Partes firmantes'),
  permission: ENTERPRISE,
  fields: {
    id: f.id(),
    name: c.name(t('主体名称', 'Party name', 'Nombre de la parte'), { max: 100 }),
    orgId: c.orgId(),
    taxNo: f.string(t('纳税人识别号', 'Tax number', 'N.º fiscal'), { max: 20, hiddenInList: true }),
    bankAccount: f.string(t('银行账号', 'Bank account', 'Cuenta bancaria'), { max: 32, hiddenInList: true }),
    contactName: c.contact(),
    phone: c.phone(),
    status: c.status(),
    createTime: f.createTime(),
  },
  operations: standard(),
});

export const signContract = /* @__PURE__ */ resource('signContract', {
  title: t('签约合同', 'Signed contracts', 'Contratos firmados'),
  permission: ENTERPRISE,
  fields: {
    id: f.id(),
    contractNo: c.no(t('合同编号', 'Contract number', 'N.º de contrato')),
    signBasicsId: f.ref(t('签约主体', 'Signing party', 'Parte firmante'), 'organisation.signBasics', { required: true, filter: true }),
    productSignId: f.ref(t('签约产品', 'Product', 'Producto'), 'organisation.productSign', { required: true, filter: true }),
    signDate: f.date(t('签约日期', 'Signed on', 'Firmado el'), { required: true, filter: true }),
    expireDate: f.date(t('到期日期', 'Expires on', 'Vence el'), { required: true }),
    contractStatus: f.enum(t('合同状态', 'Status', 'Estado'), CONTRACT_STATUS, { filter: true, default: 'active' }),
    createTime: f.createTime(),
  },
  operations: standard(),
});

export const signServiceInvoice = /* @__PURE__ */ resource('signServiceInvoice', {
  title: t('签约服务发票', 'Service invoices', 'Facturas de servicio'),
  permission: ENTERPRISE,
  fields: {
    id: f.id(),
    invoiceNo: c.no(t('发票号码', 'Invoice number', 'N.º de factura'), { required: false }),
    signContractId: f.ref(t('签约合同', 'Signed contract', 'Contrato firmado'), 'organisation.signContract', { required: true, filter: true }),
    title: f.string(t('发票抬头', 'Invoice title', 'Razón social'), { required: true, max: 100, filter: true }),
    invoiceType: f.enum(t('发票类型', 'Invoice type', 'Tipo de factura'), [
      v('normal', t('增值税普通发票', 'Ordinary VAT invoice', 'Factura ordinaria'), 'info'),
      v('special', t('增值税专用发票', 'Special VAT invoice', 'Factura especial'), 'purple'),
    ], { required: true, filter: true }),
    amount: c.amount(t('开票金额(元)', 'Amount', 'Importe'), { required: true }),
    invoiceStatus: f.enum(t('开票状态', 'Invoice status', 'Estado'), [
      v('pending', t('待开票', 'To issue', 'Pendiente'), 'warning'),
      v('issued', t('已开票', 'Issued', 'Emitida'), 'success'),
      v('voided', t('已作废', 'Voided', 'Anulada'), 'grey'),
    ], { filter: true, default: 'pending' }),
    issueDate: f.date(t('开票日期', 'Issued on', 'Emitida el')),
    createTime: f.createTime(),
  },
  operations: standard(),
});

export const contractResources = [contractInformation, contractInformationOrder, productSign, signBasics, signContract, signServiceInvoice];
