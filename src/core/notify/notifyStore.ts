/**
 * Notices, UI-agnostic: toasts and confirm dialogs live in this store; the shell's `<Notices />`
 * renders them (`useNotices`). Toasts remove themselves after their duration; an identical
 * visible message is not stacked twice (ten failing calls with one error show one toast).
 */
import { TOAST_DURATION_MS } from '../../utils/constants';
import { createStore, type Store } from '../store';

/**
 * @example
 * const notify = useNotify();
 * notify.success(t('password.success'));
 * if (await notify.confirm({ title: t('oneKeyRole.title'), message: t('oneKeyRole.confirm') })) run();
 */
export type ToastType = 'success' | 'info' | 'warning' | 'error';

/**
 * @example
 * const { toasts } = useNotices();
 * toasts.map((toast) => <Toast key={toast.id} id={toast.id} kind={toast.type} message={toast.message} onDismiss={dismiss} />)
 */
export interface Toast {
  readonly id: number;
  readonly type: ToastType;
  readonly message: string;
  /** ms until it disappears; 0 = stays until dismissed. */
  readonly duration: number;
}

/**
 * @example
 * const notify = useNotify();
 * notify.success(t('password.success'));
 * if (await notify.confirm({ title: t('oneKeyRole.title'), message: t('oneKeyRole.confirm') })) run();
 */
export interface ConfirmOptions {
  readonly title: string;
  readonly message: string;
  readonly confirmText?: string;
  readonly cancelText?: string;
  /** 'danger' styles the confirm button as destructive. */
  readonly tone?: 'default' | 'danger';
  /** Confirms with the same key share one dialog (and one answer) while it is open. */
  readonly dedupeKey?: string;
}

/**
 * @example
 * const { toasts, confirms, settle } = useNotices();
 * const current = confirms[0];
 * {current && <ConfirmDialog open title={current.title} onConfirm={() => settle(current.id, true)} onCancel={() => settle(current.id, false)} />}
 */
export interface ConfirmRequest extends ConfirmOptions {
  readonly id: number;
}

export interface NotifyState {
  readonly toasts: readonly Toast[];
  readonly confirms: readonly ConfirmRequest[];
  /** Mounted renderers of the notices, in mount order ('shell' for the console's own). */
  readonly hosts: readonly string[];
}

export interface NotifyStore extends Store<NotifyState> {
  show(type: ToastType, message: string, duration?: number): number;
  dismiss(id: number): void;
  /** Opens a confirm dialog; resolves true on confirm, false on cancel or dismissal. */
  confirm(options: ConfirmOptions): Promise<boolean>;
  /** Answers an open confirm (called by the dialog). */
  settle(id: number, confirmed: boolean): void;
  /** Registers a renderer of the notices; returns its removal. */
  addHost(id: string): () => void;
}

/**
 * @example
 * const notify = createNotifyStore();
 * notify.show('success', '修改成功');
 * if (await notify.confirm({ title: '确认', message: '删除？' })) remove();
 */
export function createNotifyStore(defaultDuration = TOAST_DURATION_MS): NotifyStore {
  const store = createStore<NotifyState>({ toasts: [], confirms: [], hosts: [] });
  let nextId = 1;
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const answers = new Map<number, { resolve: (ok: boolean) => void; promise: Promise<boolean> }>();

  const dismiss = (id: number) => {
    const timer = timers.get(id);
    if (timer) clearTimeout(timer);
    timers.delete(id);
    store.setState((s) => (s.toasts.some((t) => t.id === id) ? { ...s, toasts: s.toasts.filter((t) => t.id !== id) } : s));
  };

  return {
    ...store,
    show(type, message, duration = defaultDuration) {
      const text = String(message ?? '').trim() || '—';
      const same = store.getState().toasts.find((t) => t.message === text);
      if (same) return same.id;
      const id = nextId++;
      store.setState((s) => ({ ...s, toasts: [...s.toasts, { id, type, message: text, duration }] }));
      if (duration > 0) timers.set(id, setTimeout(() => dismiss(id), duration));
      return id;
    },
    dismiss,
    addHost(id) {
      store.setState((s) => ({ ...s, hosts: [...s.hosts, id] }));
      return () => store.setState((s) => ({ ...s, hosts: s.hosts.filter((h) => h !== id) }));
    },
    confirm(options) {
      if (options.dedupeKey) {
        const open = store.getState().confirms.find((c) => c.dedupeKey === options.dedupeKey);
        const pending = open && answers.get(open.id);
        if (pending) return pending.promise;
      }
      const id = nextId++;
      let resolve!: (ok: boolean) => void;
      const promise = new Promise<boolean>((r) => { resolve = r; });
      answers.set(id, { resolve, promise });
      store.setState((s) => ({ ...s, confirms: [...s.confirms, { ...options, id }] }));
      return promise;
    },
    settle(id, confirmed) {
      const answer = answers.get(id);
      answers.delete(id);
      store.setState((s) => ({ ...s, confirms: s.confirms.filter((c) => c.id !== id) }));
      answer?.resolve(confirmed);
    },
  };
}
