import { useId, useRef } from 'react';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { Icon } from './Icon';
import { cssVar } from './theme';

/**
 * @example
 * <ConfirmDialog open={expired} title="确认登出" message="您已被登出，可以取消继续留在该页面，或者重新登录"
 *   confirmText="重新登录" cancelText="取消" onConfirm={relogin} onCancel={() => setExpired(false)} />
 */
export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  confirmText: string;
  cancelText: string;
  onConfirm: () => void;
  /** Cancel button, Esc, × and backdrop all cancel. */
  onCancel: () => void;
  /** `warning` (default) shows a warning sign; `danger` also colours the confirm button. */
  tone?: 'warning' | 'danger' | 'info';
  /** Busy state of the confirm button while its action runs. */
  confirming?: boolean;
  /** Hide the cancel button (an acknowledgement). */
  hideCancel?: boolean;
  closeLabel?: string;
}

const Message = styled.div`
  display: flex; gap: ${cssVar.spaceMd}; align-items: flex-start; margin: 0;
  svg { margin-top: 2px; }
`;

const toneColor = { warning: cssVar.warningInk, danger: cssVar.dangerInk, info: cssVar.infoInk };

/**
 * A yes/no question (role=alertdialog, like Element's MessageBox.confirm). Focus starts on the
 * confirm button so Enter confirms, except for `danger` where it starts on cancel.
 * @example
 * <ConfirmDialog open={expired} title="确认登出" message="您已被登出，可以取消继续留在该页面，或者重新登录"
 *   confirmText="重新登录" cancelText="取消" onConfirm={relogin} onCancel={() => setExpired(false)} />
 */
export function ConfirmDialog({
  open, title, message, confirmText, cancelText, onConfirm, onCancel, tone = 'warning', confirming = false,
  hideCancel = false, closeLabel,
}: ConfirmDialogProps) {
  const messageId = useId();
  const confirmRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const focusCancel = tone === 'danger' && !hideCancel;
  return (
    <Dialog
      open={open} onClose={onCancel} title={title} role="alertdialog" width={420} closeLabel={closeLabel}
      closeOnOverlay={false} describedBy={messageId} initialFocus={focusCancel ? cancelRef : confirmRef}
      footer={
        <>
          {hideCancel ? null : <Button ref={cancelRef} onClick={onCancel}>{cancelText}</Button>}
          <Button ref={confirmRef} variant={tone === 'danger' ? 'danger' : 'primary'} loading={confirming} onClick={onConfirm}>
            {confirmText}
          </Button>
        </>
      }
    >
      <Message>
        <Icon name={tone === 'info' ? 'info' : 'warning'} size={22} style={{ color: toneColor[tone], flex: 'none' }} />
        <div id={messageId}>{message}</div>
      </Message>
    </Dialog>
  );
}
