/** Messages of the domain pages (meal, visitor passes), zh-CN. */
export const domainsZhCN = {
  'meal.cancelDinner': '取消订餐',
  'meal.refund': '退款',
  'meal.statistics': '订餐统计',
  'meal.byDay': '按日期与餐别统计',
  'meal.byCompany': '按公司统计',
  'meal.linesByOrgAndDate': '按项目和日期查看餐线',
  'meal.linesByMeal': '按菜品查看餐线',
  'meal.seatCheck': '余座查询',
  'meal.check': '查询余座',
  'meal.seatResult': '{meal}（{date}）：座位 {capacity}，已订 {booked}，剩余 {left}',
  'meal.full': '已满座',
  'meal.ruleOfProject': '查看项目的订餐规则',
  'meal.noRule': '该项目还没有订餐规则',
  'visitor.groupDevices': '设备',
  'visitor.groupUsers': '人员',
} as const;
