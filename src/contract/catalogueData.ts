/** Every service of both spec documents, in the order of 001 section 7 (then the shell calls of 000). */
import { organisationService } from './services/organisation';
import { creditService } from './services/credit';
import { wechatService } from './services/wechat';
import { notifyService } from './services/notify';
import { chargingsystemService } from './services/chargingsystem';
import { outgoingService } from './services/outgoing';
import { passthroughService } from './services/passthrough';
import { unibillService } from './services/unibill';
import { carwashService } from './services/carwash';
import { airconditioningService } from './services/airconditioning';
import { basesettingService } from './services/basesetting';
import { propertypaymentService } from './services/propertypayment';
import { mealService } from './services/meal';
import { ordermealService } from './services/ordermeal';
import { collectionService } from './services/collection';
import { walletService } from './services/wallet';
import { merchantService } from './services/merchant';
import { cliqueService } from './services/clique';
import { conferenceService } from './services/conference';
import { carparkService } from './services/carpark';
import { flashdeliverService } from './services/flashdeliver';
import { commentService } from './services/comment';
import { lostfoundService } from './services/lostfound';
import { scmService } from './services/scm';
import { commonService } from './services/common';
import { platformService } from './services/platform';
import { sessionService } from './services/session';
import { marketingService } from './services/marketing';
import { withReports } from './report';
import { REPORTS } from './reports/index';
import type { ServiceDef } from './types';

/**
 * The services, with each report's calls (our additions) on its source resource.
 * @example
 * catalogue.flatMap((s) => s.resources).length // every resource of every service
 */
export const catalogue: readonly ServiceDef[] = withReports([
  organisationService, creditService, wechatService, notifyService, chargingsystemService, outgoingService,
  passthroughService, unibillService, carwashService, airconditioningService, basesettingService,
  propertypaymentService, mealService, ordermealService, collectionService, walletService, merchantService,
  cliqueService, conferenceService, carparkService, flashdeliverService, commentService, scmService,
  commonService, platformService, sessionService,
  // Our addition (000 section 2 /lostAndFound has no call in 001).
  lostfoundService,
  // Our additions (000 section 2 /marketingCenter: coupons, receipts, distribution), around the spec's getCouponInfo.
  marketingService,
], REPORTS);
