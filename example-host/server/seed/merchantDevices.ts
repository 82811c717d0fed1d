/**
 * Merchant devices (our additions): voice boxes and pickup cabinets of the first merchants, in
 * every state. No random draws, so the seeds after this one keep their values.
 */
import { type SeedContext, idOf } from './context';

export async function seedMerchantDevices(c: SeedContext): Promise<void> {
  const merchants = (c.rows['merchant.merchant'] ?? []).slice(0, 4);
  if (!merchants.length) return;
  await c.ins('merchant.voiceBox', merchants.flatMap((m, i) => [0, 1].map((k) => ({
    deviceSn: `YLB${String(202600 + i * 10 + k)}`, name: `收银台${k + 1}号喇叭`, merchantId: idOf(m), volume: 50 + k * 20,
    announce: k === 0 ? 'amount' : 'amountAndOrder', onlineStatus: (i + k) % 3 === 2 ? 'offline' : 'online',
    lastSeen: c.at(-((i + k) % 3), 11, 30), status: i === 3 && k === 1 ? 0 : 1, createTime: c.at(-100 + i, 10),
  }))));
  await c.ins('merchant.pickupCabinet', merchants.map((m, i) => ({
    deviceSn: `QCG${String(880100 + i)}`, name: `${['一号', '二号', '三号', '四号'][i]}取餐柜`, merchantId: idOf(m), location: ['食堂一楼入口', 'A座大堂', 'B座电梯厅', '食堂二楼'][i],
    cells: [24, 36, 24, 48][i], usedCells: [9, 20, 0, 31][i], heated: i !== 2, onlineStatus: i === 2 ? 'offline' : 'online', status: 1, createTime: c.at(-80 + i, 15),
  })));
}
