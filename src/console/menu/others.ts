/**
 * The smaller groups of 000 section 2 "others": convenience (car wash), visitor passes, lost and
 * found, electronic release, meeting rooms (6 embedded pages), air-conditioning overtime, and
 * complaints; plus the external-link entries (mail, smart passage, questionnaire, inspection,
 * online mall), grouped as quick links, each under the role of the area it belongs to.
 */
import type { RouteEntry } from '../../core';
import { embed, group, link, page, pending, resource } from './entry';

export const convenienceRoutes = group('/convenience', 'convenience', ['pc.convenient'], [
  page('/convenience/carwashService', 'carwashService', resource('carwash.service')),
  page('/convenience/carwashOrder', 'carwashOrder', resource('carwash.order')),
], { icon: 'heart' });

// The visitor pages come from the passthrough domain (src/domains/passthrough/domain.ts), mounted into this group.
export const passthroughRoutes = group('/passthrough', 'passthrough', ['pc:passthrough'], [], { icon: 'door' });

export const lostAndFoundRoutes = group('/lostAndFound', 'lostAndFound', ['pc:lost'], [
  page('/lostAndFound/index', 'lostItems', pending),
], { icon: 'box' });

export const electronReleaseRoutes = group('/electronRelease', 'electronRelease', ['pc:electronicRelease'], [
  page('/electronRelease/releaseManger', 'releaseManger', resource('outgoing.goodsRelease')),
], { icon: 'slip' });

export const meetingRoomRoutes = group('/meetingRoom', 'meetingRoom', ['meetingRoom'], [
  page('/meetingRoom/room', 'meetingRoomManage', embed('meetingRoom', '/meeting/room')),
  page('/meetingRoom/reserve', 'meetingReserve', embed('meetingRoom', '/meeting/reserve')),
  page('/meetingRoom/approval', 'meetingApproval', embed('meetingRoom', '/meeting/approval')),
  page('/meetingRoom/record', 'meetingRecord', embed('meetingRoom', '/meeting/record')),
  page('/meetingRoom/service', 'meetingService', embed('meetingRoom', '/meeting/service')),
  page('/meetingRoom/statistics', 'meetingStatistics', embed('meetingRoom', '/meeting/statistics')),
], { icon: 'calendar' });

export const overtimeManageRoutes = group('/overtimeManage', 'overtimeManage', ['pc:airovertime'], [
  page('/overtimeManage/airConditionerRoom', 'airConditionerRoom', resource('airconditioning.config')),
  page('/overtimeManage/apply', 'overtimeApply', embed('property', '/airOvertime/apply')),
  page('/overtimeManage/rule', 'overtimeRule', embed('property', '/airOvertime/rule')),
  page('/overtimeManage/bill', 'overtimeBill', embed('property', '/airOvertime/bill')),
], { icon: 'snowflake' });

export const commentRoutes = group('/comment', 'comment', ['pc.tousujiany'], [
  page('/comment/commentBill', 'commentBill', resource('comment.commentBill')),
  page('/comment/commentTypeCategory', 'commentTypeCategory', resource('comment.commentTypeCategory')),
], { icon: 'comment' });

export const quickLinkRoutes = group('/quickLinks', 'quickLinks', [], [
  link('/quickLinks/mail', 'mail', 'mail', ['pc:noticeCenter']),
  link('/quickLinks/smartPassage', 'smartPassage', 'smartPassage', ['pc:passthrough']),
  link('/quickLinks/questionnaire', 'questionnaire', 'questionnaire', ['pc:noticeCenter']),
  link('/quickLinks/inspection', 'inspection', 'inspection', ['space']),
  link('/quickLinks/onlineMall', 'onlineMall', 'onlineMall', ['flashdeliver']),
], { icon: 'link' });

export const otherRoutes: RouteEntry[] = [
  convenienceRoutes, passthroughRoutes, lostAndFoundRoutes, electronReleaseRoutes, meetingRoomRoutes,
  overtimeManageRoutes, commentRoutes, quickLinkRoutes,
];
