import { useSearchParams } from 'react-router-dom';
import type { ResourceDef } from '../../contract/types';
import {
  wxFocusEvent, wxLocationEvent, wxMenuEvent, wxQrcodeEvent, wxReceiveLocation, wxReceivePic, wxReceiveRecord, wxReceiveText, wxReceiveUrl,
  wxReceiveVedio, wxReceiveVoice,
} from '../../contract/services/wechat';
import { useLocale } from '../../core';
import { ResourcePage, type ResourcePageOfProps } from '../../resource';
import { SegmentedControl } from '../../ui';
import { wechatTitles } from './titles.gen';

/**
 * The received-message logs, in the order 消息记录 offers them.
 * @example
 * <InboundLogPage logs={MESSAGE_LOGS} />
 */
export const MESSAGE_LOGS: readonly ResourceDef[] = [wxReceiveRecord, wxReceiveText, wxReceivePic, wxReceiveVoice, wxReceiveVedio, wxReceiveUrl, wxReceiveLocation];
/**
 * The pushed-event logs, in the order 事件记录 offers them.
 * @example
 * <InboundLogPage logs={EVENT_LOGS} />
 */
export const EVENT_LOGS: readonly ResourceDef[] = [wxFocusEvent, wxMenuEvent, wxQrcodeEvent, wxLocationEvent];

/** The URL parameter naming the log shown: a reload or a shared link keeps it. */
const KIND = 'log';

/**
 * @example
 * <InboundLogPage logs={EVENT_LOGS} title="route.wechatEvents" />
 */
export interface InboundLogPageProps extends ResourcePageOfProps {
  logs: readonly ResourceDef[];
}

/**
 * What WeChat sent to the public accounts, as read-only logs: one switch over the kinds (all
 * messages, text, image, voice...), each a filtered, exported list without add, edit or delete.
 * @example
 * <InboundLogPage logs={MESSAGE_LOGS} title="route.wechatMessages" />
 */
export function InboundLogPage({ logs, ...page }: InboundLogPageProps) {
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const shown = logs.find((r) => r.name === params.get(KIND)) ?? logs[0]!;
  const pick = (name: string) => setParams(() => new URLSearchParams({ [KIND]: name }));
  return (
    <ResourcePage key={shown.key} resource={shown} readOnly messages={wechatTitles} {...page}>
      <SegmentedControl
        aria-label={shown.title[locale]} value={shown.name} onChange={pick}
        options={logs.map((r) => ({ value: r.name, label: r.title[locale] }))}
      />
    </ResourcePage>
  );
}

/** 消息记录: received messages by kind (read-only). @example <ReceivedMessagesPage /> */
export function ReceivedMessagesPage(props: ResourcePageOfProps) {
  return <InboundLogPage logs={MESSAGE_LOGS} title="route.wechatMessages" {...props} />;
}

/** 事件记录: follow, menu, QR code and location events (read-only). @example <EventsPage /> */
export function EventsPage(props: ResourcePageOfProps) {
  return <InboundLogPage logs={EVENT_LOGS} title="route.wechatEvents" {...props} />;
}
