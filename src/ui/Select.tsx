import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useCombobox } from 'downshift';
import { styled } from 'styled-components';
import { Icon } from './Icon';
import { InputBox } from './Input';
import { lazyNamed } from './lazyNamed';
import { cssVar } from './theme';
import { useAsyncOptions } from './useAsyncOptions';
import type { LoadOptions, SelectOption } from './useAsyncOptions';

export type { LoadOptions, SelectOption };

export interface SelectProps {
  /** Fixed choices, filtered on the client as the user types. */
  options?: readonly SelectOption[];
  /** Remote choices for the typed text (instead of `options`): debounced, aborted, race-safe. */
  loadOptions?: LoadOptions;
  /** The chosen value, or the option itself (needed for a remote value not loaded yet). */
  value: string | SelectOption | null;
  onChange: (value: string | null, option: SelectOption | null) => void;
  placeholder?: string;
  disabled?: boolean;
  invalid?: boolean;
  /** Id of the input (FormField sets it). */
  id?: string;
  'aria-label'?: string;
  'aria-labelledby'?: string;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean | 'true' | 'false';
  'aria-required'?: boolean;
  /** Shows a × that clears the value (its accessible name: `clearLabel`, default 'Clear'). */
  clearable?: boolean;
  clearLabel?: string;
  /** Accessible name of the ▾ button (default 'Show options'). */
  toggleLabel?: string;
  loadingText?: string;
  emptyText?: string;
  errorText?: string;
  /** Pause after typing before `loadOptions` runs (default 250 ms). */
  debounceMs?: number;
  className?: string;
}

const Option = styled.li`
  display: flex; align-items: center; justify-content: space-between; gap: 8px; padding: 0 20px;
  min-height: 34px; cursor: pointer; color: ${cssVar.text};
  &[data-selected] { color: ${cssVar.primary}; font-weight: 600; }
  &[data-active] { background: ${cssVar.bgMuted}; }
  &[aria-disabled='true'] { color: #A8ABB2; cursor: not-allowed; }
`;

const Affix = styled.button`
  display: inline-flex; padding: 2px; margin-right: -4px; border: 0; background: none; color: ${cssVar.textSecondary}; cursor: pointer;
  &:hover { color: ${cssVar.primary}; }
`;

const SelectPopup = lazyNamed(() => import('./SelectPopup'), 'SelectPopup');

const matches = (option: SelectOption, query: string) => option.label.toLowerCase().includes(query.trim().toLowerCase());

/**
 * A searchable select (downshift combobox, WAI-ARIA): typing filters (or loads) the options and
 * highlights the first match, arrows move, Enter picks, Esc closes, Tab leaves without changing
 * the value. Loading, empty and failed states are shown in the list and announced.
 * @example
 * <Select aria-label="所属公司" value={companyId} onChange={(id) => setCompanyId(id)} loadingText="加载中" emptyText="无数据"
 *   loadOptions={(q, signal) => api.post('/operationcenter/company/list', { name: q }, { signal }).then(toOptions)} />
 */
