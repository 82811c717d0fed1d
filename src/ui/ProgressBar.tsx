import { SheetStyle, classes, defineSheet } from './sheet';
import { cssVar } from './theme';

/**
 * @example
 * <ProgressBar label="导入进度" value={uploaded === null ? null : (uploaded / total) * 100} showValue />
 */
export interface ProgressBarProps {
  /** 0..100; null = indeterminate (busy, amount unknown). */
  value: number | null;
  /** Accessible name, e.g. '导入进度'. */
  label: string;
  /** Show the percentage after the bar. */
  showValue?: boolean;
  className?: string;
}

const progressSheet = defineSheet('progress', `
@keyframes sca-progress-stripes { from { background-position: 0 0; } to { background-position: 40px 0; } }
.sca-progress { display: flex; align-items: center; gap: ${cssVar.spaceSm}; width: 100%; font-size: 13px; color: ${cssVar.textSecondary}; }
.sca-progress-track { flex: 1; height: 8px; border-radius: 4px; overflow: hidden; background: ${cssVar.bgMuted}; box-shadow: inset 0 0 0 1px ${cssVar.border}; }
.sca-progress-fill { height: 100%; border-radius: 4px; background-color: ${cssVar.primary}; transition: width 0.3s; }
.sca-progress-fill[data-indeterminate] {
  background-image: linear-gradient(45deg, rgba(255,255,255,.35) 25%, transparent 25%, transparent 50%, rgba(255,255,255,.35) 50%, rgba(255,255,255,.35) 75%, transparent 75%, transparent);
  background-size: 40px 40px; animation: sca-progress-stripes 1s linear infinite;
}
@media (prefers-reduced-motion: reduce) { .sca-progress-fill { animation-duration: 4s; transition: none; } }
`);
const SHEETS = [progressSheet];

/**
 * A WAI-ARIA progressbar: a filled track for a known percentage, a moving stripe when the amount
 * of work is unknown (then aria-valuenow is left out, as the pattern asks).
 * @example
 * <ProgressBar label="导入进度" value={uploaded === null ? null : (uploaded / total) * 100} showValue />
 */
export function ProgressBar({ value, label, showValue = false, className }: ProgressBarProps) {
  const pct = value == null || Number.isNaN(value) ? null : Math.round(Math.min(100, Math.max(0, value)));
  return (
    <div className={classes('sca-progress', className)}>
      <SheetStyle sheets={SHEETS} />
      <div
        className="sca-progress-track" role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100}
        aria-valuenow={pct ?? undefined} aria-busy={pct == null || undefined}
      >
        <div className="sca-progress-fill" data-indeterminate={pct == null || undefined} style={{ width: `${pct ?? 100}%` }} />
      </div>
      {showValue && pct != null ? <span aria-hidden="true">{pct}%</span> : null}
    </div>
  );
}
