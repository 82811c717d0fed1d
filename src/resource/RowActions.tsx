import { useMemo, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import type { Locale, OperationDef, ResourceDef } from '../contract/types';
import { enumValueOf, isOwnRequest, transitionChoices, transitionKind, transitionVerb, useLocale, type TransitionState } from '../core';
import { ActionBar } from '../ui';
import type { Row } from './ResourceTable';
import { useRowMenu, type RowAction, type RowMenuHandle } from './useRowMenu';
import { useViewT } from './useViewT';

export type { RowAction, RowMenuHandle } from './useRowMenu';

/**
 * Actions shown on the row itself; past this many, the rest go under 更多.
 * @example
 * const [inline, more] = [actions.slice(0, MAX_INLINE_ACTIONS), actions.slice(MAX_INLINE_ACTIONS)];
 */
export const MAX_INLINE_ACTIONS = 3;

/**
 * @example
 * <RowActions resource={orderDinner} row={row} transitions={[cancelOp]} onTransition={run} allowed={() => true} />
 */
export interface RowActionsProps {
  resource: ResourceDef;
  row: Row;
  onDetail?: (row: Row) => void;
  onEdit?: (row: Row) => void;
  onDelete?: (row: Row) => void;
  /** Transition calls offered per row. */
  transitions: readonly OperationDef[];
  /** A transition chosen on a row: `target` is the state its button names (a toggle, one target), null when the dialog asks. */
  onTransition: (op: OperationDef, row: Row, target: TransitionState | null) => void;
  /** Whether the user may run a call (permission). */
  allowed: (op: OperationDef) => boolean;
  /** The signed-in user's id: an approval is not offered on the user's own requests (two-person rule). */
  userId?: number | null;
  /** Labels of actions by call name (i18n key or text). */
  labels?: Readonly<Record<string, string>>;
  /** Extra buttons of the page (links to related lists, a domain's dialogs); `shown` leaves one out of rows it does not apply to. */
  links?: readonly RowLink[];
  /** In a grid's actions column (`TableColumn.actions`, as `ResourceTable` has): bare buttons the grid's stylesheet draws, no bar element. */
  inGrid?: boolean;
  /** Where the actions past the first three go (`useRowMenu`); without one, every action is inline. */
  menu?: RowMenuHandle;
}

/**
 * The texts of a list's row actions, worked out once per list rather than once per row.
 * @example
 * const texts = rowActionTexts(orderDinner, [cancelOp], t, 'zh-CN'); // texts.transitions.cancelDinner === '取消订餐'
 */
export interface RowActionTexts {
  readonly detail: string;
  readonly edit: string;
  readonly delete: string;
  readonly more: string;
  readonly moreActions: string;
  /** Button text of each transition (its label: 审核, 取消订餐), by call name. */
  readonly transitions: Readonly<Record<string, string>>;
  /** What each target of a multi-target call does (停用, 通过), by call name and target. */
  readonly verbs: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /** Every text a call's row button can show (a toggle's verbs, else its label), for the column's width. */
  readonly buttonTexts: Readonly<Record<string, readonly string[]>>;
}

type T = (k: string, p?: Record<string, string | number>) => string;

/**
 * Whether a record's status allows a transition.
 * @example
 * ops.transitions.filter((op) => transitionAllowed(op, row)) // the moves the row's state allows
 */
export function transitionAllowed(op: OperationDef, row: Row): boolean {
  return !op.transition || transitionChoices(op, row).length > 0;
}

/**
 * The operator's name of a call: the page's label, else the contract's, else for one target its
 * verb or the state it sets ("改为已取消"), else "修改<field>" for a transition and the generic
 * action text for anything else. Never the call's name.
 * @example
 * actionLabel(op, orderDinner, t, 'zh-CN') // the contract's label of the call, e.g. 取消订单
 */
export function actionLabel(op: OperationDef, resource: ResourceDef, t: T, locale: Locale, labels?: Readonly<Record<string, string>>): string {
  const own = labels?.[op.name];
  // A page's key whose texts are not loaded (a domain page mounted alone) reads as the key: the contract's label is better.
  const text = own ? t(own) : undefined;
  if (text && !(text === own && /^\w+(\.\w+)+$/.test(own) && op.label)) return text;
  const contract = op.label?.[locale]?.trim();
  if (contract) return contract;
  const tr = op.transition;
  const fd = tr ? resource.fields[tr.field] : undefined;
  if (tr && tr.to.length === 1) {
    const verb = tr.verbs?.[String(tr.to[0])]?.[locale];
    if (verb) return verb;
    const state = fd ? enumValueOf(fd, tr.to[0])?.label[locale] : undefined;
    if (state) return t('resource.transitionTo', { state });
  }
  return fd ? t('resource.changeField', { field: fd.label[locale] }) : t('resource.actions');
}

/**
 * The texts `rowActionsOf` needs for a list's rows.
 * @example
 * const texts = rowActionTexts(orderDinner, [cancelOp], t, 'zh-CN'); // texts.transitions.cancelDinner === '取消订餐'
 */
export function rowActionTexts(resource: ResourceDef, transitions: readonly OperationDef[], t: T, locale: Locale, labels?: Readonly<Record<string, string>>): RowActionTexts {
  const label = Object.fromEntries(transitions.map((op) => [op.name, actionLabel(op, resource, t, locale, labels)]));
  const verbs = Object.fromEntries(transitions.filter((op) => (op.transition?.to.length ?? 0) > 1).map((op) => [
    op.name, Object.fromEntries(op.transition!.to.map((s) => [String(s), transitionVerb(op, resource, s, locale)])),
  ]));
  return {
    detail: t('resource.detail'), edit: t('resource.edit'), delete: t('resource.delete'),
    more: t('resource.more'), moreActions: t('resource.moreActions'),
    transitions: label, verbs,
    buttonTexts: Object.fromEntries(transitions.map((op) => [
      op.name, transitionKind(op) === 'toggle' ? Object.values(verbs[op.name] ?? {}) : [label[op.name] ?? ''],
    ])),
  };
}

/** An extra row button of a page: a label, what it does, and (optionally) the rows it applies to. */
export interface RowLink {
  readonly label: string;
  readonly onClick: (row: Row) => void;
  /** Whether the row offers it (default: every row), e.g. 发放 only while a grant is not paid out. */
  readonly shown?: (row: Row) => boolean;
  /** Placed right after 详情, so it stays on the row when the rest fold under 更多 (a page's main action: 充值). */
  readonly lead?: boolean;
}

/**
 * What a row offers, in order (details, leading links, edit, its transitions, other links, delete):
 * only what applies to it. A transition whose `from` excludes the row's status, that the user may
 * not run, or that approves the user's own request, is left out rather than shown disabled; a
 * toggle is named by the state the row would go to.
 * @example
 * const actions = rowActionList({ resource, row, transitions, onTransition, allowed, onDetail }, texts);
 */
export function rowActionList(p: RowActionsProps, texts: RowActionTexts): RowAction[] {
  const { row, onDetail, onEdit, onDelete, onTransition, allowed } = p;
  const out: RowAction[] = [];
  if (onDetail) out.push({ key: 'detail', label: texts.detail, run: () => onDetail(row) });
  const links = (p.links ?? []).filter((l) => !l.shown || l.shown(row));
  const link = (l: RowLink): RowAction => ({ key: `link:${l.label}`, label: l.label, run: () => l.onClick(row) });
  for (const l of links) if (l.lead) out.push(link(l));
  if (onEdit) out.push({ key: 'edit', label: texts.edit, run: () => onEdit(row) });
  for (const op of p.transitions) {
    const choices = transitionChoices(op, row);
    if (!choices.length || !allowed(op) || isOwnRequest(op, row, p.userId)) continue;
    const kind = transitionKind(op);
    const target = kind === 'choice' ? null : choices[0]!;
    const label = (kind === 'toggle' ? texts.verbs[op.name]?.[String(target)] : undefined) ?? texts.transitions[op.name] ?? '';
    out.push({ key: `op:${op.name}`, label, run: () => onTransition(op, row, target) });
  }
  for (const l of links) if (!l.lead) out.push(link(l));
  if (onDelete) out.push({ key: 'delete', label: texts.delete, danger: true, run: () => onDelete(row) });
  return out;
}

/**
 * A row's action bar as elements, from texts made once per list: a list page calls it per row,
 * so a row mounts no component of its own for its actions. Up to three actions show on the row;
 * with more, the first three and a 更多 button that opens the rest in the list's one menu.
 * @example
 * const menu = useRowMenu();
 * const cell = (row: Row) => rowActionsOf({ resource, row, transitions, onTransition, allowed, inGrid: true, menu: menu.handle }, texts);
 */
export function rowActionsOf(p: RowActionsProps, texts: RowActionTexts): ReactNode {
  const { resource, row, menu } = p;
  const name = String(row[resource.labelField] ?? row.id ?? '');
  const all = rowActionList(p, texts);
  const folds = Boolean(menu) && all.length > MAX_INLINE_ACTIONS;
  const inline = folds ? all.slice(0, MAX_INLINE_ACTIONS) : all;
  let more: ReactNode = null;
  if (folds && menu) {
    const rest = all.slice(MAX_INLINE_ACTIONS);
    const open = (e: MouseEvent<HTMLButtonElement> | KeyboardEvent<HTMLButtonElement>) => menu.open(e.currentTarget, rest, `${texts.moreActions} ${name}`);
    more = (
      <button
        key="__more" type="button" aria-haspopup="menu" aria-expanded={false} aria-label={`${texts.more} ${name}`}
        onPointerEnter={menu.preload} onFocus={menu.preload} onClick={open}
        onKeyDown={(e) => { if (e.key === 'ArrowDown' || e.key === 'ArrowUp') { e.preventDefault(); open(e); } }}
      >{texts.more}</button>
    );
  }
  const buttons = (
    <>
      {inline.map((a) => (
        <button key={a.key} type="button" data-danger={a.danger ? '' : undefined} aria-label={`${a.label} ${name}`} onClick={a.run}>{a.label}</button>
      ))}
      {more}
    </>
  );
  return p.inGrid ? buttons : <ActionBar>{buttons}</ActionBar>;
}

// A CJK character is about 14 px at the grid's font size; Latin letters about half that.
const textWidth = (s: string) => [...s].reduce((w, c) => w + (c.charCodeAt(0) > 0x2e80 ? 14 : 7.5), 0);

/**
 * Width of a list's actions column: room for the widest three actions any row can show, and the
 * 更多 button when a row can show more than three.
 * @example
 * rowActionsWidth(texts, ['detail', 'edit', 'delete'], [])
 */
export function rowActionsWidth(texts: RowActionTexts, parts: { detail?: boolean; edit?: boolean; delete?: boolean; links?: readonly string[] }): number {
  const labels = [
    ...(parts.detail ? [texts.detail] : []), ...(parts.edit ? [texts.edit] : []),
    ...Object.values(texts.buttonTexts).map((shown) => shown.reduce((a, b) => (textWidth(b) > textWidth(a) ? b : a), '')),
    ...(parts.links ?? []), ...(parts.delete ? [texts.delete] : []),
  ];
  const widths = labels.map((l) => textWidth(l) + 14).sort((a, b) => b - a);
  const shown = widths.slice(0, MAX_INLINE_ACTIONS).reduce((a, b) => a + b, 0);
  const more = labels.length > MAX_INLINE_ACTIONS ? textWidth(texts.more) + 14 : 0;
  return Math.ceil(Math.max(120, shown + more + 24 + 2 * MAX_INLINE_ACTIONS));
}

/**
 * The actions of one record outside a list: details, edit, delete and each status transition that
 * applies to it (hidden when its status or the user's permissions do not allow it), past three
 * under 更多. A list of many rows uses `rowActionsOf` with texts made once.
 * @example
 * <RowActions resource={orderDinner} row={row} transitions={[cancelOp]} onTransition={run} allowed={() => true} />
 */
export function RowActions(p: RowActionsProps) {
  const t = useViewT();
  const locale = useLocale();
  const { resource, transitions, labels } = p;
  const texts = useMemo(() => rowActionTexts(resource, transitions, t as never, locale, labels), [resource, transitions, t, locale, labels]);
  const menu = useRowMenu();
  return <>{rowActionsOf({ ...p, menu: p.menu ?? menu.handle }, texts)}{menu.layer}</>;
}
