import { useId, useState, type KeyboardEvent } from 'react';
import {
  conferenceCustomer, conferenceCustomerLike, conferenceFood, conferenceGift, conferenceInfo, conferenceShare, conferenceStay,
  conferenceTransfer, conferenceWine,
} from '../../contract/services/conference';
import type { ResourceDef } from '../../contract/types';
import { useLocale } from '../../core';
import { useViewT, type Row } from '../../resource';
import { Dialog, Drawer } from '../../ui';
import { ChildList } from './ChildList';
import { communityMessages } from './messages';

/**
 * @example
 * <ConferenceDrawer row={conference} onClose={close} />
 */
export interface ConferenceDrawerProps {
  /** The conference (a row of conference.conference). */
  row: Row;
  onClose: () => void;
}

/** The tabs: each a resource tied to the conference by `conferenceId`. */
const TABS: readonly ResourceDef[] = [
  conferenceCustomer, conferenceGift, conferenceWine, conferenceFood, conferenceStay, conferenceTransfer, conferenceShare, conferenceInfo,
];

/**
 * One conference's arrangements, a tab each: guests (with each guest's preferences), gifts,
 * drinks, catering, accommodation, transfers, shared materials and notices — each listed with
 * add, edit and delete, the conference fixed.
 * @example
 * <ConferenceDrawer row={conference} onClose={close} />
 */
export function ConferenceDrawer({ row, onClose }: ConferenceDrawerProps) {
  const t = useViewT(communityMessages);
  const locale = useLocale();
  const id = useId();
  const [tab, setTab] = useState(0);
  const [guest, setGuest] = useState<Row | null>(null);
  const heading = t('community.conferenceTitle', { name: String(row.name ?? row.id) });
  const current = TABS[tab]!;
  const onKey = (e: KeyboardEvent) => {
    const step = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    e.preventDefault();
    const next = (tab + step + TABS.length) % TABS.length;
    setTab(next);
    document.getElementById(`${id}-tab-${next}`)?.focus();
  };
  return (
    <Drawer open onClose={onClose} placement="right" size={860} title={heading} label={heading} closeLabel={t('resource.close')}>
      <div style={{ padding: '12px 20px' }}>
        <div role="tablist" tabIndex={-1} aria-label={heading} onKeyDown={onKey} style={{ display: 'flex', flexWrap: 'wrap', gap: 4, borderBottom: '1px solid var(--sc-border, #dcdfe6)', marginBottom: 12 }}>
          {TABS.map((r, i) => (
            <button
              key={r.key} id={`${id}-tab-${i}`} type="button" role="tab" aria-selected={i === tab} aria-controls={`${id}-panel`} tabIndex={i === tab ? 0 : -1}
              onClick={() => setTab(i)}
              style={{
                padding: '6px 12px', border: 0, background: 'none', font: 'inherit', cursor: 'pointer', marginBottom: -1,
                borderBottom: i === tab ? '2px solid var(--sc-primary, #1f7a4d)' : '2px solid transparent', color: i === tab ? 'var(--sc-primary-ink, #2E72B8)' : 'inherit',
              }}
            >
              {r.title[locale]}
            </button>
          ))}
        </div>
        <div role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${tab}`}>
          <ChildList
            key={current.key} resource={current} parentField="conferenceId" parentId={String(row.id)} label={current.title[locale]} height={420}
            {...(current === conferenceCustomer ? { rowLinks: [{ label: t('community.preferences'), onClick: setGuest }] } : {})}
          />
        </div>
      </div>
      {guest ? (
        <Dialog open title={t('community.guestTitle', { name: String(guest.name ?? guest.id) })} onClose={() => setGuest(null)} width={720}>
          <ChildList resource={conferenceCustomerLike} parentField="customerId" parentId={String(guest.id)} label={conferenceCustomerLike.title[locale]} height={260} />
        </Dialog>
      ) : null}
    </Drawer>
  );
}
