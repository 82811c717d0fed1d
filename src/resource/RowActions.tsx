import { styled } from 'styled-components';
import type { OperationDef, ResourceDef } from '../contract/types';
import { enumValueOf, useLocale } from '../core';
import { cssVar } from '../ui';
import type { Row } from './ResourceTable';
import { useViewT } from './useViewT';

export interface RowActionsProps {
  resource: ResourceDef;
  row: Row;
  onDetail?: (row: Row) => void;
  onEdit?: (row: Row) => void;
  onDelete?: (row: Row) => void;
  /** Transition calls offered per row. */
  transitions: readonly OperationDef[];
  onTransition: (op: OperationDef, row: Row) => void;
  /** Whether the user may run a call (permission). */
  allowed: (op: OperationDef) => boolean;
  /** Labels of actions by call name (i18n key or text). */
  labels?: Readonly<Record<string, string>>;
  /** Extra buttons of the page (links to related lists). */
  links?: readonly { readonly label: string; readonly onClick: (row: Row) => void }[];
}

// Plain buttons styled once here (the look of <Button variant="text">, compact): a list shows one
// bar per row, and a styled component per button made rows cost twice as much to mount.
const Bar = styled.div`
  display: flex; gap: 2px; flex-wrap: nowrap;
  > button {
    display: inline-flex; align-items: center; justify-content: center; min-height: 28px; padding: 0 6px;
    border: 1px solid transparent; border-radius: ${cssVar.radius}; background: transparent; color: ${cssVar.primary};
    font: inherit; cursor: pointer;
  }
  > button:hover:not(:disabled) { filter: brightness(1.08); }
  > button:focus-visible { outline: 2px solid ${cssVar.primary}; outline-offset: 2px; }
  > button:disabled { opacity: 0.55; cursor: not-allowed; }
  > button[data-danger] { color: #B23B3B; }
`;

/** Whether a record's status allows a transition. */
export function transitionAllowed(op: OperationDef, row: Row): boolean {
  const tr = op.transition;
  return !tr || tr.from.some((s) => String(s) === String(row[tr.field]));
}

/** The button text of a call: the page's label, else "set to <target state>". */
export function actionLabel(op: OperationDef, resource: ResourceDef, t: (k: string, p?: Record<string, string | number>) => string, locale: 'zh-CN' | 'en' | 'es', labels?: Readonly<Record<string, string>>): string {
  const own = labels?.[op.name];
  if (own) return t(own);
  const tr = op.transition;
  if (tr && tr.to.length === 1) {
    const fd = resource.fields[tr.field];
    const state = fd ? enumValueOf(fd, tr.to[0])?.label[locale] : undefined;
    if (state) return t('resource.transitionTo', { state });
  }
  return op.name;
}

/**
 * The actions cell of a row: details, edit, delete, and each status transition, which is
 * disabled (with the reason as its title) when the record's status or the user's permissions
 * do not allow it.
 * @example
 * <RowActions resource={orderDinner} row={row} transitions={[cancelOp]} onTransition={run} allowed={() => true} />
 */
export function RowActions({ resource, row, onDetail, onEdit, onDelete, transitions, onTransition, allowed, labels, links }: RowActionsProps) {
  const t = useViewT();
  const locale = useLocale();
  const name = String(row[resource.labelField] ?? row.id ?? '');
  return (
    <Bar>
      {onDetail ? <button type="button" aria-label={`${t('resource.detail')} ${name}`} onClick={() => onDetail(row)}>{t('resource.detail')}</button> : null}
      {onEdit ? <button type="button" aria-label={`${t('resource.edit')} ${name}`} onClick={() => onEdit(row)}>{t('resource.edit')}</button> : null}
      {transitions.map((op) => {
        const label = actionLabel(op, resource, t as never, locale, labels);
        const byStatus = transitionAllowed(op, row);
        const byRole = allowed(op);
        const why = !byRole ? t('resource.noPermission') : !byStatus ? t('resource.notAllowed') : undefined;
        return (
          <button
            key={op.name} type="button" disabled={!byStatus || !byRole} title={why}
            aria-label={`${label} ${name}`} onClick={() => onTransition(op, row)}
          >{label}</button>
        );
      })}
      {links?.map((l) => <button key={l.label} type="button" aria-label={`${l.label} ${name}`} onClick={() => l.onClick(row)}>{l.label}</button>)}
      {onDelete ? <button type="button" data-danger="" aria-label={`${t('resource.delete')} ${name}`} onClick={() => onDelete(row)}>{t('resource.delete')}</button> : null}
    </Bar>
  );
}
