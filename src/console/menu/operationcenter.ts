/** /operationcenter (organisation): companies, services, projects, service per project, merchant collections. */
import { group, page, resource } from './entry';

export const operationcenterRoutes = group('/operationcenter', 'operationcenter', ['organization'], [
  page('/operationcenter/company', 'company', resource('organisation.company')),
  page('/operationcenter/service', 'service', resource('common.serviceinfo')),
  page('/operationcenter/organization', 'organization', resource('organisation.organization')),
  page('/operationcenter/serviceOrgConfig', 'serviceOrgConfig', resource('common.serviceOrgConfig')),
  page('/operationcenter/merchantCollection', 'merchantCollection', resource('collection.collection')),
  // The group asks for 'organization' itself: 商户收款 lists with 'merchant/wallet', and a merchant
  // reads its collections under 商户管理, not in the organisation group.
], { icon: 'org', ownRoles: true });
