import { useNotices, useT } from '../../core';
import { LazyConfirmDialog, Toaster } from '../../ui';

/**
 * Renders core's notice store: the toast stack (top centre) and the oldest open confirm dialog
 * (the others queue behind it). The 401 re-login question is one of these confirms, deduplicated
 * by core, so however many calls fail at once there is exactly one dialog.
 * @example
 * <AdminProvider apiBase="/super_cloud/api"><Notices /><App /></AdminProvider>
 */
export function Notices() {
  const t = useT();
  const { toasts, confirms, dismiss, settle } = useNotices();
  const current = confirms[0];
  return (
    <>
      <Toaster
        toasts={toasts.map((toast) => ({ id: toast.id, kind: toast.type, message: toast.message, duration: toast.duration }))}
        onDismiss={(id) => dismiss(Number(id))} closeLabel={t('common.close')}
      />
      {current ? (
        <LazyConfirmDialog
          key={current.id} open title={current.title} message={current.message}
          confirmText={current.confirmText ?? t('common.confirm')} cancelText={current.cancelText ?? t('common.cancel')}
          tone={current.tone === 'danger' ? 'danger' : 'warning'} closeLabel={t('common.close')}
          onConfirm={() => settle(current.id, true)} onCancel={() => settle(current.id, false)}
        />
      ) : null}
    </>
  );
}
