import { useId, useRef, useState } from 'react';
import type { KeyboardEvent, ReactElement } from 'react';
import { flushSync } from 'react-dom';
import { Icon } from './Icon';
import { InputBox } from './Input';
import { isInvalidField } from './fieldControl';
import { Affix, chosenOption } from './selectParts';
import type { SelectProps, SelectResume } from './selectParts';
import type { SelectComboboxProps } from './SelectCombobox';

export type { LoadOptions, SelectOption, SelectProps } from './selectParts';

// The combobox (downshift) once loaded: a page of closed filters neither downloads nor runs it.
let Combobox: ((props: SelectComboboxProps) => ReactElement) | undefined;
let loading: Promise<void> | undefined;
const loadCombobox = () => {
  loading ??= import('./SelectCombobox').then(
    (m) => { Combobox = m.SelectCombobox; },
    // A failed download (a deploy replaced the file, the network dropped) is tried again next time.
    () => { loading = undefined; },
  );
  return loading;
};

/**
 * A searchable select (a WAI-ARIA combobox on downshift): typing filters (or loads) the options and
 * highlights the first match, arrows move, Enter picks, Esc closes, Tab leaves without changing
 * the value. Loading, empty and failed states are shown in the list and announced.
 *
 * Until the user reaches the field (focus, or pointing at it to start the download) it is a light
 * input showing the chosen label: a page of filters draws its first rows sooner. The combobox then
 * takes over in place, with the focus, anything typed meanwhile and the caret where they were, and
 * opens if the user clicked, typed or pressed an arrow.
 * @example
 * <Select aria-label="所属公司" value={companyId} onChange={(id) => setCompanyId(id)} loadingText="加载中" emptyText="无数据"
 *   loadOptions={(q, signal) => api.post('/operationcenter/company/list', { name: q }, { signal }).then(toOptions)} />
 */
export function Select(props: SelectProps) {
  const [resume, setResume] = useState<SelectResume | null>(null);
  if (resume && Combobox) return <Combobox {...props} resume={resume} />;
  return <LightSelect {...props} onTakeOver={setResume} />;
}

interface LightSelectProps extends SelectProps {
  onTakeOver: (at: SelectResume) => void;
}

/** The first stage: the combobox's closed look and attributes, without its code. */
function LightSelect({
  options, value, onChange, placeholder, disabled, invalid, id, clearable, clearLabel = 'Clear',
  toggleLabel = 'Show options', className, onTakeOver, onReach,
  loadOptions: _load, loadingText: _loading, emptyText: _empty, errorText: _error, debounceMs: _debounce, ...aria
}: LightSelectProps) {
  const listId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState<string | null>(null);
  // Read when the combobox arrives, after renders this closure may not have seen.
  const dirty = useRef(false);
  const wantsOpen = useRef(false);
  const selected = chosenOption(value, options);
  const isInvalid = isInvalidField(invalid, aria['aria-invalid']);

  // Hands over once the combobox is loaded (a microtask later when it already is: never inside a
  // render or an effect that moved the focus here), if the user is still in the field. flushSync:
  // the text and caret read here are the ones the combobox starts from, no keystroke in between.
  const takeOver = () => {
    const el = input.current;
    if (!Combobox || !el || !el.isConnected || document.activeElement !== el) return;
    const at = { typed: dirty.current ? el.value : null, caret: el.selectionStart, open: wantsOpen.current };
    flushSync(() => onTakeOver(at));
  };
  const reach = () => {
    if (disabled) return;
    onReach?.();
    void loadCombobox().then(takeOver);
  };
  const ask = () => { wantsOpen.current = true; reach(); };
  const revert = () => { wantsOpen.current = false; dirty.current = false; setTyped(null); };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      ask();
    } else if (event.key === 'Escape') {
      if (typed !== null) revert();
      else if (clearable && selected) onChange(null, null);
    }
  };

  return (
    <InputBox onPointerEnter={disabled ? undefined : () => { onReach?.(); void loadCombobox(); }}
      data-invalid={isInvalid || undefined} data-disabled={disabled || undefined} className={className}>
      <input
        ref={input} id={id} role="combobox" aria-autocomplete="list" aria-expanded={false} aria-controls={listId} autoComplete="off"
        disabled={disabled} placeholder={placeholder} {...aria} aria-invalid={isInvalid || undefined}
        value={typed ?? selected?.label ?? ''}
        onFocus={reach}
        // The click that focuses the field also asks for the list, as it does in the combobox.
        onPointerDown={ask}
        onChange={(e) => { dirty.current = true; setTyped(e.target.value); ask(); }}
        onKeyDown={onKeyDown}
        onBlur={revert}
      />
      {clearable && selected && !disabled ? (
        <Affix type="button" aria-label={clearLabel} tabIndex={-1} onClick={() => onChange(null, null)}>
          <Icon name="close" size={14} />
        </Affix>
      ) : null}
      <Affix type="button" aria-label={toggleLabel} aria-controls={listId} aria-expanded={false} tabIndex={-1} disabled={disabled}
        onClick={() => { wantsOpen.current = true; input.current?.focus(); reach(); }}>
        <Icon name="chevron-down" size={14} />
      </Affix>
      {/* The listbox the input controls, empty and hidden until the combobox fills it. */}
      <div hidden><ul role="listbox" id={listId} /></div>
    </InputBox>
  );
}
