import { useEffect, useRef, useState } from 'react';
import { styled } from 'styled-components';
import { Link } from 'react-router-dom';
import { EMBED_SETTINGS_PATH, EMBED_SETTINGS_PERMISSION, useCan, useEmbedTarget, useT } from '../../core';
import type { EmbedView } from '../../core';
import { ErrorState, Spinner, cssVar } from '../../ui';

export interface EmbeddedPageProps {
  view: EmbedView;
  /** i18n key or literal title of the route (the iframe's title attribute). */
  title: string;
  /** How long to wait for the page before showing the time-out state (default 20 s). */
  timeoutMs?: number;
}

/**
 * What the iframe may do: run its scripts and forms, talk to its own origin, open pop-ups.
 * @example
 * <iframe src={url} sandbox={EMBED_SANDBOX} title={title} />
 */
export const EMBED_SANDBOX = 'allow-scripts allow-forms allow-same-origin allow-popups';

const Frame = styled.div`
  position: relative; height: calc(100vh - 84px); min-height: 320px; background: ${cssVar.bg};
  iframe { display: block; width: 100%; height: 100%; border: 0; }
`;
const Overlay = styled.div`
  position: absolute; inset: 0; display: grid; place-items: center; background: ${cssVar.bg};
`;
const NewWindow = styled.a`color: ${cssVar.primaryInk};`;

type Status = 'loading' | 'loaded' | 'error' | 'timeout';

/**
 * An embedded external page (000 section 2): the service kind's base URL plus the view's path,
 * in a sandboxed iframe (the base from the host's `services`, else the one an administrator set in
 * the console; see `useEmbedTarget`), with loading, error (`error` event) and time-out states and a retry.
 * Kept alive like any tab, so switching away and back does not reload it.
 * @example
 * <EmbeddedPage view={{ kind: 'embed', service: 'meetingRoom', path: '/meeting/room' }} title="route.meetingRoomList" />
 */
export function EmbeddedPage({ view, title, timeoutMs = 20000 }: EmbeddedPageProps) {
  const t = useT();
  const may = useCan();
  const { src, loading } = useEmbedTarget(view);
  const [attempt, setAttempt] = useState(0);
  // Status of one load: a new URL or a retry starts again from 'loading'.
  const loadKey = `${attempt}:${src ?? ''}`;
  const [result, setResult] = useState<{ key: string; status: Status }>({ key: loadKey, status: 'loading' });
  const status: Status = result.key === loadKey ? result.status : 'loading';
  const frame = useRef<HTMLIFrameElement>(null);

  useEffect(() => {
    if (!src) return undefined;
    const el = frame.current;
    // React has no onError for iframes: listen natively.
    const onError = () => setResult({ key: loadKey, status: 'error' });
    el?.addEventListener('error', onError);
    const timer = setTimeout(() => setResult((r) => (r.key === loadKey && r.status !== 'loading' ? r : { key: loadKey, status: 'timeout' })), timeoutMs);
    // (a page that loads after the time-out still replaces the time-out state: onLoad always wins)
    return () => {
      clearTimeout(timer);
      el?.removeEventListener('error', onError);
    };
  }, [src, loadKey, timeoutMs]);

  const name = t(title);
  if (!src && loading) return <Frame data-status="loading"><Overlay><Spinner size={36} label={t('embed.loading')} showLabel /></Overlay></Frame>;
  if (!src) {
    // Those who may set the bases get a way there; everyone else learns whom to ask.
    const mayEdit = may([EMBED_SETTINGS_PERMISSION]);
    return (
      <ErrorState
        title={t('embed.error')}
        message={t(mayEdit ? 'embed.notConfigured' : 'embed.notConfiguredAsk', { service: t(`embed.service.${view.service}`) })}
        action={mayEdit ? <NewWindow as={Link} to={EMBED_SETTINGS_PATH}>{t('embed.configure')}</NewWindow> : undefined}
      />
    );
  }
  const failed = status === 'error' || status === 'timeout';
  return (
    <Frame data-status={status}>
      <iframe key={loadKey} ref={frame} src={src} onLoad={() => setResult({ key: loadKey, status: 'loaded' })} title={t('embed.frameTitle', { title: name })} sandbox={EMBED_SANDBOX} referrerPolicy="no-referrer" />
      {status === 'loading' ? <Overlay><Spinner size={36} label={t('embed.loading')} showLabel /></Overlay> : null}
      {failed ? (
        <Overlay>
          <ErrorState
            title={t('embed.error')} message={status === 'timeout' ? t('embed.timeout') : undefined}
            retryText={t('common.retry')} onRetry={() => setAttempt((n) => n + 1)}
            action={<NewWindow href={src} target="_blank" rel="noopener noreferrer">{t('embed.openInNewWindow')}</NewWindow>}
          />
        </Overlay>
      ) : null}
    </Frame>
  );
}
