/** The texts of 商户账户 and 发卡管理 (our additions, issue 38), in zh-CN, en and es. */
import { withTitles, type DomainMessages } from '../../core/domain';
import { merchantTitles } from './titles.gen';

const zhCN = {
  'account.lines': '账户流水',
  'account.linesNote': '余额由账户流水计算：消费收入减去退款；只随支付和退款变动，不能手工修改。',
  'account.noLines': '暂无流水',
  'account.time': '交易时间',
  'account.type': '交易类型',
  'account.channel': '交易渠道',
  'account.amount': '金额(元)',
  'account.serial': '流水号',
  'account.operator': '操作人',
  'account.loadFailed': '加载失败：{message}',
  'account.newest': '最近 {count} 条',
};
type Key = keyof typeof zhCN;

// With the domain's titles: 商户账户 registers only this table, so its heading is in it.
/**
 * @example
 * accountMessages.en['account.lines'] // 'Ledger lines'
 */
export const accountMessages: DomainMessages<Key> = withTitles(merchantTitles, {
  'zh-CN': zhCN,
  en: {
    'account.lines': 'Ledger lines',
    'account.linesNote': 'The balance is computed from the ledger: payments received minus refunds. Only payments and refunds move it; nobody edits it.',
    'account.noLines': 'No ledger lines yet',
    'account.time': 'Time',
    'account.type': 'Type',
    'account.channel': 'Channel',
    'account.amount': 'Amount',
    'account.serial': 'Serial no.',
    'account.operator': 'Operator',
    'account.loadFailed': 'Could not load: {message}',
    'account.newest': 'Latest {count}',
  },
  es: {
    'account.lines': 'Movimientos de la cuenta',
    'account.linesNote': 'El saldo se calcula a partir de los movimientos: cobros menos reembolsos. Solo los pagos y reembolsos lo cambian; nadie lo edita.',
    'account.noLines': 'Todavía no hay movimientos',
    'account.time': 'Fecha',
    'account.type': 'Tipo',
    'account.channel': 'Canal',
    'account.amount': 'Importe',
    'account.serial': 'N.º de movimiento',
    'account.operator': 'Operador',
    'account.loadFailed': 'No se pudo cargar: {message}',
    'account.newest': 'Últimos {count}',
  },
});
