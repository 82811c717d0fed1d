/**
 * Merchant accounts and card issuing (our additions): a settlement account for each of the first
 * merchants (one frozen), and for the first three a batch of physical meal cards in every state,
 * issued to users of the merchant's own project. Balances are not seeded: the server computes
 * them from the money ledger. No random draws, so the seeds after this one keep their values.
 */
import { type SeedContext, idOf } from './context';

const BANKS = [['中国工商银行', '深圳科技园支行', '6222021001000'], ['中国建设银行', '深圳南山支行', '6217003200100'], ['招商银行', '深圳分行营业部', '6225880155000'], ['中国银行', '广州天河支行', '6216613600020']] as const;
const CYCLES = ['daily', 'weekly', 'daily', 'monthly'] as const;
/** Card states of a batch of eight, in order: the stock not yet issued, issued ones, one lost, one cancelled. */
const CARD_STATES = ['issued', 'issued', 'issued', 'lost', 'unissued', 'unissued', 'unissued', 'cancelled'] as const;

export async function seedMerchantAccounts(c: SeedContext): Promise<void> {
  const merchants = (c.rows['merchant.merchant'] ?? []).slice(0, 6);
  if (!merchants.length) return;
  await c.ins('merchant.settlementAccount', merchants.map((m, i) => {
    const [bankName, bankBranch, prefix] = BANKS[i % BANKS.length]!;
    return {
      merchantId: idOf(m), accountName: String(m.name).slice(0, 64), bankName, bankBranch, accountNo: `${prefix}${String(4821 + i * 37).padStart(6, '0')}`,
      settleCycle: CYCLES[i % CYCLES.length], status: i === 4 ? 'frozen' : 'active', createTime: c.at(-200 + i * 3, 10),
    };
  }));
  const users = c.rows['organisation.v2User'] ?? [];
  const types = c.rows['organisation.mealCardType'] ?? [];
  await c.ins('merchant.issuedCard', merchants.slice(0, 3).flatMap((m, mi) => {
    const own = users.filter((u) => u.orgId === m.orgId && Number(u.status) === 1);
    const type = types.find((t) => t.orgId === m.orgId);
    return CARD_STATES.map((status, k) => {
      const holder = status === 'issued' || status === 'lost' ? own[k] : undefined;
      const state = (status === 'issued' || status === 'lost') && !holder ? 'unissued' : status;
      return {
        cardNo: `MC${String(20260 + mi)}${String(k + 1).padStart(4, '0')}`, batchNo: `PC2026${String(mi + 1).padStart(2, '0')}`, merchantId: idOf(m),
        cardTypeId: type ? idOf(type) : null, userId: holder ? idOf(holder) : null, status: state,
        issuedBy: holder ? '王建国' : null, issueTime: holder ? c.at(-30 + k, 10, 15) : null, createTime: c.at(-45 + mi, 9),
      };
    });
  }));
}
