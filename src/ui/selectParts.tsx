/**
 * What the two stages of a `Select` share: its props, the affix buttons, how a value finds its
 * option, and what the light first stage hands to the combobox when it takes over.
 */
import type { ButtonHTMLAttributes, Ref } from 'react';
import type { FieldControlProps } from './fieldControl';
import type { LoadOptions, SelectOption } from './useAsyncOptions';

export type { LoadOptions, SelectOption };

/**
 * @example
 * <Select aria-label="所属公司" value={companyId} onChange={(id) => setCompanyId(id)} loadingText="加载中" emptyText="无数据"
 *   loadOptions={(q, signal) => api.post('/operationcenter/company/list', { name: q }, { signal }).then(toOptions)} />
 */
export interface SelectProps extends FieldControlProps {
  /** Fixed choices, filtered on the client as the user types. */
  options?: readonly SelectOption[];
  /** Remote choices for the typed text (instead of `options`): debounced, aborted, race-safe. */
  loadOptions?: LoadOptions;
  /** The chosen value, or the option itself (needed for a remote value not loaded yet). */
  value: string | SelectOption | null;
  onChange: (value: string | null, option: SelectOption | null) => void;
  placeholder?: string;
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
  /**
   * Called when the user heads for the field (points at it, focuses it), before the list opens:
   * the moment to start loading what the list will need.
   */
  onReach?: () => void;
  className?: string;
}

/**
 * Where the user was in the light input when the combobox replaced it: the combobox takes focus
 * there, with the same text and caret, and opens if the user had asked for the list.
 */
export interface SelectResume {
  /** Text typed since focusing (null: the field shows the chosen option's label). */
  typed: string | null;
  caret: number | null;
  open: boolean;
}

/**
 * A select's small button inside its box (clear, show options), drawn by the input sheet.
 * @example
 * <Affix aria-label="清除" tabIndex={-1} onClick={clear}><Icon name="close" size={14} /></Affix>
 */
export function Affix(props: ButtonHTMLAttributes<HTMLButtonElement> & { ref?: Ref<HTMLButtonElement> }) {
  return <button type="button" data-affix="select" {...props} />;
}

/** The option a value stands for: the value itself, or the fixed option with that value. */
export function chosenOption(value: SelectProps['value'], options: readonly SelectOption[] | undefined): SelectOption | null {
  if (value == null) return null;
  if (typeof value !== 'string') return value;
  return options?.find((o) => o.value === value) ?? null;
}
