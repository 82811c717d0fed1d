/**
 * The visitor-pass pages that are the generic resource page with the domain's choices: one
 * export per mountable page. Access groups link to their devices and members through the URL
 * filters of those pages (`?f.permGroupId=<id>`).
 */
import { useNavigate } from 'react-router-dom';
import {
  linglingCard, linglingCardUser, linglingDevice, permGroup, permGroupDevice, permGroupUser, visitorOrder, visitorQrCode,
} from '../../contract/services/passthrough';
import type { ResourceDef } from '../../contract/types';
import { ResourcePage, resourcePageWith, type DateRule, useViewT } from '../../resource';
import type { PassthroughPageProps } from './VisitorInfoPage';
import { passthroughMessages } from './messages';

// Pages carry the domain's texts: mounted alone, they still head themselves with words.
const resourcePageOf = resourcePageWith(passthroughMessages);

const page = (resource: ResourceDef, dateRules?: Readonly<Record<string, DateRule>>) => resourcePageOf(resource, dateRules ? { dateRules } : {});

/** Visit appointments (visit window up to 31 days). @example <VisitorOrdersPage /> */
export const VisitorOrdersPage = page(visitorOrder, { visitStart: { maxDays: 31 } });
/** Visitor pass codes. @example <VisitorQrCodesPage /> */
export const VisitorQrCodesPage = page(visitorQrCode);
/** Devices of access groups. @example <PermGroupDevicesPage /> */
export const PermGroupDevicesPage = page(permGroupDevice);
/** Members of access groups. @example <PermGroupUsersPage /> */
export const PermGroupUsersPage = page(permGroupUser);
/** Lingling cards. @example <LinglingCardsPage /> */
export const LinglingCardsPage = page(linglingCard);
/** Lingling access devices. @example <LinglingDevicesPage /> */
export const LinglingDevicesPage = page(linglingDevice);
/** Lingling card holders. @example <LinglingCardUsersPage /> */
export const LinglingCardUsersPage = page(linglingCardUser);

/**
 * Access groups, with links to each group's devices and members (their pages filtered by the group).
 * @example <PermGroupsPage />
 */
export function PermGroupsPage({ devicesPath = '/passthrough/permGroupDevice', usersPath = '/passthrough/permGroupUser', ...props }: PassthroughPageProps & { devicesPath?: string; usersPath?: string }) {
  const t = useViewT(passthroughMessages);
  const navigate = useNavigate();
  return (
    <ResourcePage
      resource={permGroup}
      rowLinks={[
        { label: t('visitor.groupDevices'), onClick: (row) => navigate(`${devicesPath}?f.permGroupId=${encodeURIComponent(String(row.id))}`) },
        { label: t('visitor.groupUsers'), onClick: (row) => navigate(`${usersPath}?f.permGroupId=${encodeURIComponent(String(row.id))}`) },
      ]}
      {...props}
    />
  );
}
