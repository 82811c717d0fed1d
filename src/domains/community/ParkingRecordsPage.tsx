import { parkingRecord } from '../../contract/services/carpark';
import { ResourcePage, useViewT, type ResourcePageOfProps } from '../../resource';
import { communityMessages } from './messages';

/**
 * 停车记录 (our addition): each car's stay in a car park (plate, vehicle type, in, out, minutes, fee,
 * payment), as the gate system wrote it: read only. 停车统计 drills down here.
 * @example <ParkingRecordsPage />
 */
export function ParkingRecordsPage(props: ResourcePageOfProps) {
  const t = useViewT(communityMessages);
  return <ResourcePage resource={parkingRecord} readOnly dateRules={{ entryTime: { maxDays: 366, noFuture: true } }} {...props} title={props.title ?? t('route.parkingRecord')} />;
}
