/** The enterprise pages that are the generic resource page with the domain's choices. */
import { virtAccount } from '../../contract/services/organisation/enterprise';
import { resourcePageOf } from '../../resource';

/** 虚拟账户: the virtual accounts with import (and its template) and export of the filtered accounts. @example <VirtAccountPage /> */
export const VirtAccountPage = resourcePageOf(virtAccount, { title: 'route.virtAccount' });
