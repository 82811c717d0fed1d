import { file as fileResource } from '../../contract/services/common';
import { useAdmin } from '../../core';
import { useQuery } from '../../core/query/useQuery';
import { callOperation, operationOf, resourceQueryKey } from '../../core/resource';
import { errorText, useViewT, type Row } from '../../resource';
import { Button, Dialog, DialogFooter, ErrorState, Spinner, cssVar } from '../../ui';
import { systemMessages } from './messages';

const linkOp = /* @__PURE__ */ operationOf(fileResource, 'get', 'geturlById');

/**
 * A stored file's preview through its signed link: images inline, anything else as a download
 * link (a PDF or document from the store is never run inside the console).
 * @example
 * <FilePreview row={row} onClose={close} />
 */
export function FilePreview({ row, onClose }: { row: Row; onClose: () => void }) {
  const t = useViewT(systemMessages);
  const { api } = useAdmin();
  const name = String(row.name ?? '');
  const q = useQuery({
    key: [...resourceQueryKey(fileResource.key), 'link', String(row.id)],
    fn: async (signal) => (await callOperation<{ data?: Row }>(api, linkOp!, { id: row.id }, { signal })).data ?? {},
  });
  const link = q.data ? String(q.data.signedUrl ?? q.data.url ?? '') : '';
  const image = String(row.contentType ?? '').startsWith('image/');
  return (
    <Dialog open title={t('file.previewOf', { name })} onClose={onClose} footer={(close) => <DialogFooter><Button onClick={close}>{t('file.close')}</Button></DialogFooter>}>
      {q.error ? <ErrorState title={errorText(q.error, '')} /> : null}
      {q.isPending && !q.error ? <Spinner /> : null}
      {link && image ? <img src={link} alt={name} style={{ display: 'block', maxWidth: '100%', maxHeight: '60vh', margin: '0 auto', background: cssVar.bgMuted }} /> : null}
      {link && !image ? <p>{t('file.noPreview')}</p> : null}
      {link ? <p><a href={link} download={name} target="_blank" rel="noopener noreferrer">{t('file.download')}</a></p> : null}
    </Dialog>
  );
}
