import type { ReactNode } from 'react';
import { Button } from './Button';
import { StateBox } from './EmptyState';
import { Icon } from './Icon';
import { cssVar } from './theme';

/**
 * @example
 * <ErrorState title="加载失败" message={error.message} retryText="重试" onRetry={refetch} />
 */
export interface ErrorStateProps {
  title: ReactNode;
  /** What went wrong, e.g. the server's msg or the error message. */
  message?: ReactNode;
  /** Shows a retry button with this text when `onRetry` is given. */
  retryText?: string;
  onRetry?: () => void;
  /** Extra actions (e.g. '返回首页'). */
  action?: ReactNode;
  className?: string;
}

/**
 * A failed load or a crashed page (the error boundary's fallback): role=alert so it is announced,
 * with an optional retry.
 * @example
 * <ErrorState title="加载失败" message={error.message} retryText="重试" onRetry={refetch} />
 */
export function ErrorState({ title, message, retryText, onRetry, action, className }: ErrorStateProps) {
  return (
    <StateBox role="alert" className={className}>
      <Icon name="error" size={48} style={{ color: cssVar.danger }} />
      <h3>{title}</h3>
      {message ? <p>{message}</p> : null}
      {onRetry && retryText ? (
        <Button variant="primary" onClick={onRetry}><Icon name="refresh" />{retryText}</Button>
      ) : null}
      {action}
    </StateBox>
  );
}
