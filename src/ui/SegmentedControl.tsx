import { useRef } from 'react';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { focusRadio, radioKeyTarget, tabStop } from './radioGroup';
import { cssVar } from './theme';

/**
 * @example
 * <SegmentedControl aria-label="布局大小" value={size} onChange={setSize}
 *   options={[{ value: 'default', label: '默认' }, { value: 'medium', label: '中' }, { value: 'small', label: '小' }, { value: 'mini', label: '迷你' }]} />
 */
export interface SegmentOption<V extends string = string> {
  value: V;
  label: ReactNode;
  disabled?: boolean;
}

/**
 * @example
 * <SegmentedControl aria-label="布局大小" value={size} onChange={setSize}
 *   options={[{ value: 'default', label: '默认' }, { value: 'medium', label: '中' }, { value: 'small', label: '小' }, { value: 'mini', label: '迷你' }]} />
 */
export interface SegmentedControlProps<V extends string = string> {
  options: readonly SegmentOption<V>[];
  value: V | null;
  onChange: (value: V) => void;
  /** Accessible name of the group (or use aria-labelledby / FormField). */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  id?: string;
  className?: string;
}

const Group = styled.div`
  display: inline-flex; padding: 2px; gap: 2px; border-radius: ${cssVar.radius}; background: ${cssVar.bgMuted};
  border: 1px solid ${cssVar.border};
`;

const Segment = styled.button`
  min-height: calc(${cssVar.controlHeight} - 6px); padding: 0 14px; border: 0; border-radius: calc(${cssVar.radius} - 1px);
  background: transparent; color: ${cssVar.textSecondary}; font: inherit; font-size: ${cssVar.fontSize}; cursor: pointer; white-space: nowrap;
  &[aria-checked='true'] { background: ${cssVar.bg}; color: ${cssVar.primaryInk}; box-shadow: 0 1px 3px rgba(0, 0, 0, 0.12); }
  &:hover:not(:disabled):not([aria-checked='true']) { color: ${cssVar.text}; }
  &:focus-visible { outline: 2px solid ${cssVar.primary}; outline-offset: 1px; }
  &:disabled { opacity: 0.5; cursor: not-allowed; }
`;

/**
 * A single choice among a few options shown side by side (role=radiogroup): Tab enters on the
 * checked option, arrows move and choose, Home/End jump.
 * @example
 * <SegmentedControl aria-label="布局大小" value={size} onChange={setSize}
 *   options={[{ value: 'default', label: '默认' }, { value: 'medium', label: '中' }, { value: 'small', label: '小' }, { value: 'mini', label: '迷你' }]} />
 */
export function SegmentedControl<V extends string = string>({ options, value, onChange, className, id, ...aria }: SegmentedControlProps<V>) {
  const group = useRef<HTMLDivElement>(null);
  const disabled = options.map((o) => !!o.disabled);
  const checked = options.findIndex((o) => o.value === value);
  const stop = tabStop(checked, disabled);
  return (
    <Group ref={group} role="radiogroup" id={id} className={className} {...aria}>
      {options.map((option, index) => (
        <Segment
          key={option.value} type="button" role="radio" aria-checked={index === checked} disabled={option.disabled}
          tabIndex={index === stop ? 0 : -1}
          onClick={() => onChange(option.value)}
          onKeyDown={(e) => {
            const next = radioKeyTarget(e, index, disabled);
            if (next == null) return;
            onChange(options[next]!.value);
            focusRadio(group.current, next);
          }}
        >
          {option.label}
        </Segment>
      ))}
    </Group>
  );
}
