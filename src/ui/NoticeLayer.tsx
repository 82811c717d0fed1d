import { LazyConfirmDialog, LazyToaster } from './lazy';
import type { ToastKind } from './Toaster';

export interface NoticeToast { readonly id: number; readonly type: ToastKind; readonly message: string; readonly duration?: number }
export interface NoticeConfirm {
  readonly id: number; readonly title: string; readonly message: string;
  readonly confirmText?: string; readonly cancelText?: string; readonly tone?: string;
}

/**
 * @example
 * <NoticeLayer toasts={toasts} confirm={confirms[0]} onDismiss={dismiss} onSettle={settle} labels={{ close: '关闭', confirm: '确定', cancel: '取消' }} />
 */
export interface NoticeLayerProps {
  toasts: readonly NoticeToast[];
  /** The confirm on top (the others queue behind it). */
  confirm?: NoticeConfirm;
  onDismiss: (id: number) => void;
  onSettle: (id: number, confirmed: boolean) => void;
  labels: { close: string; confirm: string; cancel: string };
}

/**
 * The toast stack and the open confirm dialog, drawn from plain data (the caller reads them
 * from its notice store); the code of each loads with the first toast or confirm.
 * @example
 * <NoticeLayer toasts={toasts} confirm={confirms[0]} onDismiss={dismiss} onSettle={settle} labels={{ close: '关闭', confirm: '确定', cancel: '取消' }} />
 */
export function NoticeLayer({ toasts, confirm, onDismiss, onSettle, labels }: NoticeLayerProps) {
  return (
    <>
      <LazyToaster
        toasts={toasts.map((toast) => ({ id: toast.id, kind: toast.type, message: toast.message, ...(toast.duration !== undefined ? { duration: toast.duration } : {}) }))}
        onDismiss={(id) => onDismiss(Number(id))} closeLabel={labels.close}
      />
      {confirm ? (
        <LazyConfirmDialog
          key={confirm.id} open title={confirm.title} message={confirm.message}
          confirmText={confirm.confirmText ?? labels.confirm} cancelText={confirm.cancelText ?? labels.cancel}
          tone={confirm.tone === 'danger' ? 'danger' : 'warning'} closeLabel={labels.close}
          onConfirm={() => onSettle(confirm.id, true)} onCancel={() => onSettle(confirm.id, false)}
        />
      ) : null}
    </>
  );
}
