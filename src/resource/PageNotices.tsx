import { useId } from 'react';
import { useNotices, useNoticesHost } from '../core';
import { NoticeLayer } from '../ui';
import { useViewT } from './useViewT';

/**
 * The notices (toasts, confirms) of a page mounted alone in a partner app: drawn only when no
 * console shell draws them already, and by one page only.
 * @example
 * <AdminProvider apiBase="/api"><MealOrdersPage /></AdminProvider> // MealOrdersPage renders <PageNotices />
 */
export function PageNotices() {
  const t = useViewT();
  const show = useNoticesHost(useId());
  const { toasts, confirms, dismiss, settle } = useNotices();
  if (!show) return null;
  return (
    <NoticeLayer
      toasts={toasts} confirm={confirms[0]} onDismiss={dismiss} onSettle={settle}
      labels={{ close: t('common.close'), confirm: t('common.confirm'), cancel: t('common.cancel') }}
    />
  );
}
