import { useCallback, useRef } from 'react';
import { styled } from 'styled-components';
import { Icon } from './Icon';
import { focusRadio, radioKeyTarget, tabStop } from './radioGroup';
import { cssVar } from './theme';

/**
 * @example
 * <ColorSwatchPicker aria-label="主题色" customLabel="自定义颜色" value={theme} onChange={setTheme}
 *   colors={[{ value: '#409EFF', label: '默认蓝' }, { value: '#13C2C2', label: '青色' }, { value: '#11A983', label: '翠绿' }]} />
 */
export interface ColorSwatch {
  value: string;
  /** Spoken name of the colour (e.g. '拂晓蓝'); default: the value. */
  label?: string;
}

/**
 * @example
 * <ColorSwatchPicker aria-label="主题色" customLabel="自定义颜色" value={theme} onChange={setTheme}
 *   colors={[{ value: '#409EFF', label: '默认蓝' }, { value: '#13C2C2', label: '青色' }, { value: '#11A983', label: '翠绿' }]} />
 */
export interface ColorSwatchPickerProps {
  colors: readonly (string | ColorSwatch)[];
  value: string | null;
  onChange: (color: string) => void;
  /** Accessible name of the group (e.g. '主题色'). */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  /** Adds a free colour input with this accessible name (e.g. '自定义颜色'). */
  customLabel?: string;
  className?: string;
}

const Row = styled.div`display: inline-flex; flex-wrap: wrap; align-items: center; gap: ${cssVar.spaceSm};`;

const Swatch = styled.button<{ $color: string }>`
  display: inline-flex; align-items: center; justify-content: center; width: 28px; height: 28px; padding: 0;
  border: 1px solid rgba(0, 0, 0, 0.12); border-radius: ${cssVar.radius}; background: ${(p) => p.$color};
  color: #fff; cursor: pointer;
  svg { filter: drop-shadow(0 0 1px rgba(0, 0, 0, 0.8)); }
  &:focus-visible { outline: 2px solid ${cssVar.text}; outline-offset: 2px; }
`;

const Custom = styled.input`
  width: 32px; height: 30px; padding: 0; border: 1px solid ${cssVar.border}; border-radius: ${cssVar.radius};
  background: none; cursor: pointer;
  &:focus-visible { outline: 2px solid ${cssVar.primary}; outline-offset: 2px; }
`;

const same = (a: string | null, b: string) => a != null && a.toLowerCase() === b.toLowerCase();

/**
 * The theme colour choice: a radiogroup of swatches (arrows move and pick, the checked swatch
 * carries a ✓ so the choice does not rely on colour alone), plus an optional free colour input.
 * @example
 * <ColorSwatchPicker aria-label="主题色" customLabel="自定义颜色" value={theme} onChange={setTheme}
 *   colors={[{ value: '#409EFF', label: '默认蓝' }, { value: '#13C2C2', label: '青色' }, { value: '#11A983', label: '翠绿' }]} />
 */
export function ColorSwatchPicker({ colors, value, onChange, customLabel, className, ...aria }: ColorSwatchPickerProps) {
  const group = useRef<HTMLDivElement>(null);
  const latest = useRef(onChange);
  latest.current = onChange;
  // The native `change` event fires once the user commits a colour; React's onChange fires on every
  // drag step, which would recolour (and announce '换肤成功') dozens of times.
  const bindCustom = useCallback((input: HTMLInputElement | null) => {
    if (!input) return;
    const commit = () => latest.current(input.value);
    input.addEventListener('change', commit);
    return () => input.removeEventListener('change', commit);
  }, []);
  const swatches = colors.map((c) => (typeof c === 'string' ? { value: c, label: c } : { value: c.value, label: c.label ?? c.value }));
  const disabled = swatches.map(() => false);
  const checked = swatches.findIndex((s) => same(value, s.value));
  const stop = tabStop(checked, disabled);
  return (
    <Row className={className}>
      <Row ref={group} role="radiogroup" {...aria}>
        {swatches.map((swatch, index) => (
          <Swatch
            key={swatch.value} type="button" role="radio" aria-checked={index === checked} aria-label={swatch.label}
            title={swatch.label} $color={swatch.value} tabIndex={index === stop ? 0 : -1}
            onClick={() => onChange(swatch.value)}
            onKeyDown={(e) => {
              const next = radioKeyTarget(e, index, disabled);
              if (next == null) return;
              onChange(swatches[next]!.value);
              focusRadio(group.current, next);
            }}
          >
            {index === checked ? <Icon name="check" size={16} /> : null}
          </Swatch>
        ))}
      </Row>
      {customLabel ? (
        <Custom
          ref={bindCustom} key={value ?? ''} type="color" aria-label={customLabel} title={customLabel}
          defaultValue={value && /^#[0-9a-f]{6}$/i.test(value) ? value.toLowerCase() : '#409eff'}
        />
      ) : null}
    </Row>
  );
}
