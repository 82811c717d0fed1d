/**
 * The admin meal service (points canteen): dishes priced in money and points, recharge
 * packages and records, points movements, orders with details, carts and the calendar.
 */
import { type SeedContext, idOf, times } from './context';

export async function seedMealAdmin(c: SeedContext): Promise<void> {
  const { rng } = c;
  const canteen = c.rows['merchant.merchant']!.find((m) => m.type === 'canteen')!;
  const orgId = canteen.orgId as number;
  const users = c.rows['organisation.user']!.filter((u) => u.orgId === orgId).slice(0, 20);

  const meals = await c.ins('meal.meal', ([
    ['香煎鸡扒饭', 20, 'lunch'], ['卤肉饭', 16, 'lunch'], ['酸菜鱼套餐', 25, 'lunch'], ['牛肉拉面', 18, 'dinner'],
    ['扬州炒饭', 14, 'dinner'], ['小笼包', 8, 'breakfast'], ['煎饼果子', 7, 'breakfast'], ['水果沙拉', 12, 'dinner'],
  ] as const).map(([name, price, mealTime], i) => ({
    name, price, integralPrice: price * 10, mealTime, merchantId: idOf(canteen), orgId, image: `/super_cloud/api/common/file/geturl/meal-${i + 1}.jpg`,
    status: i === 7 ? 0 : 1, createTime: c.at(-90, 10),
  })));
  const sets = await c.ins('meal.integralRechargeSet', [[50, 500, 0], [100, 1000, 50], [200, 2000, 150], [500, 5000, 500]].map(([amount, points, bonus], i) => ({
    name: `充${amount}元得${points! + bonus!}积分`, orgId, amount, points, bonusPoints: bonus, sort: i + 1, status: 1,
  })));
  await c.ins('meal.integralRechargeRecord', times(15, (i) => {
    const s = sets[i % sets.length]!;
    return {
      orderNo: c.code('JF', i + 1), userId: idOf(users[i % users.length]!), orgId, setId: idOf(s), amount: s.amount,
      points: Number(s.points) + Number(s.bonusPoints), payType: rng.pick(['wechat', 'alipay']), status: i % 7 === 3 ? 'failed' : 'success', createTime: c.recent(40),
    };
  }));
  await c.ins('meal.integralRecord', users.flatMap((u, ui) => {
    let balance = 0;
    return times(3, (k) => {
      const type = k === 0 ? 'recharge' : ui % 4 === 0 && k === 2 ? 'grant' : 'consume';
      const points = type === 'recharge' ? 1000 : type === 'grant' ? 200 : -rng.pick([80, 160, 200]);
      balance += points;
      return { userId: idOf(u), orgId, type, points, balance, remark: type === 'grant' ? '节日积分发放' : null, createTime: c.at(-30 + k * 7, 12) };
    });
  }));
  const orders = await c.ins('meal.mealOrderDinner', times(40, (i) => {
    const u = users[i % users.length]!;
    const m = meals[i % 7]!;
    const d = -10 + (i % 13);
    return {
      orderNo: c.code('JC', i + 1), userId: idOf(u), phone: u.phone, orgId, date: c.day(d), mealTime: m.mealTime, amount: m.price,
      status: d < 0 ? rng.weighted([['taken', 8], ['refunded', 1], ['cancelled', 1]] as const) : rng.weighted([['ordered', 4], ['cancelled', 1]] as const),
      createTime: c.at(d - 1, 19),
    };
  }));
  await c.ins('meal.mealOrderDinnerDetails', orders.map((o, i) => {
    const m = meals[i % 7]!;
    return { orderId: idOf(o), mealId: idOf(m), price: m.price, quantity: 1, subtotal: m.price };
  }));
  await c.ins('meal.mealCart', users.slice(0, 6).map((u, i) => ({ userId: idOf(u), orgId, mealId: idOf(meals[i]!), date: c.day(1), quantity: 1, createTime: c.recent(0) })));
  await c.ins('meal.dateType', times(10, (d) => {
    const date = new Date(c.now.getFullYear(), c.now.getMonth(), c.now.getDate() + d);
    const weekend = date.getDay() === 0 || date.getDay() === 6;
    return { orgId, date: c.day(d), dateType: weekend ? 'weekend' : 'workday', remark: null };
  }));
}
