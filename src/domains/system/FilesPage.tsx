import { Suspense, useState } from 'react';
import { file as fileResource } from '../../contract/services/common';
import { useAdmin, useCan, useNotify } from '../../core';
import { callOperation, operationOf } from '../../core/resource';
import { ResourcePage, errorText, useViewT, type ResourcePageOfProps, type Row } from '../../resource';
import { Button, lazyNamed } from '../../ui';
import { systemMessages } from './messages';

const UploadDialog = lazyNamed(() => import('./UploadDialog'), 'UploadDialog');
const FilePreview = lazyNamed(() => import('./FilePreview'), 'FilePreview');
const linkOp = /* @__PURE__ */ operationOf(fileResource, 'get', 'geturlById');

type Open = { kind: 'upload' } | { kind: 'preview'; row: Row } | null;

/**
 * 文件管理: the file store (name, size, type, group, storage, time; filter by group and provider),
 * upload to a group with progress (type and size checked before sending, the server's refusal
 * shown with nothing stored), preview of images, a signed link valid 10 minutes, delete.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><FilesPage /></AdminProvider>
 */
export function FilesPage({ children, toolbar, rowLinks, ...props }: ResourcePageOfProps) {
  const t = useViewT(systemMessages);
  const { api } = useAdmin();
  const may = useCan();
  const notify = useNotify();
  const [open, setOpen] = useState<Open>(null);
  const copyLink = async (row: Row) => {
    try {
      const env = await callOperation<{ data?: { signedUrl?: string; url?: string } }>(api, linkOp!, { id: row.id });
      const link = new URL(String(env.data?.signedUrl ?? env.data?.url ?? ''), window.location.href).toString();
      try {
        await navigator.clipboard.writeText(link);
        notify.success(t('file.linkCopied'));
      } catch {
        notify.info(t('file.linkFailed', { url: link }));
      }
    } catch (e) {
      notify.error(errorText(e, ''));
    }
  };
  const links = [
    { label: t('file.preview'), lead: true, onClick: (row: Row) => setOpen({ kind: 'preview', row }) },
    { label: t('file.link'), onClick: (row: Row) => void copyLink(row) },
    ...(rowLinks ?? []),
  ];
  return (
    <ResourcePage
      resource={fileResource} title="route.file" rowLinks={links}
      toolbar={(
        <>
          {may([fileResource.permission]) ? <Button variant="primary" onClick={() => setOpen({ kind: 'upload' })}>{t('file.upload')}</Button> : null}
          {toolbar}
        </>
      )}
      {...props}
    >
      {children}
      <Suspense fallback={null}>
        {open?.kind === 'upload' ? <UploadDialog onClose={() => setOpen(null)} /> : null}
        {open?.kind === 'preview' ? <FilePreview row={open.row} onClose={() => setOpen(null)} /> : null}
      </Suspense>
    </ResourcePage>
  );
}
