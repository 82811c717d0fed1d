/** The enterprise pages that are the generic resource page with the domain's choices. */
import { virtAccount } from '../../contract/services/organisation/enterprise';
import { resourcePageWith } from '../../resource';
import { enterpriseMessages } from './messages';

// Pages carry the domain's texts: mounted alone, they still head themselves with words.
const resourcePageOf = resourcePageWith(enterpriseMessages);

/** 虚拟账户: the virtual accounts with import (and its template) and export of the filtered accounts. @example <VirtAccountPage /> */
export const VirtAccountPage = resourcePageOf(virtAccount, { title: 'route.virtAccount' });
