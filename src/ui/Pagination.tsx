import { useState } from 'react';
import { Icon } from './Icon';
import { SheetStyle, classes, defineSheet } from './sheet';
import { cssVar } from './theme';

export interface PaginationLabels {
  /** Default `Total ${n}`. */
  total?: (total: number) => string;
  /** Accessible name of the previous-page button; default 'Previous page'. */
  prev?: string;
  next?: string;
  /** Text of each page-size option; default `${n} / page`. */
  pageSize?: (n: number) => string;
  /** Accessible name of a page button; default `Page ${n}`. */
  page?: (n: number) => string;
  /** Label of the go-to-page input; default 'Go to'. */
  jumpTo?: string;
  /** Accessible name of the whole navigation; default 'Pagination'. */
  nav?: string;
  /** Accessible name of the page-size select; default 'Page size'. */
  pageSizeSelect?: string;
  /** The total when it is a lower bound; default `Total ${n}+`. */
  totalAtLeast?: (total: number) => string;
  /** The button asking for the exact total; default 'Count all'. */
  countExactly?: string;
}

/**
 * @example
 * <Pagination page={page} pageSize={size} total={data.total} onChange={(p, s) => setQuery({ ...query, page: p, size: s })}
 *   labels={{ total: (n) => `共 ${n} 条`, pageSize: (n) => `${n}条/页`, jumpTo: '前往', nav: '分页', prev: '上一页', next: '下一页', page: (n) => `第 ${n} 页` }} />
 */
export interface PaginationProps {
  /** 1-based. */
  page: number;
  pageSize: number;
  total: number;
  /** False: more rows than `total` match (the server stopped counting); the pager says "n+" and still pages on. */
  totalExact?: boolean;
  /** With an inexact total, whether a page follows the current one (e.g. the current page is full). */
  hasMore?: boolean;
  /** With an inexact total, offered as a button that asks for the exact count. */
  onCountExactly?: () => void;
  /** Default [10, 20, 50, 100]. */
  pageSizes?: readonly number[];
  /** Changing the size goes back to page 1. */
  onChange: (page: number, pageSize: number) => void;
  disabled?: boolean;
  labels?: PaginationLabels;
  className?: string;
}

const DEFAULT_SIZES = [10, 20, 50, 100] as const;
/** Page buttons shown at most, ellipses included (Element's pager-count). */
const PAGER_COUNT = 7;

// Page buttons, the size select and the jump field are plain elements drawn by this one sheet.
const pagerSheet = defineSheet('pager', `
.sca-pager { display: flex; flex-wrap: wrap; align-items: center; gap: ${cssVar.spaceSm}; font-size: ${cssVar.fontSize}; color: ${cssVar.text}; }
.sca-pager ul { display: flex; gap: ${cssVar.spaceXs}; margin: 0; padding: 0; list-style: none; }
.sca-pager li[aria-hidden] { min-width: 30px; line-height: 28px; text-align: center; color: ${cssVar.textSecondary}; }
.sca-pager select, .sca-pager input {
  box-sizing: border-box; height: 28px; border: 1px solid ${cssVar.border}; border-radius: ${cssVar.radius};
  background: ${cssVar.bg}; color: inherit; font: inherit; font-size: 13px;
}
.sca-pager select { padding: 0 6px; }
.sca-pager input { width: 56px; padding: 0 6px; text-align: center; }
.sca-pager select:focus-visible, .sca-pager input:focus-visible { outline: 2px solid ${cssVar.primary}; outline-offset: 1px; }
.sca-pager label { display: inline-flex; align-items: center; gap: 6px; color: ${cssVar.textSecondary}; }
.sca-pager button {
  box-sizing: border-box; min-width: 30px; height: 28px; padding: 0 6px; border: 0; border-radius: 2px;
  background: ${cssVar.bgMuted}; color: ${cssVar.text}; font: inherit; font-size: 13px; font-weight: 600; cursor: pointer;
  display: inline-flex; align-items: center; justify-content: center;
}
.sca-pager button:hover:not(:disabled) { color: ${cssVar.primaryInk}; }
.sca-pager button[aria-current='page'] { background: ${cssVar.primaryFill}; color: ${cssVar.primaryText}; }
.sca-pager button:focus-visible { outline: 2px solid ${cssVar.primary}; outline-offset: 1px; }
.sca-pager button:disabled { color: #A8ABB2; cursor: not-allowed; }
.sca-pager-total { color: ${cssVar.textSecondary}; }
.sca-pager .sca-pager-count { min-width: 0; padding: 0 ${cssVar.spaceSm}; }
`);
const SHEETS = [pagerSheet];

