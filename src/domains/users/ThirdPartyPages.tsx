/**
 * 人脸检测 and 第三方用户下发 (issue 38, our additions): the generic resource page with the
 * domain's columns, the face photo as a thumbnail, and the dispatch workflows (批量下发, 重新下发所选).
 */
import { lazy, Suspense, useState } from 'react';
import { faceDetection, userDispatch } from '../../contract/services/organisation/thirdParty';
import { operationOf, useCan } from '../../core';
import { ResourcePage, useSelectionRun, useViewT, type ResourcePageOfProps, type Row, type ToolbarSelection } from '../../resource';
import { Button, LazyConfirmDialog } from '../../ui';
import { dispatchMessages } from './dispatchMessages';

const DispatchUsersDialog = lazy(() => import('./DispatchUsersDialog').then((m) => ({ default: m.DispatchUsersDialog })));
const retryOp = operationOf(userDispatch, 'transition', 'retry')!;
const THUMB = { width: 40, height: 50, objectFit: 'cover', borderRadius: 4, display: 'block' } as const;

function FacePhoto({ row }: { row: Row }) {
  const t = useViewT(dispatchMessages);
  const src = typeof row.photoUrl === 'string' ? row.photoUrl : '';
  if (!src) return <>{t('face.noPhoto')}</>;
  return <a href={src} target="_blank" rel="noopener noreferrer"><img src={src} alt={t('face.photoOf', { name: String(row.name ?? '') })} style={THUMB} loading="lazy" /></a>;
}

/**
 * 人脸检测: the users' face photos for face payment and door access, with quality score and the
 * check's outcome; 审核 (通过 / 驳回 with the reason) a pending one, 重新检测 a decided one.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><FaceDetectionPage /></AdminProvider>
 */
export function FaceDetectionPage({ renderCell, ...props }: ResourcePageOfProps) {
  return (
    <ResourcePage
      resource={faceDetection} title="route.faceDetection" messages={dispatchMessages}
      columns={['name', 'phone', 'orgId', 'photoUrl', 'usage', 'qualityScore', 'status', 'failReason', 'detectTime']}
      renderCell={(field, row) => (field === 'photoUrl' ? <FacePhoto row={row} /> : renderCell?.(field, row))}
      {...props}
    />
  );
}

/**
 * 第三方用户下发: each user's push to each third-party system (status, error, attempts, last try);
 * 重新下发 one row or the selected ones, 批量下发 picked users to a system.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><UserDispatchPage /></AdminProvider>
 */
export function UserDispatchPage({ toolbar, ...props }: ResourcePageOfProps) {
  const t = useViewT(dispatchMessages);
  const may = useCan();
  const batch = useSelectionRun(userDispatch);
  const [dialog, setDialog] = useState(false);
  const [retry, setRetry] = useState<ToolbarSelection | null>(null);
  const allowed = may([userDispatch.permission]);
  const run = async (selection: ToolbarSelection) => {
    await batch.run(retryOp, selection, (count) => t('dispatch.retried', { count }));
    setRetry(null);
  };
  return (
    <ResourcePage
      resource={userDispatch} title="route.thirdUserDispatch"
      toolbar={(selection: ToolbarSelection) => (
        <>
          {allowed ? <Button variant="primary" onClick={() => setDialog(true)}>{t('dispatch.batch')}</Button> : null}
          {allowed ? <Button disabled={!selection.ids.length} onClick={() => setRetry(selection)}>{t('dispatch.retrySelected')}</Button> : null}
          {typeof toolbar === 'function' ? toolbar(selection) : toolbar}
        </>
      )}
      {...props}
    >
      {props.children}
      <LazyConfirmDialog
        open={retry !== null} title={t('dispatch.retrySelected')} message={retry ? t('dispatch.retryQuestion', { count: retry.ids.length }) : ''}
        confirmText={t('dispatch.retrySelected')} cancelText={t('common.cancel')} closeLabel={t('resource.close')}
        confirming={batch.pending} onCancel={() => setRetry(null)} onConfirm={() => { if (retry) void run(retry); }}
      />
      <Suspense fallback={null}>{dialog ? <DispatchUsersDialog onClose={() => setDialog(false)} /> : null}</Suspense>
    </ResourcePage>
  );
}
