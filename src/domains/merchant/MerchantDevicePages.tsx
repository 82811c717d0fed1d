/**
 * The merchant devices of issue 38 (our additions): 云喇叭 and 取餐柜, the generic resource page
 * with the domain's columns.
 */
import { pickupCabinet, voiceBox } from '../../contract/services/merchantDevices';
import { resourcePageWith } from '../../resource';
import { merchantMessages } from './messages';

// Pages carry the domain's texts: mounted alone, they still head themselves with words.
const resourcePageOf = resourcePageWith(merchantMessages);

/** 云喇叭: payment speakers by serial number, merchant, volume, what they announce, online state; 启用/停用. @example <VoiceBoxesPage /> */
export const VoiceBoxesPage = resourcePageOf(voiceBox, {
  title: 'route.voiceBox', columns: ['deviceSn', 'name', 'merchantId', 'volume', 'announce', 'onlineStatus', 'lastSeen', 'status'],
});
/** 取餐柜: pickup cabinets by serial number, merchant, location, cells and cells in use; 启用/停用. @example <PickupCabinetsPage /> */
export const PickupCabinetsPage = resourcePageOf(pickupCabinet, {
  title: 'route.pickupCabinet', columns: ['deviceSn', 'name', 'merchantId', 'location', 'cells', 'usedCells', 'heated', 'onlineStatus', 'status'],
});
