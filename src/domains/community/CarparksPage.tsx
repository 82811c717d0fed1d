import { useState } from 'react';
import { carpark } from '../../contract/services/carpark';
import { operationOf, useCan } from '../../core';
import { ResourcePage, useSelectionRun, useViewT, type ResourcePageOfProps, type ToolbarSelection } from '../../resource';
import { Button, LazyConfirmDialog } from '../../ui';
import { communityMessages } from './messages';

const disableOp = operationOf(carpark, 'transition', 'disable')!;
const enableOp = operationOf(carpark, 'transition', 'enable')!;

type Batch = { action: 'disable' | 'enable'; selection: ToolbarSelection } | null;

/**
 * 停用所选 / 启用所选 over the table's selection: one disable/{ids} or enable/{ids} call for all of
 * them, asked first; the server refuses the whole batch when one row is already in the target state.
 */
function BatchButtons({ selection, onAsk }: { selection: ToolbarSelection; onAsk: (b: NonNullable<Batch>) => void }) {
  const t = useViewT(communityMessages);
  const may = useCan();
  if (!may([carpark.permission])) return null;
  const none = selection.ids.length === 0;
  return (
    <>
      <Button disabled={none} onClick={() => onAsk({ action: 'disable', selection })}>{t('community.disableSelected')}</Button>
      <Button disabled={none} onClick={() => onAsk({ action: 'enable', selection })}>{t('community.enableSelected')}</Button>
    </>
  );
}

/**
 * 停车场: car parks of the projects with their services, spaces and hourly rate; add, edit, delete;
 * disable and enable one row (its row buttons) or every selected row at once.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><CarparksPage /></AdminProvider>
 */
export function CarparksPage({ toolbar, ...props }: ResourcePageOfProps) {
  const t = useViewT(communityMessages);
  const selectionRun = useSelectionRun(carpark);
  const [batch, setBatch] = useState<Batch>(null);
  const run = async (b: NonNullable<Batch>) => {
    await selectionRun.run(b.action === 'disable' ? disableOp : enableOp, b.selection,
      (count) => t(b.action === 'disable' ? 'community.disabledCount' : 'community.enabledCount', { count }));
    setBatch(null);
  };
  const verb = batch ? t(batch.action === 'disable' ? 'community.disableSelected' : 'community.enableSelected') : '';
  return (
    <ResourcePage
      resource={carpark} title="route.carpark"
      toolbar={(selection: ToolbarSelection) => (
        <>
          <BatchButtons selection={selection} onAsk={setBatch} />
          {typeof toolbar === 'function' ? toolbar(selection) : toolbar}
        </>
      )}
      {...props}
    >
      {props.children}
      <LazyConfirmDialog
        open={batch !== null} title={verb}
        message={batch ? t('community.batchQuestion', { action: t(batch.action === 'disable' ? 'community.disable' : 'community.enable'), count: batch.selection.ids.length }) : ''}
        confirmText={verb} cancelText={t('common.cancel')} closeLabel={t('resource.close')} tone={batch?.action === 'disable' ? 'danger' : undefined}
        confirming={selectionRun.pending} onCancel={() => setBatch(null)} onConfirm={() => { if (batch) void run(batch); }}
      />
    </ResourcePage>
  );
}
