import { useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { useLoginTarget, useSession, useT } from '../../core';
import { Button, FormField, Icon, Input, PasswordInput, cssVar } from '../../ui';
import { LanguageSelect } from '../navbar/LanguageSelect';
import { errorMessage } from '../errorMessage';

/**
 * The reference server's answer to a login sealed with a key from before its restart
 * (example-host/server/auth/login.ts): not a wrong password, and said in the console's language.
 */
const KEY_EXPIRED = '登录已过期，请刷新后重试';

const Screen = styled.main`
  min-height: 100vh; display: grid; place-items: center; padding: ${cssVar.spaceXl}; box-sizing: border-box;
  background: #2d3a4b; color: #eee;
`;
const Card = styled.form`
  width: min(420px, 100%); padding: 32px 32px ${cssVar.spaceXl}; box-sizing: border-box; border-radius: 8px;
  background: ${cssVar.bg}; color: ${cssVar.text}; box-shadow: 0 8px 32px rgba(0, 0, 0, 0.3);
  display: flex; flex-direction: column; gap: ${cssVar.spaceXs};
`;
const Head = styled.header`
  display: flex; align-items: flex-start; justify-content: space-between; gap: ${cssVar.spaceMd}; margin-bottom: ${cssVar.spaceLg};
  h1 { margin: 0; font-size: 22px; font-weight: 600; }
  p { margin: 6px 0 0; color: ${cssVar.textSecondary}; font-size: 13px; }
`;
const Alert = styled.p`
  margin: 0 0 ${cssVar.spaceMd}; padding: ${cssVar.spaceSm} ${cssVar.spaceMd}; border-radius: ${cssVar.radius}; font-size: 13px;
  background: #fef0f0; color: #B23B3B; border: 1px solid #fde2e2;
`;
const Caps = styled.span`color: ${cssVar.warningInk}; font-size: ${cssVar.fontSizeSmall};`;

interface Errors { name?: string; password?: string }

/**
 * The login form (000 sections 2 and 5): the name is trimmed by the session, the password is
 * encrypted there; the form validates both, refuses a second submit while one is pending, shows
 * the server's message on failure and keeps what was typed. Nothing is remembered in storage
 * except what the session itself stores after a successful login.
 * On success it goes to `?redirect=`, else the latest remembered path, else '/' (internal paths only).
 * @example
 * <Route path="/login" element={<LoginPage />} />
 */
export function LoginPage() {
  const t = useT();
  const { login } = useSession();
  const navigate = useNavigate();
  const target = useLoginTarget();
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [capsLock, setCapsLock] = useState(false);

  const validate = (): Errors => ({
    ...(name.trim() ? {} : { name: t('login.usernameRequired') }),
    ...(password ? {} : { password: t('login.passwordRequired') }),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (pending) return;
    const found = validate();
    setErrors(found);
    if (found.name || found.password) return;
    setPending(true);
    setFailure(null);
    try {
      await login(name, password);
      navigate(target, { replace: true });
    } catch (e) {
      const message = errorMessage(e, t('common.unknownError'));
      setFailure(message === KEY_EXPIRED ? t('login.keyExpired') : t('login.failed', { message }));
      setPending(false);
    }
  };

  const watchCaps = (e: KeyboardEvent<HTMLInputElement>) => setCapsLock(e.getModifierState?.('CapsLock') ?? false);

  return (
    <Screen>
      <Card onSubmit={submit} noValidate aria-labelledby="sc-login-title" aria-busy={pending || undefined}>
        <Head>
          <div>
            <h1 id="sc-login-title">{t('app.title')}</h1>
            <p>{t('login.title')} · {t('login.subtitle')}</p>
          </div>
          <LanguageSelect />
        </Head>
        {failure ? <Alert role="alert">{failure}</Alert> : null}
        <FormField label={t('login.username')} required error={errors.name}>
          <Input
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the login form is the page's only task: it starts in its first field
            name="loginName" autoComplete="username" autoFocus prefix={<Icon name="user" />} value={name}
            placeholder={t('login.usernamePlaceholder')}
            onChange={(e) => { setName(e.target.value); if (errors.name) setErrors((x) => ({ ...x, name: undefined })); }}
          />
        </FormField>
        <FormField label={t('login.password')} required error={errors.password} hint={capsLock ? <Caps>{t('login.capsLock')}</Caps> : undefined}>
          <PasswordInput
            name="password" autoComplete="current-password" prefix={<Icon name="lock" />} value={password}
            placeholder={t('login.passwordPlaceholder')} toggleLabel={t('login.showPassword')}
            onKeyUp={watchCaps} onKeyDown={watchCaps}
            onChange={(e) => { setPassword(e.target.value); if (errors.password) setErrors((x) => ({ ...x, password: undefined })); }}
          />
        </FormField>
        <Button type="submit" variant="primary" loading={pending} style={{ width: '100%', marginTop: 12 }}>
          {pending ? t('login.submitting') : t('login.submit')}
        </Button>
      </Card>
    </Screen>
  );
}
