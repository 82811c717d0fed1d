import { keyframes, styled } from 'styled-components';
import { cssVar, visuallyHidden } from './theme';

/**
 * @example
 * {isLoading ? <Spinner label="加载中" /> : <Table rows={rows} />}
 */
export interface SpinnerProps {
  /** Diameter in px (default 24). */
  size?: number;
  /** Announced text (default 'Loading'); pass the translated '加载中'. */
  label?: string;
  /** Show the label next to the spinner instead of only to screen readers. */
  showLabel?: boolean;
  className?: string;
}

const spin = keyframes`to { transform: rotate(360deg); }`;

const Wrap = styled.span`display: inline-flex; align-items: center; gap: ${cssVar.spaceSm}; color: ${cssVar.textSecondary}; font-size: ${cssVar.fontSize};`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block; box-sizing: border-box; width: ${(p) => p.$size}px; height: ${(p) => p.$size}px;
  border: ${(p) => Math.max(2, Math.round(p.$size / 10))}px solid ${cssVar.border}; border-top-color: ${cssVar.primary};
  border-radius: 50%; animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) { animation-duration: 2.4s; }
`;

/**
 * A busy indicator with role=status, so "Loading" is announced once.
 * @example
 * {isLoading ? <Spinner label="加载中" /> : <Table rows={rows} />}
 */
export function Spinner({ size = 24, label = 'Loading', showLabel = false, className }: SpinnerProps) {
  return (
    <Wrap role="status" className={className}>
      <Ring $size={size} aria-hidden="true" />
      <span style={showLabel ? undefined : visuallyHidden}>{label}</span>
    </Wrap>
  );
}
