import type { ReactNode } from 'react';
import { PageErrorBoundary, useT } from '../../core';
import type { FlatRoute, RenderView, RouteEntry } from '../../core';
import { ErrorState } from '../../ui';

export interface PageViewProps {
  children?: ReactNode;
}

/**
 * One page inside its error boundary: a crash is written to the error log (the navbar's red
 * dot) and replaced by an error state with a retry, while the shell and the other tabs go on.
 * @example
 * <PageView><HouseholdPage /></PageView>
 */
export function PageView({ children }: PageViewProps) {
  const t = useT();
  return (
    <PageErrorBoundary
      fallback={(error, reset) => (
        <ErrorState title={t('error.pageCrashed')} message={<>{error.message}<br />{t('error.pageCrashedHint')}</>} retryText={t('common.retry')} onRetry={reset} />
      )}
    >
      {children}
    </PageErrorBoundary>
  );
}

/**
 * Wraps a view renderer so every page it renders sits in its own `<PageView>` boundary. The
 * keep-alive view renders each cached tab separately, so each tab gets its own boundary.
 * @example
 * <GuardedRoutes renderView={withPageBoundary(renderView)} ... />
 */
export function withPageBoundary(render: RenderView): RenderView {
  return (entry: RouteEntry, route: FlatRoute) => <PageView>{render(entry, route)}</PageView>;
}
