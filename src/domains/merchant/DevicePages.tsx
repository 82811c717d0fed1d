/**
 * Devices of the merchants: 收款设备 (every till, face terminal and scanner with 上线 / 下线), 离线预警
 * (the devices offline now, since when), and the device kinds of our own: 钥匙柜 and 打印配置.
 */
import { equipment } from '../../contract/services/wallet';
import { keyCabinet, printConfig } from '../../contract/services/merchant';
import { ResourcePage, resourcePageWith, useViewT, type Row } from '../../resource';
import { merchantMessages } from './messages';
import type { MerchantPageProps } from './MerchantInfoPage';
import { offlineFor } from './offlineFor';

// Pages carry the domain's texts: mounted alone, they still head themselves with words.
const resourcePageOf = resourcePageWith(merchantMessages);

/** 收款设备: devices by name, serial, type, merchant, project and online status; add and edit (addOrSave); 上线 / 下线. @example <DevicesPage /> */
export const DevicesPage = resourcePageOf(equipment, { title: 'route.collectionDevice', saveWith: 'addOrSave' });

/** 钥匙柜 (our addition): key cabinets per merchant with compartments, opening mode, longest stay, location and status. @example <KeyCabinetsPage /> */
export const KeyCabinetsPage = resourcePageOf(keyCabinet, { title: 'route.keyCabinet' });

/** 打印配置 (our addition): each merchant's receipt printers: brand, serial, paper width, copies, printing on order, footer. @example <PrintConfigPage /> */
export const PrintConfigPage = resourcePageOf(printConfig, { title: 'route.printConfig' });

const OFFLINE = { onlineStatus: 'offline' } as const;
const COLUMNS = ['name', 'sn', 'type', 'merchantId', 'orgId', 'offlineSince', 'lastOnlineTime'];
const FILTERS = ['merchantId', 'orgId', 'type', 'name'];

/**
 * 离线预警: the devices offline now, by merchant, project, type or name, each with the time it went
 * offline and for how long (已离线 3 小时); **上线** brings one back, and it leaves the list.
 * @example
 * <OfflineWarningPage today="2026-11-26" />
 */
export function OfflineWarningPage({ renderCell, ...props }: MerchantPageProps) {
  const t = useViewT(merchantMessages);
  const cell = (field: string, row: Row) => {
    if (field === 'offlineSince' && row.offlineSince) {
      const span = offlineFor(String(row.offlineSince), new Date());
      return span ? <span>{String(row.offlineSince)}<br /><small>{t(`merchant.offlineFor.${span.unit}`, { n: span.n })}</small></span> : undefined;
    }
    return renderCell?.(field, row);
  };
  return (
    <ResourcePage
      resource={equipment} title="route.offlineWarning" fixed={OFFLINE} columns={COLUMNS} filters={FILTERS}
      renderCell={cell} {...props}
    />
  );
}
