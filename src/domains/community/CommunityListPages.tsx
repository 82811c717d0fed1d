/**
 * The community pages that are the generic resource page with the domain's choices: one export
 * per mountable page.
 */
import { config as airConfig, order as airOrder } from '../../contract/services/airconditioning';
import { carwashServiceItem, customer as carwashCustomer, order as carwashOrder, orgSet as carwashOrgSet } from '../../contract/services/carwash';
import { category as chargingCategory, product as chargingProduct, recharge as chargingRecharge } from '../../contract/services/chargingsystem';
import { commentFaqs, commentType, commentTypeCategory } from '../../contract/services/comment';
import { meetingRoom } from '../../contract/services/conferenceAdditions';
import { lostItem } from '../../contract/services/lostfound';
import { billPush, billPushTemplate } from '../../contract/services/unibill';
import { resourcePageWith, type DateRule } from '../../resource';
import { communityMessages } from './messages';

// Pages carry the domain's texts: mounted alone, they still head themselves with words.
const resourcePageOf = resourcePageWith(communityMessages);

const PAST_YEAR: DateRule = { maxDays: 366, noFuture: true };

/** 投诉建议分类: feedback categories with their handling department. @example <CommentCategoriesPage /> */
export const CommentCategoriesPage = resourcePageOf(commentTypeCategory, { title: 'route.commentTypeCategory' });
/** 投诉建议类型: feedback types within their categories. @example <CommentTypesPage /> */
export const CommentTypesPage = resourcePageOf(commentType, { title: 'route.commentType' });
/** 常见问题: FAQs shown to residents, by type. @example <CommentFaqsPage /> */
export const CommentFaqsPage = resourcePageOf(commentFaqs, { title: 'route.commentFaqs' });
/**
 * 失物登记 (our addition): found items with their photo, place and time; 登记认领 hands one over,
 * recording the claimant's name, phone and ID number (checked by the server). @example <LostItemsPage />
 */
export const LostItemsPage = resourcePageOf(lostItem, { title: 'route.lostItems', dateRules: { foundTime: PAST_YEAR } });
/** 空调房间: each room's air-conditioning unit, its rule and whether overtime is allowed. @example <AirConfigsPage /> */
export const AirConfigsPage = resourcePageOf(airConfig, { title: 'route.airConditionerRoom' });
/** 加时申请: overtime orders (numbers assigned by the server, KT…), hours and amount computed. @example <AirOrdersPage /> */
export const AirOrdersPage = resourcePageOf(airOrder, { title: 'route.overtimeApply' });
/** 加时账单: the same orders seen as bills: hours, amount and payment status. @example <AirBillsPage /> */
export const AirBillsPage = resourcePageOf(airOrder, {
  title: 'route.overtimeBill', columns: ['orderNo', 'orgId', 'roomId', 'hours', 'amount', 'status', 'createTime'], dateRules: { createTime: PAST_YEAR },
});
/** 洗车服务: wash services with price and duration. @example <CarwashServicesPage /> */
export const CarwashServicesPage = resourcePageOf(carwashServiceItem, { title: 'route.carwashService' });
/** 洗车订单: wash orders by number, plate, project, appointment and status. @example <CarwashOrdersPage /> */
export const CarwashOrdersPage = resourcePageOf(carwashOrder, { title: 'route.carwashOrder' });
/** 项目洗车设置: opening hours, capacity and contact per project. @example <CarwashOrgSetsPage /> */
export const CarwashOrgSetsPage = resourcePageOf(carwashOrgSet, { title: 'route.carwashOrgSet' });
/** 洗车客户: customers with their plate and car. @example <CarwashCustomersPage /> */
export const CarwashCustomersPage = resourcePageOf(carwashCustomer, { title: 'route.carwashCustomer' });
/** 充电分类. @example <ChargingCategoriesPage /> */
export const ChargingCategoriesPage = resourcePageOf(chargingCategory, { title: 'route.chargingCategory' });
/** 充电套餐. @example <ChargingProductsPage /> */
export const ChargingProductsPage = resourcePageOf(chargingProduct, { title: 'route.chargingProduct' });
/** 充值套餐. @example <ChargingRechargesPage /> */
export const ChargingRechargesPage = resourcePageOf(chargingRecharge, { title: 'route.chargingRecharge' });
/** 账单推送: bill notices sent to households. @example <BillPushPage /> */
export const BillPushPage = resourcePageOf(billPush, { title: 'route.billPush' });
/** 账单推送模板. @example <BillPushTemplatesPage /> */
export const BillPushTemplatesPage = resourcePageOf(billPushTemplate, { title: 'route.billPushTemplate' });
/**
 * 会议室管理 (our addition; the spec embeds it from the meeting-room service): the rooms of each
 * project with capacity, equipment (投影仪, 视频会议, 白板), open hours and status (可预约, 维护中, 停用).
 * @example <MeetingRoomsPage />
 */
export const MeetingRoomsPage = resourcePageOf(meetingRoom, { title: 'route.meetingRoomManage' });
