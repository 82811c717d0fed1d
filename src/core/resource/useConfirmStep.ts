import { useState, type FormEvent } from 'react';
import type { useResourceForm } from './useResourceForm';

type Form = ReturnType<typeof useResourceForm>;

/**
 * The two steps of a money form: the form (its submit checks every field and moves on only when
 * none has a problem), then a confirmation whose refusal by the server goes back to the form with
 * what was typed; closing discards unless a save is running.
 * @example
 * const step = useConfirmStep(form, fields, onClose);
 * <form onSubmit={step.next} /> <MoneyConfirmDialog open={step.confirming} onConfirm={step.pay} onCancel={step.back} />
 */
export function useConfirmStep(form: Form, fields: readonly (readonly [string, unknown])[], onClose: () => void) {
  const [confirming, setConfirming] = useState(false);
  return {
    confirming,
    next: (e: FormEvent) => {
      e.preventDefault();
      for (const [n] of fields) form.touch(n);
      if (!form.hasProblems) setConfirming(true);
    },
    pay: () => void form.submit().then((ok) => { if (!ok) setConfirming(false); }),
    back: () => setConfirming(false),
    close: () => { if (!form.submitting) { form.discard(); onClose(); } },
  };
}
