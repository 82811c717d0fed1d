import { useNotices, useNoticesHost, useT } from '../../core';
import { NoticeLayer } from '../../ui';

/**
 * Renders core's notice store: the toast stack (top centre) and the oldest open confirm dialog
 * (the others queue behind it). The 401 re-login question is one of these confirms, deduplicated
 * by core, so however many calls fail at once there is exactly one dialog.
 * @example
 * <AdminProvider apiBase="/super_cloud/api"><Notices /><App /></AdminProvider>
 */
export function Notices() {
  const t = useT();
  useNoticesHost('shell');
  const { toasts, confirms, dismiss, settle } = useNotices();
  return (
    <NoticeLayer
      toasts={toasts} confirm={confirms[0]} onDismiss={dismiss} onSettle={settle}
      labels={{ close: t('common.close'), confirm: t('common.confirm'), cancel: t('common.cancel') }}
    />
  );
}
