import { usePageUpdateCheck, useT } from '../../core';
import { PAGE_UPDATE_CHECK_MS } from '../../utils';
import { LazyConfirmDialog } from '../../ui';

export interface UpdatePromptProps {
  /** How often to look for a new deployment (default 30 minutes, 000 section 9). */
  intervalMs?: number;
  /** The page to compare with (default: the console's index.html under the router basename). */
  indexUrl?: string;
}

/**
 * The page-update prompt (000 section 2): when a new version of the console is deployed, asks
 * 'The page has an update, click OK to refresh the page!' (in the current language); OK reloads,
 * Later hides it until yet another version appears.
 * @example
 * <UpdatePrompt />
 */
export function UpdatePrompt({ intervalMs = PAGE_UPDATE_CHECK_MS, indexUrl }: UpdatePromptProps) {
  const t = useT();
  const { updateAvailable, reload, dismiss } = usePageUpdateCheck(intervalMs, indexUrl);
  return (
    <LazyConfirmDialog
      open={updateAvailable} title={t('update.title')} message={t('update.message')} tone="info"
      confirmText={t('update.refresh')} cancelText={t('update.later')} closeLabel={t('common.close')}
      onConfirm={reload} onCancel={dismiss}
    />
  );
}
