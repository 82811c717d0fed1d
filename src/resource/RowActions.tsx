import { useMemo, type ReactNode } from 'react';
import type { Locale, OperationDef, ResourceDef } from '../contract/types';
import { enumValueOf, useLocale } from '../core';
import { ActionBar, cellActions } from '../ui';
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
  /** In a grid cell: a bare bar the grid's stylesheet draws. */
  inGrid?: boolean;
}

/** The texts of a list's row actions, worked out once per list rather than once per row. */
export interface RowActionTexts {
  readonly detail: string;
  readonly edit: string;
  readonly delete: string;
  readonly noPermission: string;
  readonly notAllowed: string;
  /** Button text of each transition, by call name. */
  readonly transitions: Readonly<Record<string, string>>;
}

type T = (k: string, p?: Record<string, string | number>) => string;

/** Whether a record's status allows a transition. */
export function transitionAllowed(op: OperationDef, row: Row): boolean {
  const tr = op.transition;
  return !tr || tr.from.some((s) => String(s) === String(row[tr.field]));
}

/**
 * The button text of a call: the page's label, else the contract's label of the call, else
 * "set to <target state>". Never the call name: a call without any of these shows the resource's
 * generic action text.
 */
export function actionLabel(op: OperationDef, resource: ResourceDef, t: T, locale: Locale, labels?: Readonly<Record<string, string>>): string {
  const own = labels?.[op.name];
  if (own) return t(own);
  const contract = op.label?.[locale]?.trim();
  if (contract) return contract;
  const tr = op.transition;
  if (tr && tr.to.length === 1) {
    const fd = resource.fields[tr.field];
    const state = fd ? enumValueOf(fd, tr.to[0])?.label[locale] : undefined;
    if (state) return t('resource.transitionTo', { state });
  }
  return t('resource.actions');
}

/**
 * The texts `rowActionsOf` needs for a list's rows.
 * @example
 * const texts = rowActionTexts(orderDinner, [cancelOp], t, 'zh-CN', { cancelDinner: 'meal.cancelDinner' });
 */
export function rowActionTexts(resource: ResourceDef, transitions: readonly OperationDef[], t: T, locale: Locale, labels?: Readonly<Record<string, string>>): RowActionTexts {
  return {
    detail: t('resource.detail'), edit: t('resource.edit'), delete: t('resource.delete'),
    noPermission: t('resource.noPermission'), notAllowed: t('resource.notAllowed'),
    transitions: Object.fromEntries(transitions.map((op) => [op.name, actionLabel(op, resource, t, locale, labels)])),
  };
}

/**
 * A row's action bar as elements, from texts made once per list: a list page calls it per row,
 * so a row mounts no component of its own for its actions.
 * @example
 * const cell = (row: Row) => rowActionsOf({ resource, row, transitions, onTransition, allowed, inGrid: true }, texts);
 */
export function rowActionsOf(p: RowActionsProps, texts: RowActionTexts): ReactNode {
  const { resource, row, onDetail, onEdit, onDelete, transitions, onTransition, allowed, links } = p;
  const name = String(row[resource.labelField] ?? row.id ?? '');
  const buttons = (
    <>
      {onDetail ? <button type="button" aria-label={`${texts.detail} ${name}`} onClick={() => onDetail(row)}>{texts.detail}</button> : null}
      {onEdit ? <button type="button" aria-label={`${texts.edit} ${name}`} onClick={() => onEdit(row)}>{texts.edit}</button> : null}
      {transitions.map((op) => {
        const label = texts.transitions[op.name] ?? op.name;
        const byStatus = transitionAllowed(op, row);
        const byRole = allowed(op);
        const why = !byRole ? texts.noPermission : !byStatus ? texts.notAllowed : undefined;
        return (
          <button
            key={op.name} type="button" disabled={!byStatus || !byRole} title={why}
            aria-label={`${label} ${name}`} onClick={() => onTransition(op, row)}
          >{label}</button>
        );
      })}
      {links?.map((l) => <button key={l.label} type="button" aria-label={`${l.label} ${name}`} onClick={() => l.onClick(row)}>{l.label}</button>)}
      {onDelete ? <button type="button" data-danger="" aria-label={`${texts.delete} ${name}`} onClick={() => onDelete(row)}>{texts.delete}</button> : null}
    </>
  );
  return p.inGrid ? cellActions(buttons) : <ActionBar>{buttons}</ActionBar>;
}

/**
 * The actions cell of a row: details, edit, delete, and each status transition, which is
 * disabled (with the reason as its title) when the record's status or the user's permissions
 * do not allow it. A list of many rows uses `rowActionsOf` with texts made once.
 * @example
 * <RowActions resource={orderDinner} row={row} transitions={[cancelOp]} onTransition={run} allowed={() => true} />
 */
export function RowActions(p: RowActionsProps) {
  const t = useViewT();
  const locale = useLocale();
  const { resource, transitions, labels } = p;
  const texts = useMemo(() => rowActionTexts(resource, transitions, t as never, locale, labels), [resource, transitions, t, locale, labels]);
  return <>{rowActionsOf(p, texts)}</>;
}
