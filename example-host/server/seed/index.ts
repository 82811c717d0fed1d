/**
 * Seeds realistic Chinese demo data on the first start (createServer calls this when the
 * platform users table is empty). Everything is inserted in one transaction, so a failed
 * seed leaves an empty database that the next start seeds again. Deterministic for a given
 * clock: a fixed PRNG seed, dates relative to `services.now()`.
 */
import type { CatalogueIndex } from '../../../src/contract';
import type { Db, ServerServices } from '../types';
import { createSeedContext } from './context';
import { seedDeptParking } from './deptParking';
import { seedEnterprise } from './enterprise';
import { seedMarketing } from './marketing';
import { seedMeal } from './meal';
import { seedMealAdmin } from './mealAdmin';
import { seedMealCard } from './mealCard';
import { seedMeetingRooms } from './meetingRooms';
import { seedMeetingReservations } from './meetingReservations';
import { seedNotices } from './notices';
import { seedOrganisation } from './organisation';
import { seedPassthrough } from './passthrough';
import { seedPeople } from './people';
import { PLATFORM_PASSWORDS, seedPlatform } from './platform';
import { seedRequesters } from './requesters';
import { seedServices } from './services';
import { seedSettings } from './settings';
import { seedShop } from './shop';
import { seedMerchantDevices } from './merchantDevices';
import { seedMerchantAccounts } from './merchantAccounts';
import { seedShopBundles } from './shopBundles';
import { seedShopStock } from './shopStock';
import { seedThirdParty } from './thirdParty';
import { seedUserRecharges } from './userRecharges';
import { seedWallet } from './wallet';
import { seedWechat } from './wechat';

/** Domain seeds in dependency order: each may reference rows of the ones before it. */
const STEPS = [
  seedOrganisation, seedPeople, seedWallet, seedUserRecharges, seedEnterprise, seedMeal, seedMealAdmin, seedShop,
  seedPassthrough, seedNotices, seedWechat, seedSettings, seedServices, seedPlatform,
  // Added later: after the others, so the seeded PRNG gives the earlier steps the same rows as before
  // (stories, baselines and e2e name them); before the requesters, who fill their approval fields.
  seedMealCard, seedShopStock, seedMerchantDevices, seedMarketing, seedMeetingRooms, seedDeptParking, seedThirdParty,
  seedMerchantAccounts, seedShopBundles, seedRequesters,
  // After the requesters: its own requester fields name the project login (no contract approval).
  seedMeetingReservations,
];

/**
 * Inserts the demo data and returns the number of rows seeded per resource key.
 * @example const counts = await seedDemoData(db, idx, services); counts['ordermeal.orderDinner'] // 120
 */
export async function seedDemoData(
  db: Db, idx: CatalogueIndex, services: Pick<ServerServices, 'now'>, hashOf?: (plain: string) => Promise<string>,
): Promise<Record<string, number>> {
  const now = services.now();
  return db.transaction(async (tx) => {
    const c = createSeedContext(tx, idx, now, hashOf);
    // scrypt runs on the thread pool: start every hash now so it overlaps with the inserts.
    for (const p of PLATFORM_PASSWORDS) void c.hash(p);
    for (const step of STEPS) await step(c);
    return Object.fromEntries(Object.entries(c.rows).map(([k, rows]) => [k, rows.length]));
  });
}
