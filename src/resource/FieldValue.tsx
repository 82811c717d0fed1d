import type { FieldDef } from '../contract/types';
import { cellText, enumValueOf, useLocale, useRefOptions } from '../core';
import { Tag } from '../ui';
import { maskPhone } from '../utils/maskPhone';
import { useViewT } from './useViewT';

/** The label of a ref value, from the target's cached options. */
export function RefLabel({ refKey, value }: { refKey: string; value: unknown }) {
  const { labelOf } = useRefOptions(refKey);
  return <>{labelOf(value)}</>;
}

export interface FieldValueProps {
  field: FieldDef;
  value: unknown;
  /** Show phone numbers in full (details) instead of masked (lists). */
  revealPhone?: boolean;
  /**
   * Label lookup of a ref field, from a list that loads the target's options once for all its
   * cells; without it the value subscribes to the options itself.
   */
  labelOf?: (value: unknown) => string;
}

/**
 * One value as a list cell or a detail line shows it: enum values as coloured tags (000 section
 * 4), refs by their label, phones masked, amounts with two decimals, links as links.
 * @example
 * <FieldValue field={orderDinner.fields.status} value="ordered" />
 */
export function FieldValue({ field, value, revealPhone, labelOf }: FieldValueProps) {
  const t = useViewT();
  const locale = useLocale();
  if (value === null || value === undefined || value === '') return <>—</>;
  if (field.type === 'enum') {
    const hit = enumValueOf(field, value);
    return hit ? <Tag tone={hit.tone ?? 'info'}>{hit.label[locale]}</Tag> : <>{String(value)}</>;
  }
  if (field.type === 'ref' && field.ref) return labelOf ? <>{labelOf(value)}</> : <RefLabel refKey={field.ref} value={value} />;
  if (field.type === 'phone' && !revealPhone) return <>{maskPhone(String(value))}</>;
  if ((field.type === 'url' || field.type === 'image') && /^https?:\/\//i.test(String(value))) {
    return <a href={String(value)} target="_blank" rel="noopener noreferrer">{String(value)}</a>;
  }
  return <>{cellText(field, value, locale, { yes: t('common.yes'), no: t('common.no') })}</>;
}

/** The plain text of a value for titles and exports (refs by id). */
export function fieldText(field: FieldDef, value: unknown, locale: Parameters<typeof cellText>[2], texts: Parameters<typeof cellText>[3]): string {
  if (field.type === 'phone' && value) return maskPhone(String(value));
  return cellText(field, value, locale, texts);
}
