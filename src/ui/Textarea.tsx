import { useId, useState } from 'react';
import type { Ref, TextareaHTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { isInvalidField } from './fieldControl';
import { cssVar } from './theme';

/**
 * @example
 * <FormField label="备注"><Textarea rows={4} maxLength={200} showCount value={remark} onChange={(e) => setRemark(e.target.value)} /></FormField>
 */
export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  /** Red border and aria-invalid (FormField sets aria-invalid itself when it shows an error). */
  invalid?: boolean;
  /** Show the length under the text, as `12/200` when `maxLength` is set. */
  showCount?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

const Wrap = styled.span`display: block; position: relative; width: 100%;`;

const Area = styled.textarea<{ $invalid: boolean; $count: boolean }>`
  display: block; box-sizing: border-box; width: 100%; min-height: 72px; resize: vertical; margin: 0;
  padding: 6px 10px ${(p) => (p.$count ? '22px' : '6px')}; border-radius: ${cssVar.radius};
  border: 1px solid ${(p) => (p.$invalid ? cssVar.danger : cssVar.border)};
  background: ${cssVar.bg}; color: ${cssVar.text}; font: inherit; font-size: ${cssVar.fontSize}; line-height: 1.5;
  transition: border-color 0.2s;
  &::placeholder { color: ${cssVar.textPlaceholder}; }
  &:hover { border-color: ${(p) => (p.$invalid ? cssVar.danger : '#C0C4CC')}; }
  &:focus { outline: 2px solid transparent; border-color: ${(p) => (p.$invalid ? cssVar.danger : cssVar.primary)}; box-shadow: 0 0 0 2px ${cssVar.primaryLight}; }
  &:disabled { background: ${cssVar.bgMuted}; cursor: not-allowed; }
`;

const Count = styled.span`
  position: absolute; right: 10px; bottom: 4px; font-size: ${cssVar.fontSizeSmall}; line-height: 16px; color: ${cssVar.textSecondary};
  pointer-events: none;
`;

/**
 * A multi-line text input styled like `Input`; `showCount` shows the length (and the limit from
 * `maxLength`), which screen readers hear as the field's description.
 * @example
 * <FormField label="备注"><Textarea rows={4} maxLength={200} showCount value={remark} onChange={(e) => setRemark(e.target.value)} /></FormField>
 */
export function Textarea({ invalid, showCount, className, style, onChange, maxLength, ...rest }: TextareaProps) {
  const countId = useId();
  // Uncontrolled use still needs a live count, so track the length of what was typed.
  const [typed, setTyped] = useState(String(rest.defaultValue ?? ''));
  const length = (rest.value != null ? String(rest.value) : typed).length;
  const isInvalid = isInvalidField(invalid, rest['aria-invalid']);
  const describedBy = [rest['aria-describedby'], showCount ? countId : null].filter(Boolean).join(' ') || undefined;
  return (
    <Wrap className={className}>
      <Area
        $invalid={isInvalid} $count={!!showCount} style={style} maxLength={maxLength} {...rest}
        aria-invalid={isInvalid || undefined} aria-describedby={describedBy}
        onChange={(e) => { setTyped(e.target.value); onChange?.(e); }}
      />
      {showCount ? (
        <Count id={countId}>
          {maxLength != null ? `${length}/${maxLength}` : length}
        </Count>
      ) : null}
    </Wrap>
  );
}
