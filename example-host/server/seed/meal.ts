/**
 * Canteen ordering (order-meal web): dishes, booking rules, meal lines with their seats, the
 * canteen calendar, 120 dinner orders (ordered, taken, cancelled, refunded) with their details
 * and receivables (paid, refunded, and paid-but-cancelled ones waiting for a refund), carts
 * and points recharges.
 */
import type { Row } from '../types';
import { type SeedContext, idOf, times } from './context';

const DISHES: Record<'breakfast' | 'lunch' | 'dinner', [string, number][]> = {
  breakfast: [['鲜肉包子豆浆套餐', 6], ['皮蛋瘦肉粥', 5], ['广式肠粉', 8]],
  lunch: [['宫保鸡丁套餐', 18], ['红烧排骨饭', 22], ['番茄牛腩面', 20], ['清蒸鲈鱼套餐', 26]],
  dinner: [['麻婆豆腐套餐', 15], ['黑椒牛柳饭', 24], ['香菇滑鸡饭', 18]],
};
const MEAL_TIMES = ['breakfast', 'lunch', 'dinner'] as const;

export async function seedMeal(c: SeedContext): Promise<void> {
  const { rng } = c;
  const orgs = c.rows['organisation.organization']!;
  const users = c.rows['organisation.user']!;
  const kitchens = c.rows['merchant.merchant']!.filter((m) => m.type === 'canteen' || m.type === 'restaurant');
  const mealOrgs = orgs.filter((o) => kitchens.some((k) => k.orgId === o.id));

  const meals = await c.ins('ordermeal.meal', kitchens.flatMap((k, ki) => MEAL_TIMES.flatMap((mt) => DISHES[mt].slice(0, k.type === 'canteen' ? 3 : 1).map(([name, price], di) => ({
    name, price, mealTime: mt, merchantId: idOf(k), orgId: k.orgId, image: `/super_cloud/api/common/file/geturl/dish-${ki}-${mt}-${di}.jpg`,
    description: `${k.name}每日现做`, status: di === 2 && ki === 0 ? 0 : 1, createTime: c.at(-120 + ki, 10),
  })))));
  await c.ins('ordermeal.rule', mealOrgs.map((o, i) => ({
    name: `${o.name}订餐规则`, orgId: idOf(o), advanceDays: [7, 3, 5][i % 3], deadlineTime: '09:30', cancelDeadlineTime: '10:00',
    maxSeats: [300, 120, 200][i % 3], mealTimes: 'breakfast,lunch,dinner', status: 1, createTime: c.at(-110, 9),
  })));
  await c.ins('ordermeal.ruleMealline', mealOrgs.flatMap((o) => (['lunch', 'dinner'] as const).map((mt) => ({
    name: `${mt === 'lunch' ? '午餐' : '晚餐'}餐线规则`, orgId: idOf(o), mealTime: mt, lineCount: mt === 'lunch' ? 4 : 2, seatsPerLine: 40, status: 1,
  }))));
  await c.ins('ordermeal.ruleTakefood', mealOrgs.flatMap((o) => MEAL_TIMES.map((mt) => ({
    name: `${o.name}${{ breakfast: '早餐', lunch: '午餐', dinner: '晚餐' }[mt]}取餐点`, orgId: idOf(o), mealTime: mt,
    startTime: { breakfast: '07:30', lunch: '11:30', dinner: '17:30' }[mt], endTime: { breakfast: '09:00', lunch: '13:30', dinner: '19:30' }[mt], status: 1,
  }))));
  await c.ins('ordermeal.dateType', mealOrgs.flatMap((o) => times(14, (d) => {
    const date = new Date(c.now.getFullYear(), c.now.getMonth(), c.now.getDate() + d - 7);
    const weekend = date.getDay() === 0 || date.getDay() === 6;
    return { orgId: idOf(o), date: c.day(d - 7), dateType: weekend ? 'weekend' : 'workday', remark: weekend ? '食堂周末仅供午餐' : null };
  })));

  const orders = await seedOrders(c, meals, users);
  // Lines are written after the orders so their booked seats are the real count.
  const lineKeys = new Map<string, Row>();
  for (const m of meals.filter((x) => x.mealTime !== 'breakfast')) {
    for (let d = -3; d <= 4; d++) lineKeys.set(`${m.id}|${c.day(d)}`, m);
  }
  await c.ins('ordermeal.lineManage', [...lineKeys].map(([key, m], i) => {
    const date = key.split('|')[1]!;
    const booked = orders.filter((o) => o.mealId === m.id && o.date === date && (o.status === 'ordered' || o.status === 'taken')).length;
    return {
      name: `${m.mealTime === 'lunch' ? '午餐' : '晚餐'}${(i % 3) + 1}号线`, orgId: m.orgId, merchantId: m.merchantId, mealId: idOf(m), date,
      mealTime: m.mealTime, seats: 40, bookedSeats: booked, status: 1,
    };
  }));

  const buyers = users.filter((u) => mealOrgs.some((o) => o.id === u.orgId)).slice(0, 30);
  await c.ins('ordermeal.cart', times(12, (i) => {
    const u = buyers[i]!;
    const m = meals.find((x) => x.orgId === u.orgId && x.status === 1)!;
    return { userId: idOf(u), orgId: u.orgId, mealId: idOf(m), date: c.day(1 + (i % 3)), quantity: 1 + (i % 2), createTime: c.recent(1) };
  }));
  await c.ins('ordermeal.integralRechargeRecord', times(20, (i) => {
    const u = buyers[i % buyers.length]!;
    const amount = rng.pick([50, 100, 200]);
    return {
      orderNo: c.code('JFCZ', i + 1), userId: idOf(u), orgId: u.orgId, amount, points: amount * 10, payType: rng.pick(['wechat', 'alipay', 'wallet']),
      status: rng.weighted([['success', 8], ['pending', 1], ['failed', 1]] as const), createTime: c.recent(45),
    };
  }));
}

