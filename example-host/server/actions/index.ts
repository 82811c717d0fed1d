/**
 * Dedicated handlers of the `action` operations (and a few calls whose generic kind cannot
 * know where their data lives: clique members, receivers, scm reports), by operationId. The
 * session service's actions are the auth code's; the `/common/file` ones are in fileHandlers.
 */
import { scmHandlers } from '../jobs/scmHandlers';
import type { Handler } from '../types';
import { baseSettingActions } from './baseSettings';
import { cardRecordActions } from './cardRecords';
import { flashdeliverActions } from './flashdeliver';
import { flashdeliverAdditionActions } from './flashdeliverAdditions';
import { flashdeliverShopActions } from './flashdeliverShop';
import { flashdeliverStockActions } from './flashdeliverStock';
import { flashdeliverBundleActions } from './flashdeliverBundles';
import { merchantAccountActions } from './merchantAccounts';
import { communityActions } from './community';
import { dictionaryActions } from './dictionary';
import { embedServiceActions } from './embedServices';
import { marketingActions } from './marketing';
import { meetingReservationActions } from './meetingReservations';
import { mealActions } from './meal';
import { messageActions } from './messages';
import { miscActions } from './misc';
import { noticeActions } from './notices';
import { organisationActions } from './organisation';
import { platformActions } from './platform';
import { preRegistrationActions } from './preRegistration';
import { salesTargetActions } from './salesTarget';
import { thirdPartyActions } from './thirdParty';
import { treeNodeActions } from './treeNodes';
import { userDeductionActions } from './userDeduction';
import { userRechargeActions } from './userRecharge';
import { walletActions } from './wallet';

export const actionHandlers: Record<string, Handler> = {
  ...organisationActions,
  ...cardRecordActions,
  ...communityActions,
  ...messageActions,
  ...walletActions,
  ...userRechargeActions,
  ...userDeductionActions,
  ...preRegistrationActions,
  ...thirdPartyActions,
  ...mealActions,
  ...platformActions,
  ...salesTargetActions,
  ...miscActions,
  ...noticeActions,
  ...flashdeliverActions,
  ...flashdeliverAdditionActions,
  ...flashdeliverStockActions,
  ...flashdeliverBundleActions,
  ...merchantAccountActions,
  ...flashdeliverShopActions,
  ...treeNodeActions,
  ...scmHandlers,
  ...embedServiceActions,
  ...dictionaryActions,
  ...baseSettingActions,
  ...marketingActions,
  ...meetingReservationActions,
};
