import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { cssVar, visuallyHidden } from './theme';

/**
 * @example
 * <Badge dot hidden={!exporting} label="有导出任务正在进行"><IconButton icon="download" label="导出中心" /></Badge>
 * <Badge value={120} max={99}>消息</Badge>
 */
export interface BadgeProps {
  /** The element the badge sits on (an IconButton...); without it the badge stands alone inline. */
  children?: ReactNode;
  /** A count or short text; numbers above `max` show as `max+`. */
  value?: number | string;
  max?: number;
  /** A small dot instead of a value (the error-log and export-task indicators). */
  dot?: boolean;
  /** Hide the badge (and its label) without unmounting the wrapped element. */
  hidden?: boolean;
  tone?: 'danger' | 'primary' | 'success' | 'warning' | 'info';
  /** What the badge means, for screen readers (e.g. '有新的错误日志'); a dot has no text otherwise. */
  label?: string;
  className?: string;
}

const Wrap = styled.span`position: relative; display: inline-flex; vertical-align: middle;`;

const Mark = styled.sup<{ $dot: boolean; $color: string; $attached: boolean }>`
  ${(p) => (p.$attached ? 'position: absolute; top: 0; right: 0; transform: translate(40%, -30%);' : 'position: relative; top: 0;')}
  box-sizing: border-box; pointer-events: none; border: 1px solid ${cssVar.bg}; background: ${(p) => p.$color};
  color: #fff; font-size: ${cssVar.fontSizeSmall}; font-weight: 400; line-height: 16px; text-align: center; white-space: nowrap;
  ${(p) => (p.$dot ? 'width: 8px; height: 8px; border-radius: 50%;' : 'min-width: 18px; height: 18px; padding: 0 5px; border-radius: 9px;')}
`;

/**
 * A count or dot on the corner of its child. Give `label` so the meaning is announced: the dot
 * itself is drawn for sighted users only.
 * @example
 * <Badge dot hidden={!exporting} label="有导出任务正在进行"><IconButton icon="download" label="导出中心" /></Badge>
 * <Badge value={120} max={99}>消息</Badge>
 */
export function Badge({ children, value, max = 99, dot = false, hidden = false, tone = 'danger', label, className }: BadgeProps) {
  const shown = !hidden && (dot || (value != null && value !== '' && value !== 0));
  const text = typeof value === 'number' && value > max ? `${max}+` : value;
  const mark = shown ? (
    <>
      <Mark $dot={dot} $color={dot ? cssVar[tone] : cssVar[`${tone}Ink`]} $attached={children != null} aria-hidden="true" data-badge={dot ? 'dot' : 'value'}>
        {dot ? null : text}
      </Mark>
      {label ? <span style={visuallyHidden}>{label}</span> : null}
    </>
  ) : null;
  return (
    <Wrap className={className}>
      {children}
      {mark}
    </Wrap>
  );
}
