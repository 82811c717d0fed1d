/**
 * A tab's page kept mounted while hidden: React 19's `<Activity>` where the host runs React 19
 * (hidden pages keep their state, their effects are paused), else a plain wrapper hidden with
 * `display: none` on React 18 (state kept, effects keep running).
 */
import * as React from 'react';
import type { ComponentType, ReactNode } from 'react';

type Mode = 'visible' | 'hidden';

// Read off the namespace as a plain object: a named (or statically known) import of an export that
// React 18 or Next.js's bundled React lacks fails the build in webpack ("Attempted import error").
const reactExports: Record<string, unknown> = React;
const NativeActivity = reactExports['Activity'] as ComponentType<{ mode: Mode; children?: ReactNode }> | undefined;

const SHOWN = { display: 'contents' } as const;
const HIDDEN = { display: 'none' } as const;

/**
 * @example
 * <KeepAlive key={tabKey} mode={active ? 'visible' : 'hidden'}><TabPage /></KeepAlive>
 */
export function KeepAlive({ mode, children }: { mode: Mode; children: ReactNode }) {
  if (NativeActivity) return <NativeActivity mode={mode}>{children}</NativeActivity>;
  return <div data-keep-alive={mode} hidden={mode === 'hidden'} style={mode === 'hidden' ? HIDDEN : SHOWN}>{children}</div>;
}
