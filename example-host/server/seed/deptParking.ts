/**
 * Our additions' demo rows: canteen payments naming the payer's enterprise department (部门消费明细)
 * and car park stays (停车记录) over the last months, in every project, for 部门消费统计 and 停车统计.
 */
import { type SeedContext, idOf } from './context';

const PLATE_AREAS = ['粤B', '粤A', '湘A', '沪A', '京N'];
const LETTERS = 'ABCDEFGHJKLMNPQRSTUVWXYZ';

export async function seedDeptParking(c: SeedContext): Promise<void> {
  const { rng } = c;
  const orgs = c.rows['organisation.organization']!;
  const depts = c.rows['organisation.department']!;
  const kitchens = c.rows['merchant.merchant']!.filter((m) => m.type === 'canteen' || m.type === 'restaurant');
  const merchants = kitchens.length ? kitchens : c.rows['merchant.merchant']!;
  const meals = [['breakfast', 8, 6, 15], ['lunch', 12, 18, 35], ['dinner', 18, 15, 40]] as const;
  const people = Array.from({ length: 24 }, () => rng.name());
  await c.ins('wallet.deptConsumption', Array.from({ length: 160 }, (_, i) => {
    const [mealTime, hour, lo, hi] = meals[i % meals.length]!;
    const fen = rng.int(lo * 100, hi * 100);
    return {
      orgId: idOf(orgs[i % orgs.length]!), deptId: idOf(depts[(i * 7) % depts.length]!), userName: people[(i * 5) % people.length]!,
      merchantId: idOf(merchants[i % merchants.length]!), mealTime, channel: (['card', 'face', 'app'] as const)[i % 3],
      amount: (fen / 100).toFixed(2), consumeTime: c.at(-Math.floor(i / 2), hour, (i * 7) % 50),
    };
  }));

  const parks = c.rows['carpark.carpark']!;
  const plates = Array.from({ length: 40 }, (_, i) => `${PLATE_AREAS[i % PLATE_AREAS.length]}${LETTERS[(i * 3) % LETTERS.length]}${String(10000 + i * 2371).slice(-5)}`);
  await c.ins('carpark.parkingRecord', Array.from({ length: 180 }, (_, i) => {
    const park = parks[i % parks.length]!;
    const carType = i % 5 === 0 ? 'monthly' : i % 7 === 0 ? 'visitor' : 'temporary';
    const still = i < 6;
    const minutes = rng.int(15, 400);
    const hourly = Number(park.hourlyRate ?? 5);
    const fee = carType === 'temporary' ? Math.max(0, Math.ceil((minutes - 15) / 60)) * hourly : 0;
    const day = -Math.floor(i / 3);
    // Entered 07:00-16:59, parked at most 400 minutes: out the same day.
    const [hh, mm] = [7 + (i % 10), (i * 13) % 60];
    return {
      carparkId: idOf(park), plateNo: plates[(i * 11) % plates.length]!, carType, entryTime: c.at(day, hh, mm),
      exitTime: still ? null : c.at(day, hh + Math.floor((mm + minutes) / 60), (mm + minutes) % 60),
      minutes: still ? null : minutes, fee: still ? null : fee.toFixed(2),
      payChannel: still ? null : fee === 0 ? 'free' : (['wechat', 'alipay', 'cash'] as const)[i % 3], status: still ? 'parked' : 'left',
    };
  }));
}