/** The page numbers to show, `null` standing for an ellipsis (Element's pager): 1 … 4 5 6 7 8 … 20. */
export function pageItems(page: number, pageCount: number): (number | null)[] {
  const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);
  if (pageCount <= PAGER_COUNT) return range(1, pageCount);
  const half = Math.floor(PAGER_COUNT / 2);
  if (page <= PAGER_COUNT - half) return [...range(1, PAGER_COUNT - 1), null, pageCount];
  if (page >= pageCount - half) return [1, null, ...range(pageCount - PAGER_COUNT + 2, pageCount)];
  return [1, null, ...range(page - half + 1, page + half - 1), null, pageCount];
}

/**
 * Element-style pagination: the total, a page-size select, previous/next, page numbers with
 * ellipses (the current one has aria-current="page") and a go-to-page field that clamps what is
 * typed to the valid range (Enter or leaving the field commits it).
 * @example
 * <Pagination page={page} pageSize={size} total={data.total} onChange={(p, s) => setQuery({ ...query, page: p, size: s })}
 *   labels={{ total: (n) => `共 ${n} 条`, pageSize: (n) => `${n}条/页`, jumpTo: '前往', nav: '分页', prev: '上一页', next: '下一页', page: (n) => `第 ${n} 页` }} />
 */
export function Pagination({
  page, pageSize, total, totalExact = true, hasMore = false, onCountExactly, pageSizes = DEFAULT_SIZES, onChange, disabled = false, labels = {}, className,
}: PaginationProps) {
  const counted = Math.max(1, Math.ceil(total / pageSize));
  // Past the counted rows the pages go on as long as they are full: the user pages on, one at a time.
  const pageCount = totalExact ? counted : Math.max(counted, page + (hasMore ? 1 : 0));
  const current = Math.min(Math.max(1, page), pageCount);
  const sizes = pageSizes.includes(pageSize) ? pageSizes : [...pageSizes, pageSize].sort((a, b) => a - b);
  const pageLabel = labels.page ?? ((n: number) => `Page ${n}`);
  const [draft, setDraft] = useState<string | null>(null);

  const go = (to: number) => { if (to !== current) onChange(to, pageSize); };
  const commit = () => {
    if (draft == null) return;
    const n = Math.trunc(Number(draft));
    setDraft(null);
    if (draft.trim() === '' || !Number.isFinite(n)) return;
    go(Math.min(Math.max(1, n), pageCount));
  };

  return (
    <nav aria-label={labels.nav ?? 'Pagination'} className={classes('sca-pager', className)}>
      <SheetStyle sheets={SHEETS} />
      <span className="sca-pager-total">
        {totalExact ? (labels.total ?? ((n: number) => `Total ${n}`))(total) : (labels.totalAtLeast ?? ((n: number) => `Total ${n}+`))(total)}
      </span>
      {!totalExact && onCountExactly ? (
        <button type="button" className="sca-pager-count" disabled={disabled} onClick={onCountExactly}>{labels.countExactly ?? 'Count all'}</button>
      ) : null}
      <select
        aria-label={labels.pageSizeSelect ?? 'Page size'} value={pageSize} disabled={disabled}
        onChange={(e) => onChange(1, Number(e.target.value))}
      >
        {sizes.map((n) => <option key={n} value={n}>{(labels.pageSize ?? ((s: number) => `${s} / page`))(n)}</option>)}
      </select>
      <button type="button" aria-label={labels.prev ?? 'Previous page'} disabled={disabled || current <= 1} onClick={() => go(current - 1)}>
        <Icon name="chevron-left" size={14} />
      </button>
      <ul>
        {pageItems(current, pageCount).map((n, i) =>
          n == null ? <li key={`gap${i}`} aria-hidden="true">…</li> : (
            <li key={n}>
              <button type="button" aria-label={pageLabel(n)} aria-current={n === current ? 'page' : undefined} disabled={disabled} onClick={() => go(n)}>
                {n}
              </button>
            </li>
          ))}
      </ul>
      <button type="button" aria-label={labels.next ?? 'Next page'} disabled={disabled || current >= pageCount} onClick={() => go(current + 1)}>
        <Icon name="chevron-right" size={14} />
      </button>
      <label>
        {labels.jumpTo ?? 'Go to'}
        <input
          type="number" min={1} max={pageCount} inputMode="numeric" disabled={disabled}
          value={draft ?? String(current)} onChange={(e) => setDraft(e.target.value)} onBlur={commit}
          onKeyDown={(e) => { if (e.key === 'Enter') { e.preventDefault(); commit(); } }}
        />
      </label>
    </nav>
  );
}