export function Select({
  options, loadOptions, value, onChange, placeholder, disabled, invalid, id, clearable, clearLabel = 'Clear',
  toggleLabel = 'Show options', loadingText = 'Loading…', emptyText = 'No data', errorText = 'Failed to load',
  debounceMs = 250, className, ...aria
}: SelectProps) {
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState(false);
  const remote = useAsyncOptions(loadOptions, query, open, debounceMs);
  const items = useMemo(
    () => (loadOptions ? remote.options : (options ?? []).filter((o) => !query || matches(o, query))),
    [loadOptions, remote.options, options, query],
  );

  // Remember every option seen, so a string value keeps its label after the list changes.
  const known = useRef(new Map<string, SelectOption>());
  for (const o of options ?? []) known.current.set(o.value, o);
  for (const o of remote.options) known.current.set(o.value, o);
  const selected = value == null ? null : typeof value === 'string' ? (known.current.get(value) ?? null) : value;

  const { isOpen, highlightedIndex, getInputProps, getMenuProps, getItemProps, getToggleButtonProps, selectItem, setHighlightedIndex, setInputValue } =
    useCombobox<SelectOption>({
      items: [...items],
      selectedItem: selected,
      // Identity changes when options are re-created; only a different value is a new selection.
      itemToKey: (o) => o?.value ?? null,
      itemToString: (o) => o?.label ?? '',
      isItemDisabled: (o) => !!o?.disabled,
      inputId: id,
      labelId: aria['aria-labelledby'],
      onIsOpenChange: ({ isOpen: next }) => { setOpen(!!next); if (!next) setQuery(''); },
      onInputValueChange: ({ inputValue, type }) => {
        if (type === useCombobox.stateChangeTypes.InputChange) setQuery(inputValue ?? '');
      },
      onSelectedItemChange: ({ selectedItem }) => onChange(selectedItem?.value ?? null, selectedItem ?? null),
      stateReducer: (state, { type, changes }) => {
        const keep = { ...changes, selectedItem: state.selectedItem, inputValue: state.selectedItem?.label ?? '' };
        // Leaving the field never picks an option by accident, and Esc never clears the value
        // (only the × does): in both cases the text reverts to the chosen option.
        if (type === useCombobox.stateChangeTypes.InputBlur) return keep;
        if (type === useCombobox.stateChangeTypes.InputKeyDownEscape && (state.isOpen || !clearable)) return keep;
        return changes;
      },
    });

  // A chosen value whose label arrives later (a remote option, '#14' until loaded) shows the new label.
  // Only a new label for the same value does this: text the user is typing stays as typed.
  const selectedValue = selected?.value ?? null;
  const selectedLabel = selected?.label ?? '';
  const shown = useRef({ value: selectedValue, label: selectedLabel });
  useEffect(() => {
    const before = shown.current;
    shown.current = { value: selectedValue, label: selectedLabel };
    if (before.value === selectedValue && before.label !== selectedLabel && selectedValue !== null && !isOpen) setInputValue(selectedLabel);
  }, [selectedValue, selectedLabel, isOpen, setInputValue]);

  // Typing (or its remote answer arriving) highlights the first enabled match, so Enter picks it.
  useEffect(() => {
    if (!isOpen || !query) return;
    const first = items.findIndex((o) => !o.disabled);
    setHighlightedIndex(first);
  }, [isOpen, query, items, setHighlightedIndex]);

  const box = useRef<HTMLElement>(null);
  const [layered, setLayered] = useState(false);
  if (isOpen && !layered) setLayered(true);
  const loading = !!loadOptions && remote.loading;
  const note = !isOpen ? null : loading ? loadingText : loadOptions && remote.failed ? errorText : items.length === 0 ? emptyText : null;
  const isInvalid = invalid || aria['aria-invalid'] === true || aria['aria-invalid'] === 'true';

  const menu = (
    // Mounted in one place or the other, so downshift's mount-time ref check would misfire.
    <ul {...getMenuProps({}, { suppressRefError: true })}>
      {isOpen && !loading
        ? items.map((item, index) => (
            <Option key={item.value} data-active={highlightedIndex === index || undefined} data-selected={selected?.value === item.value || undefined} {...getItemProps({ item, index })}>
              {item.label}
              {selected?.value === item.value ? <Icon name="check" /> : null}
            </Option>
          ))
        : null}
    </ul>
  );

  const parked = <div hidden>{menu}</div>;

  return (
    <InputBox ref={box} onPointerEnter={SelectPopup.preload} onFocus={SelectPopup.preload} data-invalid={isInvalid || undefined} data-disabled={disabled || undefined} className={className}>
      <input
        {...getInputProps({
          disabled, placeholder, ...aria, 'aria-invalid': isInvalid || undefined, 'aria-busy': loading || undefined,
          // Esc that closes the list must not also close an enclosing dialog.
          onKeyDown: (e) => { if (e.key === 'Escape' && isOpen) e.stopPropagation(); },
          // Downshift only handles blur while the list is open; typed text must not outlive it either.
          onBlur: () => { if (!isOpen) setInputValue(selected?.label ?? ''); },
        })}
      />
      {clearable && selected && !disabled ? (
        <Affix type="button" aria-label={clearLabel} tabIndex={-1} onClick={() => selectItem(null)}>
          <Icon name="close" size={14} />
        </Affix>
      ) : null}
      <Affix type="button" {...getToggleButtonProps({ disabled, 'aria-label': toggleLabel })}>
        <Icon name="chevron-down" size={14} style={{ transform: isOpen ? 'rotate(180deg)' : undefined, transition: 'transform .2s' }} />
      </Affix>
      {/* The listbox is always in the document (the input's aria-controls names it). Until the first
          open it waits here, hidden; from then on it lives in the positioned popup, loaded on first use. */}
      {layered ? (
        <Suspense fallback={parked}>
          <SelectPopup open={isOpen} anchor={box} note={note}>{menu}</SelectPopup>
        </Suspense>
      ) : parked}
    </InputBox>
  );
}
