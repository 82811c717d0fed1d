/**
 * Every call the two spec documents name, transcribed by hand from the spec text (not from
 * src/contract), so the contract can be checked against it. Paths are below the API base;
 * `std` expands the standard pattern of 001 section 7.0. Where the spec leaves a prefix
 * unstated, the prefix we chose is used (see README, "Contract assumptions").
 */
const std = (p: string) => [`POST ${p}/list`, `GET ${p}/{id}`, `POST ${p}/add`, `POST ${p}/update`, `POST ${p}/delete/{id}`, `POST ${p}/delete_ids`];
const posts = (p: string, names: string[]) => names.map((n) => `POST ${p}/${n}`);
const gets = (p: string, names: string[]) => names.map((n) => `GET ${p}/${n}`);

const O = '/organisation';
const ORG_STANDARD = ['userImageInfo', 'billRecord', 'contractInformation', 'contractInformationOrder', 'generalbillOrders',
  'generalbillService', 'generalbills', 'productSign', 'signBasics', 'signContract', 'signServiceInvoice',
  'deposititemInformationForm', 'staffOrg', 'depositRecord', 'staffBuild', 'staff', 'buildOrg', 'companyOrg',
  'faceprojectinfo', 'roomNo', 'floor', 'virtPermConfig', 'virtAccount', 'userAccount', 'userEvaluate', 'virtUser',
  'userRepair', 'userActiveCount', 'userRepairType', 'user', 'department', 'dept', 'company', 'virtualarchitecture',
  'build', 'organizationConfig', 'organizationAbout', 'organization', 'unit'];

