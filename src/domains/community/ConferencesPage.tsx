import { Suspense, useState } from 'react';
import { conference } from '../../contract/services/conference';
import { ResourcePage, useViewT, type ResourcePageOfProps, type Row } from '../../resource';
import { lazyNamed } from '../../ui';
import { communityMessages } from './messages';

const ConferenceDrawer = lazyNamed(() => import('./ConferenceDrawer'), 'ConferenceDrawer');

/**
 * 会议记录: conferences by name, project, start and status, with add, edit and delete; 详情 opens
 * the conference's guests, gifts, drinks, catering, accommodation, transfers, materials and
 * notices, each with add and edit.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><ConferencesPage /></AdminProvider>
 */
export function ConferencesPage({ rowLinks, children, ...props }: ResourcePageOfProps) {
  const t = useViewT(communityMessages);
  const [open, setOpen] = useState<Row | null>(null);
  return (
    <ResourcePage
      resource={conference} title="route.meetingRecord"
      rowLinks={[{ label: t('community.manage'), lead: true, onClick: setOpen }, ...(rowLinks ?? [])]}
      {...props}
    >
      {children}
      <Suspense fallback={null}>
        {open ? <ConferenceDrawer key={String(open.id)} row={open} onClose={() => setOpen(null)} /> : null}
      </Suspense>
    </ResourcePage>
  );
}
