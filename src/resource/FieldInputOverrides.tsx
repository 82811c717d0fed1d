import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { FieldInputProps } from './PlainFieldInput';

/** Form controls by ref target (`'organisation.roomNo'`), in place of the select list's combobox. */
export type FieldInputOverrideMap = Readonly<Record<string, ComponentType<FieldInputProps>>>;

const OverridesContext = createContext<FieldInputOverrideMap>({});

/**
 * Gives every form control of a ref to one of these targets inside it (add/edit dialogs, action
 * forms) a domain's own picker: a room as a lazy tree-select of 楼栋-单元-楼层-房间 instead of a
 * flat list of bare room numbers. Filters keep the plain combobox.
 * @example
 * <FieldInputOverrides inputs={{ 'organisation.roomNo': RoomPickerInput }}><ResourcePage resource={household} /></FieldInputOverrides>
 */
export function FieldInputOverrides({ inputs, children }: { inputs: FieldInputOverrideMap; children: ReactNode }) {
  const outer = useContext(OverridesContext);
  return <OverridesContext.Provider value={{ ...outer, ...inputs }}>{children}</OverridesContext.Provider>;
}

/**
 * The control a `FieldInputOverrides` above gives this ref target, if any.
 * @example
 * const Picker = useFieldInputOverride(field.ref);
 */
export function useFieldInputOverride(refKey: string | undefined): ComponentType<FieldInputProps> | undefined {
  const map = useContext(OverridesContext);
  return refKey ? map[refKey] : undefined;
}
