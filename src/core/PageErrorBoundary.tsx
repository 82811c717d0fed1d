/**
 * An error boundary for one page: a crash is written to the error log and replaced by the
 * caller's fallback, so one page's failure never takes the shell down.
 */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useAdminInternals } from './adminContext';
import type { ErrorLogStore } from './errorLog';

/**
 * @example
 * <PageErrorBoundary fallback={(error, reset) => <ErrorState title={t('error.pageCrashed')} onRetry={reset} />}>
 *   {renderView(entry)}
 * </PageErrorBoundary>
 */
export interface PageErrorBoundaryProps {
  /** What to show instead of the crashed page; `reset` re-renders the children. */
  readonly fallback: (error: Error, reset: () => void) => ReactNode;
  /** Changing it resets the boundary (e.g. the tab's refresh nonce). */
  readonly resetKey?: unknown;
  readonly children?: ReactNode;
}

interface InnerProps extends PageErrorBoundaryProps {
  readonly log: ErrorLogStore;
}

interface InnerState {
  readonly error: Error | null;
  readonly resetKey: unknown;
}

class Boundary extends Component<InnerProps, InnerState> {
  override state: InnerState = { error: null, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<InnerState> {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: InnerProps, state: InnerState): Partial<InnerState> | null {
    return Object.is(props.resetKey, state.resetKey) ? null : { error: null, resetKey: props.resetKey };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    this.props.log.add(error, { componentStack: info.componentStack ?? null });
  }

  reset = () => this.setState({ error: null });

  override render() {
    return this.state.error ? this.props.fallback(this.state.error, this.reset) : this.props.children;
  }
}

/**
 * @example
 * <PageErrorBoundary fallback={(error, reset) => <ErrorState title={t('error.pageCrashed')} onRetry={reset} />}>
 *   {renderView(entry)}
 * </PageErrorBoundary>
 */
export function PageErrorBoundary(props: PageErrorBoundaryProps) {
  const { errorLog } = useAdminInternals();
  return <Boundary {...props} log={errorLog} />;
}
