import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { useCan, useNotify, useOneKeyRoleSetup, useSession, useT } from '../../core';
import { Dropdown, Icon, cssVar } from '../../ui';
import type { MenuItem } from '../../ui';
import { ChangePasswordDialog } from '../dialogs/ChangePasswordDialog';
import { AppDownloadDialog } from './AppDownloadDialog';

const Trigger = styled.button`
  display: inline-flex; align-items: center; gap: 6px; height: ${cssVar.controlHeight}; padding: 0 ${cssVar.spaceSm};
  border: 0; border-radius: ${cssVar.radius}; background: none; color: inherit; font: inherit; cursor: pointer;
  &:hover, &[aria-expanded='true'] { background: ${cssVar.bgMuted}; }
  &:focus-visible { outline: 2px solid ${cssVar.primary}; outline-offset: 1px; }
`;
const Avatar = styled.span`
  display: inline-grid; place-items: center; width: 28px; height: 28px; border-radius: 50%;
  background: ${cssVar.primaryFill}; color: ${cssVar.primaryText}; font-size: 13px; overflow: hidden;
  img { width: 100%; height: 100%; object-fit: cover; }
  /* The initial repeats the name beside it: drawn by CSS, it is decoration, not part of the button's text. */
  &[data-initial]::before { content: attr(data-initial); }
`;

/**
 * The user menu: change password, app download links and the one-step app role set-up
 * (administrators only, with a confirm and a result notice), and logout.
 * @example
 * <UserDropdown />
 */
export function UserDropdown() {
  const t = useT();
  const navigate = useNavigate();
  const notify = useNotify();
  const { user, logout } = useSession();
  const isAdmin = useCan()(['admin']);
  const roleSetup = useOneKeyRoleSetup();
  const [dialog, setDialog] = useState<'password' | 'download' | null>(null);
  const name = user?.realName || user?.name || user?.userName || '';

  const items: MenuItem[] = [
    { key: 'password', label: t('navbar.changePassword'), icon: 'lock' },
    ...(isAdmin ? [
      { key: 'download', label: t('navbar.appDownload'), icon: 'download' as const },
      { key: 'roles', label: roleSetup.running ? t('oneKeyRole.running') : t('navbar.oneKeyRole'), icon: 'user' as const, disabled: roleSetup.running },
    ] : []),
    { key: 'logout', label: t('navbar.logout'), icon: 'logout', divided: true },
  ];

  const setUpRoles = async () => {
    const ok = await notify.confirm({
      title: t('oneKeyRole.title'), message: t('oneKeyRole.confirm'), confirmText: t('common.confirm'), cancelText: t('common.cancel'),
    });
    if (!ok) return;
    try {
      const { created, updated } = await roleSetup.run();
      notify.success(t('oneKeyRole.success', { created, updated }));
    } catch {
      // the API client has shown the failure (including the 100 s time-out)
    }
  };

  const onSelect = (key: string) => {
    if (key === 'password' || key === 'download') setDialog(key);
    else if (key === 'roles') void setUpRoles();
    else if (key === 'logout') void logout().then(() => navigate('/login', { replace: true }));
  };

  return (
    <>
      <Dropdown items={items} onSelect={onSelect} label={t('navbar.userMenu')}>
        <Trigger type="button" aria-label={`${t('navbar.userMenu')}: ${name}`}>
          <Avatar aria-hidden="true" data-initial={user?.avatar ? undefined : name.slice(0, 1) || undefined}>
            {user?.avatar ? <img src={user.avatar} alt="" /> : name ? null : <Icon name="user" />}
          </Avatar>
          <span>{name}</span>
          <Icon name="chevron-down" size={12} />
        </Trigger>
      </Dropdown>
      <ChangePasswordDialog open={dialog === 'password'} onClose={() => setDialog(null)} />
      {isAdmin ? <AppDownloadDialog open={dialog === 'download'} onClose={() => setDialog(null)} /> : null}
    </>
  );
}
