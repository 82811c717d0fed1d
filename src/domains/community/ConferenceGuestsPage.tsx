import { useState } from 'react';
import { conferenceCustomer, conferenceCustomerLike } from '../../contract/services/conference';
import { useLocale } from '../../core';
import { ResourcePage, useViewT, type ResourcePageOfProps, type Row } from '../../resource';
import { Dialog } from '../../ui';
import { ChildList } from './ChildList';
import { communityMessages } from './messages';

/**
 * 会议服务: the guests of every conference (filter by conference, name, phone, check-in), with
 * add and edit, and each guest's preferences (food, drinks, restrictions) to serve them by.
 * @example
 * <AdminProvider apiBase="/super_cloud/api" token={token}><ConferenceGuestsPage /></AdminProvider>
 */
export function ConferenceGuestsPage({ rowLinks, children, ...props }: ResourcePageOfProps) {
  const t = useViewT(communityMessages);
  const locale = useLocale();
  const [guest, setGuest] = useState<Row | null>(null);
  return (
    <ResourcePage
      resource={conferenceCustomer} title="route.meetingService"
      rowLinks={[{ label: t('community.preferences'), onClick: setGuest }, ...(rowLinks ?? [])]}
      {...props}
    >
      {children}
      {guest ? (
        <Dialog open title={t('community.guestTitle', { name: String(guest.name ?? guest.id) })} onClose={() => setGuest(null)} width={720}>
          <ChildList resource={conferenceCustomerLike} parentField="customerId" parentId={String(guest.id)} label={conferenceCustomerLike.title[locale]} height={260} />
        </Dialog>
      ) : null}
    </ResourcePage>
  );
}
