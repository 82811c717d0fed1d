import { useEffect, useRef, useState } from 'react';
import type { FormEvent } from 'react';
import { styled } from 'styled-components';
import { useAdmin, useDiscardLabels, useNotify, useSession, useT } from '../../core';
import { PASSWORD_MISMATCH_DURATION_MS } from '../../utils';
import { Button, Dialog, FormField, Input, PasswordInput, cssVar } from '../../ui';
import { errorMessage } from '../errorMessage';

export interface ChangePasswordDialogProps {
  open: boolean;
  onClose: () => void;
  /** After success (default: log out and reload the page, as 000 section 4 says). */
  onChanged?: () => void;
}

interface Form { oldPassword: string; password: string; checkPassword: string }
type Errors = Partial<Record<keyof Form, string>>;

const EMPTY: Form = { oldPassword: '', password: '', checkPassword: '' };

const Warning = styled.p`
  margin: 0 0 ${cssVar.spaceMd}; padding: ${cssVar.spaceSm} ${cssVar.spaceMd}; border-radius: ${cssVar.radius}; font-size: 13px;
  background: #fdf6ec; color: #8A5A10; border: 1px solid #faecd8;
`;
const Form = styled.form`display: flex; flex-direction: column; gap: 2px;`;

/**
 * The password-change form (000 sections 3 to 5): account (read only), old password (required),
 * new password with the upper/lower/digit hint, and its repeat. A mismatch shows
 * '两次输入的密码不一致' for 2 s; POST /user/updatepwd (JSON: userId, oldPassword, password);
 * success shows '修改成功', logs out and reloads; a failure shows the server's msg as a warning
 * in the dialog and keeps everything typed. Closing it with something typed asks first.
 * @example
 * <ChangePasswordDialog open={open} onClose={() => setOpen(false)} />
 */
export function ChangePasswordDialog({ open, onClose, onChanged }: ChangePasswordDialogProps) {
  const t = useT();
  const discardLabels = useDiscardLabels();
  const { api } = useAdmin();
  const notify = useNotify();
  const { user, logout } = useSession();
  const [form, setForm] = useState<Form>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [warning, setWarning] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const mismatchTimer = useRef<ReturnType<typeof setTimeout> | null>(null);

  useEffect(() => () => { if (mismatchTimer.current) clearTimeout(mismatchTimer.current); }, []);
  useEffect(() => {
    if (open) return;
    setForm(EMPTY);
    setErrors({});
    setWarning(null);
  }, [open]);

  const set = (key: keyof Form) => (value: string) => {
    setForm((f) => ({ ...f, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  const showMismatch = () => {
    setErrors((e) => ({ ...e, checkPassword: t('password.mismatch') }));
    if (mismatchTimer.current) clearTimeout(mismatchTimer.current);
    mismatchTimer.current = setTimeout(() => {
      setErrors((e) => (e.checkPassword === t('password.mismatch') ? { ...e, checkPassword: undefined } : e));
    }, PASSWORD_MISMATCH_DURATION_MS);
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (pending) return;
    const found: Errors = {
      ...(form.oldPassword ? {} : { oldPassword: t('password.oldRequired') }),
      ...(form.password ? {} : { password: t('password.newRequired') }),
      ...(form.checkPassword ? {} : { checkPassword: t('password.checkRequired') }),
    };
    setErrors(found);
    if (Object.keys(found).length) return;
    if (form.password !== form.checkPassword) { showMismatch(); return; }
    setPending(true);
    setWarning(null);
    try {
      await api.call('POST', '/user/updatepwd', {
        body: { userId: user?.id, oldPassword: form.oldPassword, password: form.password },
      });
      notify.success(t('password.success'));
      if (onChanged) onChanged();
      else {
        await logout();
        window.location.reload();
      }
    } catch (e) {
      setWarning(errorMessage(e, t('common.unknownError')));
    } finally {
      setPending(false);
    }
  };

  return (
    <Dialog
      open={open} onClose={onClose} title={t('password.title')} width={460} closeLabel={t('common.close')}
      dirty={!pending && Boolean(form.oldPassword || form.password || form.checkPassword)} discardLabels={discardLabels}
      footer={(requestClose) => (
        <>
          <Button onClick={requestClose}>{t('common.cancel')}</Button>
          <Button variant="primary" loading={pending} onClick={() => void submit()}>{t('password.submit')}</Button>
        </>
      )}
    >
      <Form
        onSubmit={submit} noValidate aria-label={t('password.title')}
        // The submit button lives in the dialog footer, outside the form: Enter in a field submits here.
        onKeyDown={(e) => { if (e.key === 'Enter' && (e.target as HTMLElement).tagName === 'INPUT') { e.preventDefault(); void submit(); } }}
      >
        {warning ? <Warning role="alert">{warning}</Warning> : null}
        <FormField label={t('password.account')}>
          <Input value={user?.realName || user?.userName || ''} readOnly autoComplete="username" />
        </FormField>
        <FormField label={t('password.oldPassword')} required error={errors.oldPassword}>
          <PasswordInput name="oldPassword" autoComplete="current-password" toggleLabel={t('login.showPassword')}
            value={form.oldPassword} onChange={(e) => set('oldPassword')(e.target.value)} />
        </FormField>
        <FormField label={t('password.newPassword')} required error={errors.password} hint={t('password.hint')}>
          <PasswordInput name="password" autoComplete="new-password" toggleLabel={t('login.showPassword')}
            value={form.password} onChange={(e) => set('password')(e.target.value)} />
        </FormField>
        <FormField label={t('password.checkPassword')} required error={errors.checkPassword}>
          <PasswordInput name="checkPassword" autoComplete="new-password" toggleLabel={t('login.showPassword')}
            value={form.checkPassword} onChange={(e) => set('checkPassword')(e.target.value)} />
        </FormField>
      </Form>
    </Dialog>
  );
}
