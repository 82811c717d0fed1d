/** Hooks over the notice store: `useNotify` to raise notices, `useNotices` for the shell to render them. */
import { useEffect, useMemo } from 'react';
import { TOAST_DURATION_MS } from '../../utils/constants';
import { useAdminInternals } from '../adminContext';
import { useStore } from '../store';
import type { ConfirmOptions, ConfirmRequest, Toast } from './notifyStore';

/**
 * @example
 * const notify = useNotify();
 * notify.success(t('password.success'));
 * if (await notify.confirm({ title: t('oneKeyRole.title'), message: t('oneKeyRole.confirm') })) run();
 */
export interface NotifyApi {
  success(message: string): void;
  info(message: string): void;
  warning(message: string): void;
  /** Error toast, 5 s by default (000 section 9). */
  error(message: string, durationMs?: number): void;
  /** Resolves true when confirmed, false when cancelled or dismissed. */
  confirm(options: ConfirmOptions): Promise<boolean>;
}

/**
 * Raises toasts and confirm dialogs (rendered by the shell's `<Notices />`).
 * @example
 * const notify = useNotify();
 * notify.success(t('password.success'));
 * if (await notify.confirm({ title: t('oneKeyRole.title'), message: t('oneKeyRole.confirm') })) run();
 */
export function useNotify(): NotifyApi {
  const { notify } = useAdminInternals();
  return useMemo(() => ({
    success: (m) => void notify.show('success', m),
    info: (m) => void notify.show('info', m),
    warning: (m) => void notify.show('warning', m),
    error: (m, durationMs = TOAST_DURATION_MS) => void notify.show('error', m, durationMs),
    confirm: (o) => notify.confirm(o),
  }), [notify]);
}

/**
 * @example
 * const { toasts, confirms, settle } = useNotices();
 * const current = confirms[0];
 * {current && <ConfirmDialog open title={current.title} onConfirm={() => settle(current.id, true)} onCancel={() => settle(current.id, false)} />}
 */
export interface NoticesApi {
  /** Visible toasts, oldest first; each disappears after its duration. */
  readonly toasts: readonly Toast[];
  /** Open confirm dialogs, oldest first (render the first; the rest queue). */
  readonly confirms: readonly ConfirmRequest[];
  dismiss(id: number): void;
  /** Answers a confirm dialog. */
  settle(id: number, confirmed: boolean): void;
}

/**
 * For the component that renders notices.
 * @example
 * const { toasts, confirms, settle } = useNotices();
 * const current = confirms[0];
 * {current && <ConfirmDialog open title={current.title} onConfirm={() => settle(current.id, true)} onCancel={() => settle(current.id, false)} />}
 */
export function useNotices(): NoticesApi {
  const { notify } = useAdminInternals();
  const state = useStore(notify);
  return useMemo(() => ({ ...state, dismiss: notify.dismiss, settle: notify.settle }), [state, notify]);
}

/**
 * Whether this renderer of the notices should draw them. The console's own (`'shell'`) always
 * does; a page mounted alone in a partner app (no shell) draws them itself, and when several
 * such pages share a provider only the first one does, so nothing shows twice.
 * @example
 * const show = useNoticesHost(useId());
 * return show ? <Toaster ... /> : null;
 */
export function useNoticesHost(id: string): boolean {
  const { notify } = useAdminInternals();
  const hosts = useStore(notify, (s) => s.hosts);
  useEffect(() => notify.addHost(id), [notify, id]);
  if (id === 'shell') return true;
  return !hosts.includes('shell') && hosts[0] === id;
}
