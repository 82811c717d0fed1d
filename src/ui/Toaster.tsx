import { useCallback, useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { keyframes, styled } from 'styled-components';
import { TOAST_DURATION_MS } from '../utils/constants';
import { Icon } from './Icon';
import type { IconName } from './Icon';
import { FixedLayer } from './portalRoot';
import { cssVar } from './theme';

/**
 * @example
 * <Toast id={1} kind="success" message="保存成功" onDismiss={dismiss} closeLabel="关闭" />
 */
export type ToastKind = 'success' | 'info' | 'warning' | 'error';

/**
 * @example
 * const { toasts, push, dismiss } = useToasts();
 * push({ kind: 'success', message: '保存成功' });
 */
export interface ToastData {
  id: string | number;
  kind: ToastKind;
  message: ReactNode;
  /** Visible time in ms (default 5000, spec 000 §9); 0 keeps it until closed. */
  duration?: number;
}

const palette: Record<ToastKind, { color: string; icon: IconName }> = {
  success: { color: cssVar.successInk, icon: 'success' },
  info: { color: cssVar.infoInk, icon: 'info' },
  warning: { color: cssVar.warningInk, icon: 'warning' },
  error: { color: cssVar.dangerInk, icon: 'error' },
};

const drop = keyframes`from { transform: translateY(-16px); } to { transform: none; }`;

const Stack = styled.div`
  position: fixed; z-index: 3000; top: 20px; left: 50%; transform: translateX(-50%);
  display: flex; flex-direction: column; align-items: center; gap: 10px;
  width: max-content; max-width: calc(100vw - 32px); pointer-events: none;
`;

const Card = styled.div<{ $color: string }>`
  pointer-events: auto; display: flex; align-items: flex-start; gap: 10px; box-sizing: border-box;
  min-width: min(380px, calc(100vw - 32px)); max-width: 100%; padding: ${cssVar.spaceMd} ${cssVar.spaceMd} ${cssVar.spaceMd} ${cssVar.spaceLg};
  border: 1px solid ${cssVar.border}; border-left: 4px solid ${(p) => p.$color}; border-radius: ${cssVar.radius};
  background: ${cssVar.bg}; color: ${cssVar.text}; box-shadow: 0 2px 12px rgba(0, 0, 0, 0.12);
  font-size: ${cssVar.fontSize}; line-height: 20px; animation: ${drop} 0.2s ease-out;
  @media (prefers-reduced-motion: reduce) { animation: none; }
  > svg { color: ${(p) => p.$color}; margin-top: 2px; }
  > p { flex: 1; margin: 0; overflow-wrap: anywhere; }
`;

const Close = styled.button`
  flex: none; display: inline-flex; padding: 2px; border: 0; background: none; color: ${cssVar.info}; cursor: pointer;
  border-radius: 2px;
  &:hover { color: ${cssVar.text}; }
  &:focus-visible { outline: 2px solid ${cssVar.primary}; }
`;

/**
 * @example
 * <Toast id={1} kind="success" message="保存成功" onDismiss={dismiss} closeLabel="关闭" />
 */
export interface ToastProps extends ToastData {
  onDismiss: (id: ToastData['id']) => void;
  closeLabel?: string;
}

/**
 * One toast. Errors and warnings are role=alert (announced at once), the rest role=status. It
 * dismisses itself after `duration`; the timer pauses while hovered or focused, so a message
 * being read (or a close button being reached by keyboard) does not vanish.
 * @example
 * <Toast id={1} kind="success" message="保存成功" onDismiss={dismiss} closeLabel="关闭" />
 */
export function Toast({ id, kind, message, duration = TOAST_DURATION_MS, onDismiss, closeLabel = 'Close' }: ToastProps) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(duration);
  useEffect(() => {
    if (paused || duration <= 0) return;
    const started = Date.now();
    const timer = setTimeout(() => onDismiss(id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current = Math.max(0, remaining.current - (Date.now() - started));
    };
  }, [paused, duration, id, onDismiss]);
  const { color, icon } = palette[kind];
  const urgent = kind === 'error' || kind === 'warning';
  return (
    <Card
      $color={color} role={urgent ? 'alert' : 'status'} data-kind={kind}
      onMouseEnter={() => setPaused(true)} onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)} onBlur={() => setPaused(false)}
    >
      <Icon name={icon} size={18} />
      <p>{message}</p>
      <Close type="button" aria-label={closeLabel} onClick={() => onDismiss(id)}><Icon name="close" size={16} /></Close>
    </Card>
  );
}

/**
 * @example
 * const { toasts, push, dismiss } = useToasts();
 * push({ kind: 'success', message: '修改成功' });
 * <Toaster toasts={toasts} onDismiss={dismiss} closeLabel="关闭" />
 */
export interface ToasterProps {
  toasts: readonly ToastData[];
  onDismiss: (id: ToastData['id']) => void;
  /** Accessible name of each × button. */
  closeLabel?: string;
}

/**
 * The top-centre stack of toasts (a plain fixed layer in the admin root: no floating-ui, so the
 * login page does not load it for toasts). It only renders; the list lives with its owner (core's notice
 * store via the shell's `<Notices />`, or `useToasts()` here for standalone use).
 * @example
 * const { toasts, push, dismiss } = useToasts();
 * push({ kind: 'success', message: '修改成功' });
 * <Toaster toasts={toasts} onDismiss={dismiss} closeLabel="关闭" />
 */
export function Toaster({ toasts, onDismiss, closeLabel }: ToasterProps) {
  if (toasts.length === 0) return null;
  return (
    <FixedLayer>
      <Stack>
        {toasts.map((t) => <Toast key={t.id} {...t} onDismiss={onDismiss} closeLabel={closeLabel} />)}
      </Stack>
    </FixedLayer>
  );
}

let seq = 0;

/**
 * A minimal local toast list for hosts and stories without core's notice store.
 * @example
 * const { toasts, push, dismiss } = useToasts();
 * push({ kind: 'success', message: '保存成功' });
 */
export function useToasts() {
  const [toasts, setToasts] = useState<ToastData[]>([]);
  const dismiss = useCallback((id: ToastData['id']) => setToasts((list) => list.filter((t) => t.id !== id)), []);
  const push = useCallback((toast: Omit<ToastData, 'id'> & { id?: ToastData['id'] }) => {
    const id = toast.id ?? `toast-${++seq}`;
    setToasts((list) => [...list.filter((t) => t.id !== id), { ...toast, id }]);
    return id;
  }, []);
  return { toasts, push, dismiss };
}
