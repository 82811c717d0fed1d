import { createContext, useContext, type ReactNode } from 'react';
import { labelerOf, useRefLabels, useRefOptions, type LabelOf } from '../core';

const RefLabelsContext = createContext<Readonly<Record<string, LabelOf>>>({});

/** Loads (and keeps fresh) one ref target's options; renders nothing. */
function RefSource({ refKey }: { refKey: string }) {
  useRefOptions(refKey);
  return null;
}

/**
 * The labels of a list's ref targets for its `RefCell`s: one options subscription per target for
 * the whole list, not one per cell. When a target's options come in, only its cells render again,
 * not the rows around them.
 * @example
 * <RefLabels refKeys={['ordermeal.meal']}><Table ... /></RefLabels>
 */
export function RefLabels({ refKeys, children }: { refKeys: readonly string[]; children: ReactNode }) {
  const labels = useRefLabels(refKeys);
  return (
    <RefLabelsContext.Provider value={labels}>
      {refKeys.map((k) => <RefSource key={k} refKey={k} />)}
      {children}
    </RefLabelsContext.Provider>
  );
}

/**
 * A ref value in a list cell, labelled by the enclosing `RefLabels` (`#id` while its target loads).
 * @example
 * <RefCell refKey="ordermeal.meal" value={row.mealId} />
 */
export function RefCell({ refKey, value }: { refKey: string; value: unknown }) {
  const labelOf = useContext(RefLabelsContext)[refKey] ?? labelerOf(undefined);
  return <>{labelOf(value)}</>;
}
