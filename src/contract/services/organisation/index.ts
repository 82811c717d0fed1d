/** Organisation service (001 sections 7.1, 7.9 "Company (yy)" and 7.17 "Organisation selects"): prefix /organisation, stated by the spec. */
import { service, t } from '../../dsl';
import { ORGANISATION_PREFIX } from './common';
import { billResources } from './bills';
import { companyResources } from './company';
import { companyYyResources } from './companyYy';
import { contractResources } from './contracts';
import { enterpriseResources } from './enterprise';
import { hierarchyResources } from './hierarchy';
import { householdResources } from './household';
import { mealCardResources } from './mealCard';
import { messageResources } from './messages';
import { miscResources } from './misc';
import { peopleResources } from './people';
import { residentResources } from './residents';
import { staffResources } from './staff';
import { userRechargeResources } from './userRecharge';
import { thirdPartyResources } from './thirdParty';
import { welfareResources } from './welfare';

export * from './bills';
export * from './company';
export * from './companyYy';
export * from './contracts';
export * from './enterprise';
export * from './hierarchy';
export * from './household';
export * from './mealCard';
export * from './messages';
export * from './misc';
export * from './people';
export * from './residents';
export * from './staff';
export * from './thirdParty';
export * from './userRecharge';
export * from './welfare';
export { ORGANISATION_PREFIX } from './common';

export const organisationService = /* @__PURE__ */ service('organisation', t('组织', 'Organisation', 'Organización'), ORGANISATION_PREFIX, false, [
  ...hierarchyResources,
  ...householdResources,
  ...companyResources,
  ...companyYyResources,
  ...peopleResources,
  ...residentResources,
  ...welfareResources,
  ...userRechargeResources,
  ...mealCardResources,
  ...messageResources,
  ...enterpriseResources,
  ...thirdPartyResources,
  ...staffResources,
  ...contractResources,
  ...billResources,
  ...miscResources,
]);
