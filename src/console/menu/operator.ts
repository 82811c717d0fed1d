/** /operator: groups (cliques), operator information, operator permissions. */
import { group, page, pending, resource } from './entry';

export const operatorRoutes = group('/operator', 'operator', ['organization'], [
  page('/operator/groupManagement', 'groupManagement', resource('clique.clique')),
  page('/operator/operationInfoConfig', 'operationInfoConfig', resource('organisation.companyYy')),
  page('/operator/operationPower', 'operationPower', pending),
], { icon: 'network' });