async function seedOrders(c: SeedContext, meals: Row[], users: Row[]): Promise<Row[]> {
  const { rng } = c;
  const open = meals.filter((m) => m.status === 1);
  const plans = times(120, (i) => {
    const m = open[i % open.length]!;
    const eaters = users.filter((u) => u.orgId === m.orgId && u.status === 1);
    const u = eaters[(i * 5) % eaters.length]!;
    const d = -7 + (i % 11); // a week back to three days ahead
    const past = d < 0 || (d === 0 && m.mealTime === 'breakfast');
    const status = past
      ? rng.weighted([['taken', 8], ['cancelled', 1], ['refunded', 1]] as const)
      : rng.weighted([['ordered', 8], ['cancelled', 2]] as const);
    const qty = rng.chance(0.15) ? 2 : 1;
    return { m, u, d, status, qty };
  });
  const orders = await c.ins('ordermeal.orderDinner', plans.map((p, i) => ({
    orderNo: c.code('DC', i + 1), userId: idOf(p.u), phone: p.u.phone, orgId: p.m.orgId, companyId: p.u.companyId, mealId: idOf(p.m),
    date: c.day(p.d), mealTime: p.m.mealTime, amount: Number(p.m.price) * p.qty, status: p.status,
    createTime: c.at(p.d - 1, rng.int(8, 21), rng.int(0, 59)),
  })));
  const takeHour = { breakfast: 8, lunch: 12, dinner: 18 } as Record<string, number>;
  await c.ins('ordermeal.orderDinnerDetails', orders.map((o, i) => ({
    orderId: idOf(o), mealId: o.mealId, price: plans[i]!.m.price, quantity: plans[i]!.qty, subtotal: o.amount,
    takeTime: o.status === 'taken' ? c.at(plans[i]!.d, takeHour[String(o.mealTime)]!, rng.int(0, 40)) : null,
  })));
  let ordered = 0;
  // Some upcoming orders are booked on account: their receivable is still unpaid.
  const unpaid = (o: Row) => o.status === 'ordered' && ordered++ % 6 === 5;
  await c.ins('ordermeal.receivables', orders.map((o) => ({
    orderNo: o.orderNo, orderId: idOf(o), userId: o.userId, orgId: o.orgId, amount: o.amount,
    payType: rng.weighted([['wallet', 5], ['card', 2], ['wechat', 2], ['alipay', 1]] as const),
    ...(unpaid(o) ? { payTime: null, status: 'unpaid' } : { payTime: o.createTime, status: o.status === 'refunded' ? 'refunded' : 'paid' }),
    refundReason: o.status === 'refunded' ? rng.pick(['临时出差', '菜品售罄', '重复下单']) : o.status === 'cancelled' ? '订单已取消，待退款' : null,
  })));
  return orders;
}
