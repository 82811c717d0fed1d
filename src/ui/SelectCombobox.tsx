/**
 * The second stage of a `Select`: the downshift combobox, loaded when the user first reaches the
 * field (see `Select`), or rendered directly by a caller that wants it at once.
 */
import { useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useCombobox } from 'downshift';
import { styled } from 'styled-components';
import { Icon } from './Icon';
import { InputBox } from './Input';
import { isInvalidField } from './fieldControl';
import { Affix } from './selectParts';
import { SelectPopup } from './SelectPopup';
import type { SelectProps, SelectResume } from './selectParts';
import { cssVar } from './theme';
import { useAsyncOptions } from './useAsyncOptions';
import type { SelectOption } from './useAsyncOptions';

export interface SelectComboboxProps extends SelectProps {
  /** Set when it replaces the light first stage the user was in (see `Select`). */
  resume?: SelectResume | null;
}

const Option = styled.li`
  display: flex; align-items: center; justify-content: space-between; gap: ${cssVar.spaceSm}; padding: 0 20px;
  min-height: 34px; cursor: pointer; color: ${cssVar.text};
  &[data-selected] { color: ${cssVar.primaryInk}; font-weight: 600; }
  &[data-active] { background: ${cssVar.bgMuted}; }
  &[aria-disabled='true'] { color: #A8ABB2; cursor: not-allowed; }
`;

const matches = (option: SelectOption, query: string) => option.label.toLowerCase().includes(query.trim().toLowerCase());

/**
 * A searchable select (downshift combobox, WAI-ARIA): typing filters (or loads) the options and
 * highlights the first match, arrows move, Enter picks, Esc closes, Tab leaves without changing
 * the value. Loading, empty and failed states are shown in the list and announced. Pages use
 * `Select`, which shows a light input until the user reaches the field and then renders this.
 * @example
 * <SelectCombobox aria-label="所属公司" value={companyId} onChange={(id) => setCompanyId(id)} loadingText="加载中" emptyText="无数据"
 *   loadOptions={(q, signal) => api.post('/operationcenter/company/list', { name: q }, { signal }).then(toOptions)} />
 */
export function SelectCombobox({
  options, loadOptions, value, onChange, placeholder, disabled, invalid, id, clearable, clearLabel = 'Clear',
  toggleLabel = 'Show options', loadingText = 'Loading…', emptyText = 'No data', errorText = 'Failed to load',
  debounceMs = 250, className, resume, onReach: _reach, ...aria
}: SelectComboboxProps) {
  const [query, setQuery] = useState(resume?.typed ?? '');
  const [open, setOpen] = useState(!!resume?.open);
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
      initialIsOpen: !!resume?.open,
      initialInputValue: resume?.typed ?? undefined,
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

  // Taking over from the light input: focus, text and caret stay where the user left them.
  const input = useRef<HTMLInputElement>(null);
  const [layered, setLayered] = useState(false);
  const resumed = useRef(resume);
  useLayoutEffect(() => {
    const at = resumed.current;
    const el = input.current;
    if (!at || !el) return;
    el.focus();
    if (at.caret !== null) el.setSelectionRange(at.caret, at.caret);
    if (at.open) setLayered(true);
  }, []);

  const box = useRef<HTMLElement>(null);
  // Opening mounts the popup in the same render; but not when the combobox mounts open (taking
  // over from the light input): the box's ref is attached after the popup's layout effects, so
  // the popup mounts in the layout effect above, with its anchor in place.
  if (isOpen && !layered && !resume?.open) setLayered(true);
  const loading = !!loadOptions && remote.loading;
  const note = !isOpen ? null : loading ? loadingText : loadOptions && remote.failed ? errorText : items.length === 0 ? emptyText : null;
  const isInvalid = isInvalidField(invalid, aria['aria-invalid']);

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
    <InputBox ref={box} data-invalid={isInvalid || undefined} data-disabled={disabled || undefined} className={className}>
      <input
        {...getInputProps({
          ref: input, disabled, placeholder, ...aria, 'aria-invalid': isInvalid || undefined, 'aria-busy': loading || undefined,
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
          open it waits here, hidden; from then on it lives in the positioned popup. */}
      {layered ? <SelectPopup open={isOpen} anchor={box} note={note}>{menu}</SelectPopup> : parked}
    </InputBox>
  );
}
