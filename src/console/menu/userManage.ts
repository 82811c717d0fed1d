/**
 * /userManage (user management): users, app users, owners and their review, welfare grants,
 * physical cards; meal-card and top-up pages are embedded from the dingcan (meal) service,
 * face detection and third-party user dispatch from the property service.
 */
import { embed, group, page, pending, resource } from './entry';

export const userManageRoutes = group('/userManage', 'userManage', ['userManagement'], [
  page('/userManage/users', 'users', resource('organisation.user')),
  page('/userManage/mobileUser', 'mobileUser', resource('organisation.v2User')),
  page('/userManage/identityTypeManger', 'identityTypeManger', pending),
  page('/userManage/ownerInfoManage', 'ownerInfoManage', resource('organisation.household')),
  page('/userManage/ownerAuditManage', 'ownerAuditManage', resource('organisation.household')),
  page('/userManage/welfareRecord', 'welfareRecord', resource('organisation.welfareRecord')),
  page('/userManage/physicalCardRecord', 'physicalCardRecord', pending),
  page('/userManage/preRegistration', 'preRegistration', embed('dingcan', '/user/preRegistration')),
  page('/userManage/deduction', 'deduction', embed('dingcan', '/user/deduction')),
  page('/userManage/autoRecharge', 'autoRecharge', embed('dingcan', '/user/autoRecharge')),
  page('/userManage/faceDetection', 'faceDetection', embed('property', '/user/faceDetection')),
  page('/userManage/thirdUserDispatch', 'thirdUserDispatch', embed('property', '/user/thirdUserDispatch')),
  page('/userManage/cloudMealCard', 'cloudMealCard', embed('dingcan', '/mealCard/cloudCard')),
  page('/userManage/topUpStatistics', 'topUpStatistics', embed('dingcan', '/mealCard/topUpStatistics')),
  page('/userManage/mealCardType', 'mealCardType', embed('dingcan', '/mealCard/cardType')),
  page('/userManage/batchRecharge', 'batchRecharge', embed('dingcan', '/mealCard/batchRecharge')),
], { icon: 'users' });
