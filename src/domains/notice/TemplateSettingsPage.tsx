import { wxTemplateMessageConfig } from '../../contract/services/notify';
import { useAdmin, useEnsurePermissions } from '../../core';
import { useQuery } from '../../core/query/useQuery';
import { callOperation, listColumns, operationOf, resourceQueryKey } from '../../core/resource';
import { ResourceTable, errorText, useViewT, type Row } from '../../resource';
import { EmptyState, ErrorState, ProgressBar, classes } from '../../ui';
import { noticeMessages } from './messages';

const allOp = operationOf(wxTemplateMessageConfig, 'all', 'getAll')!;
const FIELDS = listColumns(wxTemplateMessageConfig);

/**
 * 微信模板消息 (settings): every template-message setting of the notify service (`getAll`: title,
 * message type, public account, WeChat template id, status) in one table; the template messages
 * themselves pick from them. 001 gives these settings no write calls, so the page only reads.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><TemplateSettingsPage /></AdminProvider>
 */
export function TemplateSettingsPage({ title, className }: { title?: string; className?: string }) {
  const t = useViewT(noticeMessages);
  const { api } = useAdmin();
  useEnsurePermissions();
  const q = useQuery({
    key: [...resourceQueryKey(wxTemplateMessageConfig.key), 'getAll'],
    fn: async (signal) => (await callOperation<{ data: Row[] }>(api, allOp, {}, { signal })).data ?? [],
  });
  const heading = title ? t(title) : t('route.noticeTemplateSetting');
  let empty = <EmptyState title={t('common.empty')} />;
  if (q.isPending) empty = <ProgressBar value={null} label={t('common.loading')} />;
  else if (q.error) empty = <ErrorState title={t('resource.loadFailed')} message={errorText(q.error, t('common.unknownError'))} retryText={t('common.retry')} onRetry={() => void q.refetch()} />;
  return (
    <section className={classes('sca-page sca-resource-page', className)} aria-labelledby="sc-title-template-settings">
      <h1 className="sca-page-title" id="sc-title-template-settings">{heading}</h1>
      <ResourceTable resource={wxTemplateMessageConfig} rows={q.data ?? []} fields={FIELDS} label={heading} empty={empty} />
    </section>
  );
}
