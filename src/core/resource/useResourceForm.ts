import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '../../api/errors';
import type { Envelope } from '../../api/types';
import type { OperationDef, ResourceDef } from '../../contract/types';
import { useAdminInternals } from '../adminContext';
import { useTabKey } from '../tabs/TabKeyContext';
import { useUnsavedChanges } from '../tabs/useUnsavedChanges';
import { callOperation } from './callOperation';
import type { FieldEntry } from './fields';
import { operationOf } from './fields';
import {
  filterInputValue, formFieldsFor, initialValues, lockedOnEdit, toPayload, validateAll, validateField, type FieldProblem, type FormValues,
} from './formModel';
import { useResourceWrite } from './useResourceWrite';

/**
 * @example
 * const form = useResourceForm({ resource: visitorInfo, fields: formFields(visitorInfo), operation: addOp, onSaved: close });
 * <input value={form.values.name} onChange={(e) => form.setValue('name', e.target.value)} onBlur={() => form.touch('name')} />
 * <button disabled={form.submitting} onClick={form.submit}>保存</button>
 */
export interface ResourceFormOptions {
  readonly resource: ResourceDef;
  readonly fields: readonly FieldEntry[];
  /** The call that saves (add, update or save). */
  readonly operation: OperationDef;
  /** The row being edited (update), or null/undefined to add. */
  readonly row?: Record<string, unknown> | null;
  /** Inputs sent with every save (e.g. the parent id of a sub-list). */
  readonly fixed?: Readonly<Record<string, string | number>>;
  /** Called with the answer's data after a successful save. */
  readonly onSaved?: (data: unknown) => void;
  /** Pause after typing before the uniqueness check runs (default 400 ms). */
  readonly checkDelayMs?: number;
}

/**
 * Headless add/update form of a resource: values kept as typed, validation from the contract
 * (on blur, then live), the uniqueness check as you type, server field errors on their fields,
 * an unsaved-changes mark on the tab, and one save at a time.
 * @example
 * const form = useResourceForm({ resource: visitorInfo, fields: formFields(visitorInfo), operation: addOp, onSaved: close });
 * <input value={form.values.name} onChange={(e) => form.setValue('name', e.target.value)} onBlur={() => form.touch('name')} />
 * <button disabled={form.submitting} onClick={form.submit}>保存</button>
 */