export const SPEC_CALLS: Record<string, string[]> = {
  organisation: [
    ...ORG_STANDARD.flatMap((r) => std(`${O}/${r}`)),
    ...posts(`${O}/roomNo`, ['getRoomListByUnit', 'getselectlist']),
    ...posts(`${O}/virtAccount`, ['exportVirtAccountModel', 'importVirtAccount']),
    ...posts(`${O}/user`, ['addOrSave', 'recharge', 'getDetail', 'getBatchUserlist', 'batchUserEcharge', 'updateStatus',
      'getCompUserDetail', 'getOrgUserDetail', 'getWalletInfoVOList', 'getAllSelectlist', 'getselectlist']),
    ...posts(`${O}/userRecod`, ['saveSalesAccountRecod', 'saveUserRecod', 'userRecordList', 'accountOperationRecordList', 'accountRecordList']),
    `POST ${O}/department/saveUpdateDept`,
    `GET ${O}/company/dept/{id}`, ...posts(`${O}/company/dept`, ['list', 'add', 'update', 'getselectlist', 'delete/{id}', 'delete_ids']),
    ...posts(`${O}/virtualarchitecture`, ['exportList', 'getpermconfig', 'check_exists_name', 'getAgentVirt', 'getOrdinaryVirt']),
    `POST ${O}/build/getselectlist`, `POST ${O}/floor/getselectlist`,
    ...posts(`${O}/organization`, ['airIp', 'editAirIp', 'check_exists_name', 'getselectlist', 'hdOrgList', 'hdVoiceOrgList']),
    ...posts(`${O}/company`, ['getselectlist', 'check_exists_name', 'dataScopeConfig']), `GET ${O}/company/dataScopeConfig/{id}`,
    ...posts(`${O}/unit`, ['getselectlist', 'findById', 'addAndUpdateUnit', 'delete/{id}']),
    ...posts(`${O}/virtPermConfig`, ['getselectlist', 'queryPermControlConfig', 'permControl']),
    `POST ${O}/merchant/getInitMerchant`, `POST ${O}/recommend/getInfo`, `POST ${O}/recommend/save`,
    'POST /opcenter/operationCenter/base/orderBizType', `POST ${O}/v2/user/getPersonnelTypeList`,
    `POST ${O}/wechat/front/roomNo/getOrgTree`, `POST ${O}/wechat/front/user/getOrgInviteQRCodeURL`,
    ...posts(`${O}/household`, ['list', 'addOwner', 'updateHousehold', 'getMemberList', 'addMember', 'findAuditList',
      'auditHouseholdRoom', 'getOwnerList', 'roomTransfer', 'downloadTemplate', 'exportHouseholdRoom', 'importHousehold', 'isUse']),
    `GET ${O}/household/{id}`,
    ...posts(`${O}/smallspace`, ['add', 'update', 'delete/{id}']), `GET ${O}/smallspace/{id}`,
    ...posts(`${O}/welfareRecord`, ['delete', 'grantAmount', 'list', 'importWelfare', 'exportWelfareUserData']),
    `GET ${O}/welfareRecord/{id}`, `POST ${O}/welfarePersonRecord/list`,
    ...posts(`${O}/user/message`, ['list', 'getDetail', 'addReceiver', 'addBatchReceiver', 'deleteReceiver/{id}',
      'findReceivers', 'sendMessage', 'deleteMesssage/{id}']),
    `POST ${O}/cloud_card/config`, `GET ${O}/cloud_card/config/{id}`, `GET ${O}/cloud_card/payment/list`,
    ...posts(`${O}/v2/user`, ['list', 'add', 'update', 'exportList', 'exportUser', 'disableOrEnable', 'bindCard',
      'unBindCard', 'generateCardNo', 'activeCardNo', 'cardLoss', 'cancelLoss']),
    `GET ${O}/v2/user/{id}`, `GET ${O}/v2/user/deleteUserOrgRelation/{id}`,
    'POST /jichuwuye/air/getRuleByOrgId', 'POST /super_service/air/getRuleByOrgId',
    // 7.9 Company (yy), under /organisation/company/yy (7.17 names company/yy/org/getselectlist)
    ...posts(`${O}/company/yy`, ['companyList', 'getselectlist', 'add', 'op/list', 'dis/list', 'updateCompanyOperator',
      'updateOpCompanyOperator', 'updateDisCompanyOperator', 'deleteRelation', 'getDisDetail', 'getOpDetail', 'org/getselectlist']),
    ...gets(`${O}/company/yy`, ['{id}', 'getDetail/{id}', 'deleteCompany/{id}']), `POST ${O}/company/busi/getselectlist`,
    // 7.17 organisation selects
    `POST ${O}/department/getselectlist`, `POST ${O}/virtualarchitecture/getselectlist`,
  ],
  credit: [...posts('/credit/credit', ['list', 'setAvailableAmount', 'getByVirt', 'set', 'getCreditDetail', 'getCreditQuota']), 'POST /credit/creditQuotaOperation/list'],
  wechat: [
    ...['merchantDetail', 'replykeywords', 'wxtextpicvoicetemp', 'picandtextdetailstemp', 'templateLibrary', 'wxTemplateMessageType',
      'wxTemplateMessageConfig', 'wxTemplateMessage', 'wxTemplateConfigParams', 'wxReceiveVoice', 'wxReceiveVedio', 'wxReceiveUrl',
      'wxReceiveText', 'wxReceiveRecord', 'wxReceivePic', 'wxReceiveLocation', 'wxMenuEvent', 'wxLocationEvent', 'wxQrcodeEvent',
      'wxFocusEvent', 'wxNotifyInfo', 'wxUser', 'wxPublicnoOrg'].flatMap((r) => std(`/wechat/${r}`)),
    'POST /wechat/web/wxuser/getWxUserList', 'POST /wechat/web/wxuser/saveLables',
    ...posts('/wechat/web/public', ['list', 'add', 'update', 'delete']), 'GET /wechat/web/public/{id}',
    'POST /wechat/wxPublicno/delete/{id}',
    'POST /wechat/web/merchant/setMerchant', 'POST /wechat/web/merchant/updateMerchant', 'GET /wechat/web/merchant/{id}',
  ],
  notify: [
    ...['smsAuthcode', 'emailConfig', 'emailMessage', 'mobileConfig', 'mobileMessage', 'messagePush', 'wechatNotice', 'appNotice']
      .flatMap((r) => std(`/notify/${r}`)),
    'POST /notify/mobileConfig/smsResidue',
    ...['wxTemplateMessageType', 'mobileConfig', 'emailConfig'].map((r) => `POST /notify/${r}/getselectlist`),
    'POST /notify/wxTemplateMessageConfig/getAll',
    ...posts('/notify/wxTemplateMessage', ['list', 'add', 'update', 'delete_ids']), 'GET /notify/wxTemplateMessage/{id}',
    ...['appNotice', 'wxTemplateMessage', 'emailMessage', 'mobileMessage'].map((r) => `POST /notify/${r}/approval`),
    ...posts('/notify/mediaFile', ['list', 'add', 'update']), 'GET /notify/mediaFile/{id}', 'GET /notify/mediaFile/delete/{id}',
  ],
  chargingsystem: ['category', 'recharge', 'product'].flatMap((r) => std(`/chargingsystem/${r}`)),
  outgoing: ['goodsDetail', 'goodsRelease'].flatMap((r) => std(`/outgoing/${r}`)),
  passthrough: ['visitorInfo', 'visitorQrCode', 'visitorOrder', 'permGroupDevice', 'permGroupUser', 'permGroup',
    'linglingCardUser', 'linglingDevice', 'linglingCard'].flatMap((r) => std(`/passthrough/${r}`)),
  unibill: ['billPush', 'billPushTemplate'].flatMap((r) => std(`/unibill/${r}`)),
  carwash: ['orderService', 'order', 'service', 'orgSet', 'customer'].flatMap((r) => std(`/carwash/${r}`)),
  airconditioning: ['rule', 'config', 'order'].flatMap((r) => std(`/airconditioning/${r}`)),
  basesetting: [
    ...['tempViewDat', 'tempViewSettings', 'provincecity', 'seq', 'dictionaryItem', 'dictionaryGroup', 'dictionaryOrgItem']
      .flatMap((r) => std(`/basesetting/${r}`)),
    'POST /basesetting/dictionaryGroup/getselectlist', 'POST /basesetting/dictionaryItem/getDictionaryItemByGroupCode',
    'POST /basesetting/dictionaryItem/updateDictionaryGroupAppDownload',
  ],
  propertypayment: ['GET /propertypayment/api/projects/all',
    ...posts('/propertypayment/wojiacloud/ProjectsXOrganistation', ['add', 'update', 'list', 'delete/{id}', 'delete_ids'])],
  meal: ['dateType', 'integralRecord', 'integralRechargeRecord', 'integralRechargeSet', 'mealOrderDinnerDetails',
    'mealOrderDinner', 'mealCart', 'meal'].flatMap((r) => std(`/meal/${r}`)),
  ordermeal: [
    ...['cart', 'orderDinnerDetails', 'orderDinner', 'lineManage', 'ruleMealline', 'ruleTakefood', 'meal',
      'integralRechargeRecord', 'rule', 'dateType'].flatMap((r) => std(`/ordermeal/web/${r}`)),
    'POST /ordermeal/web/orderDinnerDetails/getById',
    ...posts('/ordermeal/web/orderDinner', ['dinnerStatistics', 'exportDinnerStatistics', 'cancelDinner', 'exportDinnerList', 'compDinnerStatistics']),
    ...posts('/ordermeal/web/lineManage', ['addAndUpdateLineManage', 'exportMealline', 'getByOrgIdAndDate', 'findByMealId']),
    'POST /ordermeal/web/ruleMealline/findByOrgId', 'POST /ordermeal/web/meal/importMeal',
    ...posts('/ordermeal/web/rule', ['addAndUpdateRule', 'getByOrgId', 'checkMealSeat']), 'GET /ordermeal/web/rule/getByOrgId/{id}',
    'POST /ordermeal/web/receivables/list', 'POST /ordermeal/web/receivables/refund', 'GET /ordermeal/web/receivables/{id}',
  ],
  collection: posts('/collection/web/collection', ['list', 'refund', 'exportCollectionList']),
  wallet: [
    ...posts('/wallet/rechargeManage', ['list', 'rechargeApply', 'rechargeAudit', 'add', 'update']),
    ...posts('/wallet/virtAccountWater', ['list', 'getAppWaterList']),
    ...posts('/wallet/virtAccountExtend', ['list', 'getVirtAccountDetail', 'recharge', 'virtWaterList', 'getTotal']),
    'GET /wallet/virtAccountExtend/type/selectList',
    ...posts('/wallet/orgExtend', ['list', 'updateEntity', 'getEntityById']),
    ...posts('/wallet/equipment', ['list', 'addOrSave', 'offline', 'online']), 'GET /wallet/equipment/{id}',
  ],
  merchant: [
    'GET /merchant/merchant/{id}',
    ...posts('/merchant/merchant', ['getMerchantlist', 'list', 'updateStatus', 'getMeallineList', 'addOrSave',
      'getMerchantStatistics', 'getCompanyStatistics', 'front/getMerchantListByUser', 'front/getMerchantByOrgId']),
    'POST /organisation/merchant/getMerchantListByOrgIds',
  ],
  clique: [
    ...posts('/organisation/clique', ['list', 'delete', 'lable/handleCliqueLable', 'lable/getCliqueLableList',
      'lable/check_exists_name', 'getCliqueTree', 'saveUpdateTreeClique', 'addCliquecOrg', 'addCliquecVirt',
      'deleteCliquecOrgAndVirt', 'getCliqueOrg', 'getCliqueVirt', 'saveUpdateClique', 'check_exists_name']),
    'GET /organisation/clique/{id}',
  ],
  conference: ['conferenceShare', 'conferenceCustomerLike', 'conferenceGift', 'conferenceWine', 'conferenceFood',
    'conferenceStay', 'conferenceTransfer', 'conferenceCustomer', 'conferenceInfo', 'conference'].flatMap((r) => std(`/conferencesystem/web/${r}`)),
  carpark: ['GET /carpark/carpark/{id}', ...posts('/carpark/carpark', ['add', 'update', 'list', 'listCarparkServices', 'delete/{ids}', 'disable/{ids}', 'enable/{ids}'])],
  flashdeliver: [
    ...posts('/flashdeliver/web/deliveryStaff', ['queryDeliveryStaff', 'getDeliveryStaff', 'addDeliveryStaff', 'updateDeliveryStaff', 'setDeliveryStaffStatus', 'lstDeliveryStaff']),
    ...posts('/flashdeliver/web/product', ['queryProduct', 'addProduct', 'getProduct', 'updateProductSale', 'updateProductProject', 'downProduct', 'rackProduct', 'rackProductAudit']),
    ...posts('/flashdeliver/web/category', ['queryCategory', 'getCategory', 'addCategory', 'updateCategory', 'setCategoryStatus', 'lstCategory']),
    ...posts('/flashdeliver/web/order', ['queryOrder', 'carrierOrder', 'cancelOrder', 'queryOrderCount', 'getOrder', 'exportOrder', 'starbucksReceiver']),
    ...posts('/flashdeliver/web/business', ['queryList', 'checkDel']),
  ],
  comment: [
    ...posts('/comment/commentBill', ['list', 'add', 'update', 'detail', 'delete/{id}', 'delete_ids']), 'GET /comment/commentBill/{id}',
    ...std('/comment/commentBillReply'), ...std('/comment/commentFaqs'),
    ...std('/comment/commentType'), 'POST /comment/commentType/select',
    ...std('/comment/commentTypeCategory'), 'POST /comment/commentTypeCategory/select', 'POST /comment/commentTypeCategory/departmentselect',
  ],
  scm: [...gets('/scm', ['kafka/brokers', 'kafka/groups', 'kafka/topicinfo/{x}', 'schedule/groups', 'clean_invalid_group', 'schedule/jobs']), 'POST /scm/schedule/job/{x}'],
  common: [
    ...gets('/common/file', ['uptoken', 'upload_callback', 'geturl', 'groups', 'providers', 'geturl/{id}']),
    ...posts('/common/file', ['upload', 'uploadBase', 'list', 'delete/{id}']),
    ...posts('/common/web/serviceOrgConfig', ['list', 'getCompanyService', 'add', 'update', 'delete']), 'GET /common/web/serviceOrgConfig/{id}',
    ...posts('/common/web/serviceinfo', ['list', 'add', 'update', 'updateService', 'getServiceOrgByServiceId', 'delete']), 'GET /common/web/serviceinfo/{id}',
    'POST /common/serviceAppMenuConfig/updateBatch', 'GET /common/serviceAppMenuConfig/servicetypeinfoid/{id}',
    ...posts('/common/serviceAppRoleConfig', ['list', 'add', 'update', 'delete/{id}', 'delete_ids']),
    'GET /common/serviceAppRoleConfig/{id}', 'GET /common/serviceAppRoleConfig/role/{roleId}',
  ],
  platform: [
    ...['llzcCjqtOrg', 'menu', 'userDept', 'userFloor', 'userOrgnization', 'userCompany', 'userRole', 'roleFunction'].flatMap((r) => std(`/platform/${r}`)),
    ...std('/web/user'), ...std('/web/role'), ...std('/web/menu'),
    ...posts('/web/role', ['roleList', 'gettypelist', 'getTypeListV2', 'getRoleFloorOrRepair', 'oneKeySettingAppRoleType3OrganisationAdministrators']),
    'GET /web/role/getSysOperatorRoles', 'GET /web/role/sysRoleList', 'GET /web/role/roleType/{id}', 'GET /web/menu/loadMenu',
    ...gets('/module', ['list', '{id}', 'options', 'notperm_apis/{id}', 'basepaths']), 'POST /module/switch', 'POST /log/list',
  ],
  session: [
    ...posts('/user', ['login', 'loginV2', 'loginV3', 'loginByThirdToken', 'getKey', 'logout', 'updatepwd']), 'GET /user/profile',
    'POST /conferencesystem/web/base/setMeetingCookie', 'GET /export/exportTask/status',
  ],
  // 000 section 7's coupon call, in the marketing service beside the coupon calls we added (000 section 2 /marketingCenter).
  marketing: ['POST /coupon/coupon/getCouponInfo/{id}'],
};

