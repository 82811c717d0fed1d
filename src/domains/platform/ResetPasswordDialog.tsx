import { useState } from 'react';
import { webUser } from '../../contract/services/platform';
import { useAdmin, useNotify } from '../../core';
import { callOperation } from '../../core/resource';
import { errorText, useViewT } from '../../resource';
import { Button, Dialog, FormField, PasswordInput } from '../../ui';
import { platformMessages } from './messages';

const resetOp = webUser.operations.find((o) => o.name === 'resetPassword')!;
/**
 * The console's password rule (the server checks the same).
 * @example
 * PASSWORD_RULE.test('Admin1234') // true: upper, lower and a digit, 8 to 32 characters
 */
export const PASSWORD_RULE = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)[\x21-\x7e]{8,32}$/;

/**
 * @example
 * <ResetPasswordDialog user={{ id: 7, name: '张伟' }} onClose={close} />
 */
export interface ResetPasswordDialogProps {
  user: { readonly id: number | string; readonly name?: unknown };
  onClose: () => void;
}

/**
 * 重置密码: a new password for a platform user, with the rule spelled out and checked as typed
 * (8-32 characters, upper and lower case letters and a digit) and a confirmation; the server's
 * message lands on its field and what was typed stays.
 * @example
 * <ResetPasswordDialog user={{ id: 3, name: '张伟' }} onClose={close} />
 */
export function ResetPasswordDialog({ user, onClose }: ResetPasswordDialogProps) {
  const t = useViewT(platformMessages);
  const { api } = useAdmin();
  const notify = useNotify();
  const [password, setPassword] = useState('');
  const [check, setCheck] = useState('');
  const [tried, setTried] = useState(false);
  const [serverError, setServerError] = useState<{ field: string; msg: string } | null>(null);
  const [saving, setSaving] = useState(false);
  const ruleError = tried && !PASSWORD_RULE.test(password) ? t('platform.passwordRule') : null;
  const checkError = tried && check !== password ? t('platform.passwordMismatch') : null;

  const save = async () => {
    setTried(true);
    setServerError(null);
    if (!PASSWORD_RULE.test(password) || check !== password) return;
    setSaving(true);
    try {
      await callOperation(api, resetOp, { id: user.id, password });
      notify.success(t('platform.passwordReset'));
      onClose();
    } catch (e) {
      const field = (e as { data?: { field?: unknown } } | null)?.data?.field;
      setServerError({ field: typeof field === 'string' ? field : '', msg: errorText(e, '') });
    } finally {
      setSaving(false);
    }
  };
  const onField = (name: string) => (serverError && (serverError.field === name || (!serverError.field && name === 'password')) ? serverError.msg : null);

  return (
    <Dialog
      open onClose={onClose} title={t('platform.resetPasswordOf', { name: String(user.name ?? user.id) })} closeLabel={t('platform.close')}
      footer={(requestClose) => (
        <>
          <Button onClick={requestClose}>{t('platform.cancel')}</Button>
          <Button variant="primary" loading={saving} onClick={() => void save()}>{t('platform.save')}</Button>
        </>
      )}
    >
      <form onSubmit={(e) => { e.preventDefault(); void save(); }}>
        <FormField label={t('platform.newPassword')} required hint={t('platform.passwordRule')} error={ruleError ?? onField('password')}>
          <PasswordInput value={password} onChange={(e) => setPassword(e.target.value)} autoComplete="new-password" toggleLabel={t('platform.showPassword')} />
        </FormField>
        <FormField label={t('platform.checkPassword')} required error={checkError}>
          <PasswordInput value={check} onChange={(e) => setCheck(e.target.value)} autoComplete="new-password" toggleLabel={t('platform.showPassword')} />
        </FormField>
      </form>
    </Dialog>
  );
}
