import type { ReactNode } from 'react';
import { SheetStyle, classes, defineSheet } from './sheet';

/**
 * @example
 * <Tag tone="success">已取餐</Tag>
 */
export type TagTone = 'success' | 'info' | 'warning' | 'danger' | 'grey' | 'purple' | 'primary';

// Element-style light tags (000 section 4 colours): text, tint background, border. The text is a
// shade darker than Element's so 12px labels keep a 4.5:1 contrast (axe AA).
const TONES: Record<TagTone, [string, string, string]> = {
  success: ['#3B7A1F', '#F0F9EB', '#E1F3D8'],
  info: ['#2B6CB0', '#ECF5FF', '#D9ECFF'],
  primary: ['#2B6CB0', '#ECF5FF', '#D9ECFF'],
  warning: ['#8A5A10', '#FDF6EC', '#FAECD8'],
  danger: ['#B23B3B', '#FEF0F0', '#FDE2E2'],
  grey: ['#5C5F66', '#F4F4F5', '#E9E9EB'],
  purple: ['#6A3DB8', '#F4EEFC', '#E6DAF8'],
};

/**
 * A tag's look, one rule per tone (selected by data-tone): for `Tag`, and for the tags of grid cells (`cellTag`).
 * @example
 * <><SheetStyle sheets={[tagSheet]} /><span className="sca-tag" data-tone="success">启用</span></>
 */
export const tagSheet = defineSheet('tag', `
.sca-tag {
  display: inline-flex; align-items: center; height: 22px; padding: 0 8px; border-radius: 4px; font-size: 12px;
  line-height: 1; white-space: nowrap; border: 1px solid transparent;
}
${(Object.keys(TONES) as TagTone[])
    .map((tone) => `.sca-tag[data-tone='${tone}'] { color: ${TONES[tone][0]}; background: ${TONES[tone][1]}; border-color: ${TONES[tone][2]}; }`)
    .join('\n')}
`);
const SHEETS = [tagSheet];

/**
 * @example
 * <Tag tone="success">已取餐</Tag>
 */
export interface TagProps {
  tone?: TagTone;
  children: ReactNode;
  className?: string;
}

/**
 * A coloured status label (the status cells of lists and details).
 * @example
 * <Tag tone="success">已取餐</Tag>
 */
export function Tag({ tone = 'info', children, className }: TagProps) {
  return (
    <>
      <SheetStyle sheets={SHEETS} />
      <span className={classes('sca-tag', className)} data-tone={tone}>{children}</span>
    </>
  );
}

/**
 * A tag as a bare span, for grid cells: the grid draws the tag sheet once, so a row's status costs
 * no component (a page mounts a tag per row and per status column). Outside a grid, use `Tag`.
 * @example
 * const cell = cellTag('success', '已取餐'); // made once per value, shared by every row showing it
 */
export function cellTag(tone: TagTone, children: ReactNode): ReactNode {
  return <span className="sca-tag" data-tone={tone}>{children}</span>;
}
