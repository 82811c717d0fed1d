import { useCallback, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../api/errors';
import type { OperationDef, ResourceDef } from '../../contract/types';
import { useAdminInternals } from '../adminContext';
import { useTabKey } from '../tabs/TabKeyContext';
import { useUnsavedChanges } from '../tabs/useUnsavedChanges';
import { validateAll, type FieldProblem, type FormValues } from './formModel';
import {
  noteFieldsFor, transitionChoices, transitionInput, transitionKind, type TransitionState,
} from './transitions';
import { useResourceWrite } from './useResourceWrite';

/**
 * @example
 * const move = useTransition({ resource: household, operation: auditOp, row, onDone: close });
 * move.choices.map((s) => <label><input type="radio" checked={move.target === s} onChange={() => move.setTarget(s)} />{verb(s)}</label>)
 * <textarea value={move.values.auditRemark} onChange={(e) => move.setValue('auditRemark', e.target.value)} />
 * <button onClick={() => void move.submit()}>{verb(move.target)}</button>
 */
export interface TransitionOptions {
  readonly resource: ResourceDef;
  readonly operation: OperationDef;
  readonly row: Readonly<Record<string, unknown>>;
  /** The target chosen on the row (a toggle's button); default: the row's first choice. */
  readonly target?: TransitionState | null;
  /** Called with the target after the server accepted the move (the list is reloading by then). */
  readonly onDone?: (target: TransitionState | null) => void;
}

/**
 * Headless state of one status move: the targets the row may take and the one chosen, the note
 * fields (required when rejecting an audit), validation, one send at a time, server errors kept
 * beside what the user typed. It sends `transitionInput(...)`, and the resource's lists reload.
 * @example
 * const move = useTransition({ resource: household, operation: auditOp, row, onDone: close });
 * move.choices.map((s) => <label><input type="radio" checked={move.target === s} onChange={() => move.setTarget(s)} />{verb(s)}</label>)
 * <textarea value={move.values.auditRemark} onChange={(e) => move.setValue('auditRemark', e.target.value)} />
 * <button onClick={() => void move.submit()}>{verb(move.target)}</button>
 */
export function useTransition({ resource, operation, row, target: preset, onDone }: TransitionOptions) {
  const kind = transitionKind(operation);
  const choices = useMemo(() => transitionChoices(operation, row), [operation, row]);
  const [target, setTarget] = useState<TransitionState | null>(() => preset ?? choices[0] ?? null);
  const fields = useMemo(() => noteFieldsFor(operation, resource, target), [operation, resource, target]);
  const [values, setValues] = useState<FormValues>(() => Object.fromEntries(fields.map(([n]) => [n, ''])));
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(false);
  const [server, setServer] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const busy = useRef(false);
  const write = useResourceWrite(resource);
  const problems = useMemo(() => validateAll(fields, values), [fields, values]);
  const dirty = Object.values(values).some((v) => v.trim() !== '');
  useUnsavedChanges(dirty);
  const { tabs } = useAdminInternals();
  const tabKey = useTabKey();
  // The dialog unmounts right after a send or a discard, and an unmount does not clear the tab's
  // mark (a hidden tab also tears effects down): clear it explicitly.
  const release = useCallback(() => { if (tabKey) tabs.setDirty(tabKey, false); }, [tabs, tabKey]);

  const setValue = useCallback((name: string, value: string) => {
    setValues((v) => ({ ...v, [name]: value }));
    setServer((s) => (name in s ? Object.fromEntries(Object.entries(s).filter(([k]) => k !== name)) : s));
    setFormError(null);
  }, []);
  const choose = useCallback((next: TransitionState) => { setTarget(next); setFormError(null); }, []);
  const touch = useCallback((name: string) => setTouched((t) => (t[name] ? t : { ...t, [name]: true })), []);
  const errorOf = useCallback((name: string): FieldProblem | string | null => {
    if (server[name]) return server[name]!;
    return touched[name] || submitted ? problems[name] ?? null : null;
  }, [server, touched, submitted, problems]);

  const submit = useCallback(async (): Promise<boolean> => {
    if (busy.current) return false;
    setSubmitted(true);
    if (Object.keys(problems).length) return false;
    busy.current = true;
    setSubmitting(true);
    setFormError(null);
    try {
      await write.run(operation, transitionInput(operation, row, target, values));
      release();
      onDone?.(target);
      return true;
    } catch (e) {
      const field = e instanceof ApiError ? (e.data as { field?: unknown } | null)?.field : undefined;
      const msg = e instanceof ApiError ? e.msg || e.message : e instanceof Error ? e.message : String(e);
      if (typeof field === 'string' && fields.some(([n]) => n === field)) setServer((s) => ({ ...s, [field]: msg }));
      else setFormError(msg);
      return false;
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }, [problems, write, operation, row, target, values, onDone, fields, release]);

  return {
    kind, choices, target, setTarget: choose, fields, values, setValue, touch, errorOf, submit, submitting, formError,
    /** A note has been typed: closing asks first. */
    dirty,
    /** Drops what was typed (the dialog closes without sending): the tab is no longer unsaved. */
    discard: release,
  };
}