export function useResourceForm(o: ResourceFormOptions) {
  const { api, tabs } = useAdminInternals();
  const tabKey = useTabKey();
  const { resource, operation, row, fixed, onSaved } = o;
  // Editing, a secret starts blank and blank keeps it: the form validates it as optional.
  const fields = useMemo(() => formFieldsFor(o.fields, Boolean(row)), [o.fields, row]);
  const [initial] = useState(() => initialValues(fields, row));
  const [values, setValues] = useState<FormValues>(initial);
  const [touched, setTouched] = useState<Record<string, boolean>>({});
  const [server, setServer] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [taken, setTaken] = useState<Record<string, boolean>>({});
  const [checking, setChecking] = useState<Record<string, boolean>>({});
  const [submitted, setSubmitted] = useState(false);
  const write = useResourceWrite(resource);
  const busy = useRef(false);
  const [submitting, setSubmitting] = useState(false);
  const checkOp = useMemo(() => operationOf(resource, 'checkName'), [resource]);
  const defs = useMemo(() => new Map(fields), [fields]);
  const timers = useRef<Record<string, ReturnType<typeof setTimeout>>>({});
  const aborts = useRef<Record<string, AbortController>>({});

  // What an edit shows read-only (create-only amounts) is neither checked nor sent.
  const editing = Boolean(row);
  const changeable = useMemo(() => fields.filter(([, fd]) => !lockedOnEdit(fd, editing)), [fields, editing]);
  const problems = useMemo(() => validateAll(changeable, values), [changeable, values]);
  const dirty = useMemo(() => fields.some(([n]) => (values[n] ?? '') !== (initial[n] ?? '')), [fields, values, initial]);
  useUnsavedChanges(dirty);
  // The form unmounts right after a save or a discard, and an unmount does not clear the tab's
  // mark (a hidden tab also tears effects down): clear it explicitly.
  const release = useCallback(() => { if (tabKey) tabs.setDirty(tabKey, false); }, [tabs, tabKey]);

  const scheduleCheck = useCallback((name: string, value: string) => {
    clearTimeout(timers.current[name]);
    aborts.current[name]?.abort();
    const fd = defs.get(name);
    if (!checkOp || !fd?.unique || name !== resource.labelField || !value.trim() || validateField(fd, value)) {
      setTaken((t) => ({ ...t, [name]: false }));
      setChecking((c) => ({ ...c, [name]: false }));
      return;
    }
    setChecking((c) => ({ ...c, [name]: true }));
    timers.current[name] = setTimeout(() => {
      const ctrl = new AbortController();
      aborts.current[name] = ctrl;
      const scope: Record<string, unknown> = { [name]: value.trim() };
      if (row?.id !== undefined) scope.id = row.id;
      for (const k of Object.keys(checkOp.body ?? {})) if (k !== name && values[k]) scope[k] = values[k];
      callOperation<Envelope<{ exists?: boolean }>>(api, checkOp, scope, { signal: ctrl.signal }).then((env) => {
        setTaken((t) => ({ ...t, [name]: Boolean(env.data?.exists) }));
        setChecking((c) => ({ ...c, [name]: false }));
      }, () => {
        if (!ctrl.signal.aborted) setChecking((c) => ({ ...c, [name]: false }));
      });
    }, o.checkDelayMs ?? 400);
  }, [api, checkOp, defs, resource.labelField, row, values, o.checkDelayMs]);

  useEffect(() => () => {
    for (const t of Object.values(timers.current)) clearTimeout(t);
    for (const a of Object.values(aborts.current)) a.abort();
  }, []);

  const setValue = useCallback((name: string, raw: string) => {
    const fd = defs.get(name);
    const v = fd ? filterInputValue(fd, raw) : raw;
    setValues((prev) => ({ ...prev, [name]: v }));
    setServer((s) => (name in s ? Object.fromEntries(Object.entries(s).filter(([k]) => k !== name)) : s));
    setFormError(null);
    scheduleCheck(name, v);
  }, [defs, scheduleCheck]);

  const touch = useCallback((name: string) => setTouched((t) => (t[name] ? t : { ...t, [name]: true })), []);

  /** The message key (or server text) to show under a field, when it should show. */
  const errorOf = useCallback((name: string): FieldProblem | string | null => {
    if (server[name]) return server[name]!;
    if (taken[name]) return { key: 'form.exists' };
    if (!(touched[name] || submitted)) return null;
    return problems[name] ?? null;
  }, [server, taken, touched, submitted, problems]);

  const submit = useCallback(async (): Promise<boolean> => {
    if (busy.current) return false;
    setSubmitted(true);
    if (Object.keys(problems).length || Object.values(taken).some(Boolean)) return false;
    busy.current = true;
    setSubmitting(true);
    setFormError(null);
    try {
      const data = await write.run(operation, { ...toPayload(fields, values, row?.id), ...(fixed ?? {}) });
      release();
      onSaved?.(data);
      return true;
    } catch (e) {
      const field = e instanceof ApiError ? (e.data as { field?: unknown } | null)?.field : undefined;
      const msg = e instanceof Error ? (e instanceof ApiError ? e.msg || e.message : e.message) : String(e);
      if (typeof field === 'string' && defs.has(field)) setServer((s) => ({ ...s, [field]: msg }));
      else setFormError(msg);
      return false;
    } finally {
      busy.current = false;
      setSubmitting(false);
    }
  }, [problems, taken, write, operation, fields, values, row, fixed, onSaved, defs, release]);

  return {
    /** The inputs as this form validates them (a secret is optional when editing). */
    fields,
    values, setValue, touch, errorOf, submit, submitting, dirty, formError,
    /** Call when the user discards the form (closes without saving). */
    discard: release,
    checking, problems, hasProblems: Object.keys(problems).length > 0 || Object.values(taken).some(Boolean),
  };
}
