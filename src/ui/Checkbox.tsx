import { useLayoutEffect, useRef } from 'react';
import type { CSSProperties, InputHTMLAttributes, ReactNode, Ref } from 'react';
import { SheetStyle, classes, defineSheet } from './sheet';
import { mergeRefs } from './slot';
import { cssVar } from './theme';

/**
 * @example
 * <Checkbox checked={all} indeterminate={some && !all} onChange={toggleAll} aria-label="全选" />
 * <Checkbox checked={visible} onChange={setVisible} label="手机号" />
 */
export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'onChange'> {
  checked: boolean;
  /** The "some but not all" state of a select-all box; announced as mixed. */
  indeterminate?: boolean;
  onChange: (checked: boolean) => void;
  /** Visible text after the box (it also names the checkbox). */
  label?: ReactNode;
  /** Accessible name when there is no visible `label` (a table row's box). */
  'aria-label'?: string;
  /** Class and style of the outer label; the other props go to the input. */
  className?: string;
  style?: CSSProperties;
  ref?: Ref<HTMLInputElement>;
}

// The real input lies transparent over the drawn box: clicks, focus and screen readers use the
// native control, so checked/mixed/disabled states are announced with no ARIA of our own.
export const checkboxSheet = defineSheet('checkbox', `
.sca-checkbox {
  display: inline-flex; align-items: center; gap: ${cssVar.spaceSm}; max-width: 100%; vertical-align: middle;
  font-size: ${cssVar.fontSize}; color: ${cssVar.text}; cursor: pointer; user-select: none;
}
.sca-checkbox[data-disabled] { cursor: not-allowed; opacity: 0.6; }
.sca-checkbox > span:last-child:not(:first-child) { overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
.sca-checkbox-box { position: relative; display: inline-flex; flex: none; width: 14px; height: 14px; }
.sca-checkbox-box input { position: absolute; inset: 0; width: 100%; height: 100%; margin: 0; opacity: 0; cursor: inherit; }
.sca-checkbox-box input + span {
  box-sizing: border-box; width: 14px; height: 14px; border: 1px solid ${cssVar.border}; border-radius: 2px;
  background: ${cssVar.bg}; transition: background-color .15s, border-color .15s; pointer-events: none;
}
.sca-checkbox-box input:hover:not(:disabled) + span { border-color: ${cssVar.primary}; }
.sca-checkbox-box input:checked + span, .sca-checkbox-box input:indeterminate + span { background: ${cssVar.primary}; border-color: ${cssVar.primary}; }
.sca-checkbox-box input:checked:not(:indeterminate) + span::after {
  content: ''; position: absolute; left: 4.5px; top: 1.5px; width: 3px; height: 7px;
  border: solid ${cssVar.primaryText}; border-width: 0 1.5px 1.5px 0; transform: rotate(45deg);
}
.sca-checkbox-box input:indeterminate + span::after {
  content: ''; position: absolute; left: 3px; right: 3px; top: 6px; height: 2px; background: ${cssVar.primaryText};
}
.sca-checkbox-box input:disabled + span { background: ${cssVar.bgMuted}; }
.sca-checkbox-box input:focus-visible + span { outline: 2px solid ${cssVar.primary}; outline-offset: 1px; }
`);
const SHEETS = [checkboxSheet];

/**
 * A checkbox drawn like Element's, on a real `<input type="checkbox">`; `indeterminate` shows
 * the dash of a partly selected group.
 * @example
 * <Checkbox checked={all} indeterminate={some && !all} onChange={toggleAll} aria-label="全选" />
 * <Checkbox checked={visible} onChange={setVisible} label="手机号" />
 */
export function Checkbox({ checked, indeterminate = false, onChange, label, className, style, disabled, ref, ...rest }: CheckboxProps) {
  const own = useRef<HTMLInputElement>(null);
  // `indeterminate` exists only as a DOM property, and a click clears it: re-apply it every render.
  useLayoutEffect(() => {
    if (own.current) own.current.indeterminate = indeterminate;
  });
  return (
    <label className={classes('sca-checkbox', className)} style={style} data-disabled={disabled || undefined}>
      <SheetStyle sheets={SHEETS} />
      <span className="sca-checkbox-box">
        <input
          ref={mergeRefs(own, ref)} type="checkbox" checked={checked} disabled={disabled}
          onChange={(e) => onChange(e.target.checked)} {...rest}
        />
        <span aria-hidden="true" />
      </span>
      {label != null ? <span>{label}</span> : null}
    </label>
  );
}
