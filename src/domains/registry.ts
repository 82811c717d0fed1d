/**
 * Every business domain of the kit. One line here adds a domain (`src/domains/<name>/`) to the
 * console's pages and menus, the build's entries, the package's `exports` map (`npm run gen`) and
 * the package tests.
 */
import type { DomainModule } from '../core/domain';
import { mealDomain } from './meal/domain';
import { passthroughDomain } from './passthrough/domain';
import { usersDomain } from './users/domain';
import { statisticsDomain } from './statistics/domain';
import { platformDomain } from './platform/domain';
import { walletDomain } from './wallet/domain';
import { merchantDomain } from './merchant/domain';
import { marketingDomain } from './marketing/domain';
import { spaceDomain } from './space/domain';
import { noticeDomain } from './notice/domain';
import { wechatDomain } from './wechat/domain';
import { flashdeliverDomain } from './flashdeliver/domain';
import { communityDomain } from './community/domain';
import { organisationDomain } from './organisation/domain';
import { enterpriseDomain } from './enterprise/domain';
import { settingsDomain } from './settings/domain';
import { systemDomain } from './system/domain';

export const DOMAINS: readonly DomainModule[] = [
  mealDomain,
  passthroughDomain,
  usersDomain,
  statisticsDomain,
  platformDomain,
  walletDomain,
  merchantDomain,
  marketingDomain,
  spaceDomain,
  noticeDomain,
  wechatDomain,
  flashdeliverDomain,
  communityDomain,
  organisationDomain,
  enterpriseDomain,
  settingsDomain,
  systemDomain,
];
