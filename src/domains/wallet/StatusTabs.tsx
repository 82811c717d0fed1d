import { useViewT } from '../../resource';
import { walletMessages } from './messages';

export interface StatusTabsProps {
  /** The status values after 全部 ('' = all), in order. */
  statuses: readonly string[];
  /** The status shown now ('' = all). */
  current: string;
  /** The tab's text for a status ('' = all), with its count when known. */
  labelOf: (status: string) => string;
  onPick: (status: string) => void;
}

/**
 * The audit-status tabs of the recharge queues (全部 / 待审核 / 已通过 / 已驳回 with their counts),
 * shared by 充值管理 and 用户充值 so both look and behave the same.
 * @example
 * <StatusTabs statuses={['pending', 'approved', 'rejected']} current="" labelOf={(s) => s || '全部'} onPick={pick} />
 */
export function StatusTabs({ statuses, current, labelOf, onPick }: StatusTabsProps) {
  const t = useViewT(walletMessages);
  return (
    <div role="tablist" aria-label={t('wallet.statusTabs')} className="sca-wallet-tabs" style={{ display: 'flex', gap: 4, margin: '0 0 12px', borderBottom: '1px solid var(--sc-border, #dcdfe6)' }}>
      {['', ...statuses].map((s) => (
        <button
          key={s || 'all'} type="button" role="tab" aria-selected={current === s}
          onClick={() => onPick(s)}
          style={{
            background: 'none', border: 'none', padding: '8px 12px', cursor: 'pointer', font: 'inherit',
            borderBottom: current === s ? '2px solid var(--sc-primary, #409EFF)' : '2px solid transparent',
            color: current === s ? 'var(--sc-primary-ink, #2E72B8)' : 'inherit',
          }}
        >{labelOf(s)}</button>
      ))}
    </div>
  );
}
