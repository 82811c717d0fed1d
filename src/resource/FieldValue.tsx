import type { ReactNode } from 'react';
import type { FieldDef, Locale } from '../contract/types';
import { cellText, useLocale, useRefOptions, type CellTexts } from '../core';
import { Tag, cellTag } from '../ui';
import { maskPhone } from '../utils/maskPhone';
import { isAudioSource } from '../utils/validators';
import { RefCell } from './RefLabels';
import { useViewT } from './useViewT';

/**
 * The label of a ref value, from the target's cached options.
 * @example
 * <RefLabel refKey="organisation.org" value={row.orgId} /> // the organisation's name
 */
export function RefLabel({ refKey, value }: { refKey: string; value: unknown }) {
  const { labelOf } = useRefOptions(refKey);
  return <>{labelOf(value)}</>;
}

/**
 * @example
 * <FieldValue field={orderDinner.fields.status} value="ordered" />
 */
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

export interface FieldCellOptions {
  locale: Locale;
  texts: CellTexts;
  revealPhone?: boolean;
  labelOf?: ((value: unknown) => string) | undefined;
  /**
   * Cells of a list's grid: tags are bare spans the grid's stylesheet draws, and ref cells take
   * their labels from the list's `RefLabels` instead of loading them.
   */
  inGrid?: boolean;
}

const AUDIO_CELL = { height: 32, width: 240, maxWidth: '100%', verticalAlign: 'middle' } as const;

const isBlank = (value: unknown) => value === null || value === undefined || value === '';

/**
 * How one field's values show, made once per column and called per cell: a list cell then costs
 * no component and no hook of its own (plain text, or one shared tag element per enum value).
 * @example
 * const show = fieldCell(orderDinner.fields.status, { locale: 'zh-CN', texts: { yes: '是', no: '否' } });
 * show('ordered') // <Tag tone="primary">已订餐</Tag>
 */
export function fieldCell(field: FieldDef, { locale, texts, revealPhone, labelOf, inGrid }: FieldCellOptions): (value: unknown) => ReactNode {
  if (field.type === 'enum') {
    // React skips re-rendering an element it has seen, so each value's tag is made once.
    const tags = new Map<string, ReactNode>();
    for (const v of field.values ?? []) {
      const tone = v.tone ?? 'info';
      tags.set(String(v.value), inGrid ? cellTag(tone, v.label[locale]) : <Tag tone={tone}>{v.label[locale]}</Tag>);
    }
    return (value) => (isBlank(value) ? '—' : tags.get(String(value)) ?? String(value));
  }
  if (field.type === 'ref' && field.ref) {
    const refKey = field.ref;
    if (labelOf) return (value) => (isBlank(value) ? '—' : labelOf(value));
    const Label = inGrid ? RefCell : RefLabel;
    return (value) => (isBlank(value) ? '—' : <Label refKey={refKey} value={value} />);
  }
  if (field.type === 'phone' && !revealPhone) return (value) => (isBlank(value) ? '—' : maskPhone(String(value)));
  if (field.type === 'audio') {
    // A player in the cell: the sound is heard where it is listed (preload none: a page of rows loads nothing until played).
    const name = field.label[locale];
    return (value) => (isBlank(value) || !isAudioSource(String(value)) ? cellText(field, value, locale, texts)
      // Prompt sounds are chimes without speech: there is nothing to caption.
      // eslint-disable-next-line jsx-a11y/media-has-caption
      : <audio controls preload="none" src={String(value)} aria-label={name} style={AUDIO_CELL} />);
  }
  if (field.type === 'url' || field.type === 'image') {
    return (value) => {
      const text = isBlank(value) ? '' : String(value);
      return /^https?:\/\//i.test(text) ? <a href={text} target="_blank" rel="noopener noreferrer">{text}</a> : cellText(field, value, locale, texts);
    };
  }
  return (value) => cellText(field, value, locale, texts);
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
  const show = fieldCell(field, { locale, texts: { yes: t('common.yes'), no: t('common.no') }, revealPhone: Boolean(revealPhone), labelOf });
  return <>{show(value)}</>;
}

/** The plain text of a value for titles and exports (refs by id). */
export function fieldText(field: FieldDef, value: unknown, locale: Parameters<typeof cellText>[2], texts: Parameters<typeof cellText>[3]): string {
  if (field.type === 'phone' && value) return maskPhone(String(value));
  return cellText(field, value, locale, texts);
}
