import { useT } from '../../core';
import { Icon } from '../../ui';
import { StatusPage } from './StatusPage';

export interface PendingPageProps {
  /** i18n key (`route.<name>`) or literal title of the route. */
  title: string;
  /** Absolute path of the route. */
  path: string;
}

/**
 * The honest placeholder of a page this console has not built yet: it names the route and its
 * path, and pretends nothing (no fake data, no dead buttons).
 * @example
 * <PendingPage title="route.operationLog" path="/system/operationLog" />
 */
export function PendingPage({ title, path }: PendingPageProps) {
  const t = useT();
  return (
    <StatusPage
      code={<Icon name="info" size={64} />}
      heading={t('pending.title', { title: t(title) })}
      message={t('pending.message', { path })}
    >
      <p><code data-testid="pending-path">{path}</code></p>
    </StatusPage>
  );
}