/** Calls with a fixed time-out other than 5 s, JSON bodies, files and multipart, as the spec states them. */
export const SPEC_TRANSPORT: Record<string, Partial<{ timeoutMs: number; encoding: string; response: string }>> = {
  'POST /web/role/oneKeySettingAppRoleType3OrganisationAdministrators': { timeoutMs: 100000, encoding: 'form' },
  'POST /user/updatepwd': { encoding: 'json' },
  'POST /basesetting/dictionaryItem/updateDictionaryGroupAppDownload': { encoding: 'json' },
  'POST /organisation/company/dataScopeConfig': { encoding: 'json' },
  'POST /organisation/virtPermConfig/permControl': { encoding: 'json' },
  'POST /opcenter/operationCenter/base/orderBizType': { encoding: 'json' },
  'POST /organisation/cloud_card/config': { encoding: 'json' },
  'POST /organisation/v2/user/add': { encoding: 'json' },
  'POST /organisation/v2/user/update': { encoding: 'json' },
  'POST /organisation/clique/lable/handleCliqueLable': { encoding: 'json' },
  'POST /flashdeliver/web/deliveryStaff/getDeliveryStaff': { encoding: 'json' },
  'POST /flashdeliver/web/category/addCategory': { encoding: 'json' },
  'POST /common/file/upload': { encoding: 'multipart' },
  'POST /organisation/v2/user/exportList': { response: 'file' },
  'POST /ordermeal/web/orderDinner/exportDinnerList': { encoding: 'form', response: 'file' },
  'POST /ordermeal/web/orderDinner/compDinnerStatistics': { encoding: 'form' },
  'POST /ordermeal/web/rule/checkMealSeat': { encoding: 'form' },
  // 000 section 7: the order list and actions carry the caller's query object as JSON
  ...Object.fromEntries(['queryOrder', 'carrierOrder', 'cancelOrder', 'queryOrderCount', 'getOrder', 'starbucksReceiver']
    .map((n) => [`POST /flashdeliver/web/order/${n}`, { encoding: 'json' }])),
  'POST /flashdeliver/web/order/exportOrder': { encoding: 'json', response: 'file' },
  'POST /collection/web/collection/exportCollectionList': { response: 'file' },
  'POST /user/login': { encoding: 'form' },
};

/** State-changing actions of 001 section 4 and 000 section 4: each must carry a transition. */
export const SPEC_TRANSITIONS = [
  'POST /notify/appNotice/approval', 'POST /notify/wxTemplateMessage/approval', 'POST /notify/emailMessage/approval',
  'POST /notify/mobileMessage/approval', 'POST /ordermeal/web/orderDinner/cancelDinner', 'POST /ordermeal/web/receivables/refund',
  'POST /collection/web/collection/refund', 'POST /organisation/v2/user/generateCardNo', 'POST /organisation/v2/user/activeCardNo',
  'POST /organisation/v2/user/bindCard', 'POST /organisation/v2/user/unBindCard', 'POST /organisation/v2/user/cardLoss',
  'POST /organisation/v2/user/cancelLoss', 'POST /organisation/user/updateStatus', 'POST /organisation/v2/user/disableOrEnable',
  'POST /organisation/household/auditHouseholdRoom', 'POST /merchant/merchant/updateStatus', 'POST /wallet/equipment/online',
  'POST /wallet/equipment/offline', 'POST /carpark/carpark/enable/{ids}', 'POST /carpark/carpark/disable/{ids}',
  'POST /flashdeliver/web/deliveryStaff/setDeliveryStaffStatus', 'POST /flashdeliver/web/category/setCategoryStatus',
  'POST /flashdeliver/web/product/rackProduct', 'POST /flashdeliver/web/product/rackProductAudit', 'POST /flashdeliver/web/product/downProduct',
  'POST /wallet/rechargeManage/rechargeApply', 'POST /wallet/rechargeManage/rechargeAudit',
  'POST /flashdeliver/web/order/carrierOrder', 'POST /flashdeliver/web/order/cancelOrder',
];
