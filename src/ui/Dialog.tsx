import { useId, useRef, useState } from 'react';
import type { ReactNode, RefObject } from 'react';
import { css, keyframes, styled, type StyledComponent } from 'styled-components';
import { Button } from './Button';
import { IconButton } from './IconButton';
import { ModalLayer, useModal } from './popper';
import { cssVar } from './theme';

/**
 * The texts of the question a dialog with unsaved input asks before it closes.
 * @example
 * const discardLabels = useDiscardLabels();
 * <Dialog open onClose={close} dirty={form.dirty} discardLabels={discardLabels} footer={(requestClose) => <Button onClick={requestClose}>取消</Button>} />
 */
export interface DiscardLabels {
  /** The question, e.g. '放弃未保存的修改？'. */
  title: string;
  /** What discarding loses, e.g. '关闭后，已填写的内容不会保存。'. */
  message: string;
  /** Stay in the dialog, e.g. '继续编辑'. */
  keep: string;
  /** Close and lose the input, e.g. '放弃'. */
  discard: string;
}

/**
 * @example
 * <Dialog open={open} onClose={() => setOpen(false)} title="修改密码" closeLabel="关闭"
 *   dirty={draft !== ''} discardLabels={{ title: '放弃未保存的修改？', message: '关闭后，已填写的内容不会保存。', keep: '继续编辑', discard: '放弃' }}
 *   footer={(requestClose) => <><Button onClick={requestClose}>取消</Button><Button variant="primary" onClick={save}>确定</Button></>}>
 *   <ChangePasswordForm />
 * </Dialog>
 */
export interface DialogProps {
  open: boolean;
  /**
   * Called on Esc, a backdrop click or the close button (after the discard question when `dirty`);
   * the caller sets `open` to false.
   */
  onClose: () => void;
  /** Heading; also the dialog's accessible name. */
  title: ReactNode;
  children?: ReactNode;
  /**
   * Buttons row at the bottom (right-aligned). As a function it gets `requestClose`, which its
   * cancel button calls so that it asks first like Esc and × do.
   */
  footer?: ReactNode | ((requestClose: () => void) => ReactNode);
  /**
   * The dialog holds unsaved input: Esc, ×, a backdrop click and `requestClose` ask
   * `discardLabels` first (继续编辑 keeps the input, 放弃 closes). Without changes they close at once.
   */
  dirty?: boolean;
  /** Texts of the discard question (needed for `dirty` to ask). */
  discardLabels?: DiscardLabels;
  /** Width in px or any CSS length (default 520px; never wider than the viewport). */
  width?: number | string;
  /** `alertdialog` for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  /** Accessible name of the × button (default 'Close'); pass the translated text. */
  closeLabel?: string;
  /** Show the × button (default true). */
  closable?: boolean;
  /** A backdrop click closes (default true; false for forms that would lose input). */
  closeOnOverlay?: boolean;
  closeOnEscape?: boolean;
  /** What gets focus first; default: the first focusable element inside. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Id of the element describing the dialog (aria-describedby), e.g. a confirmation's message. */
  describedBy?: string;
}

// No opacity in the keyframes: content must count as visible from its first frame (for tests'
// toBeVisible and for screen magnifiers that snapshot it); the backdrop fades its colour instead.
const fadeIn = keyframes`from { background-color: transparent; }`;
const rise = keyframes`from { transform: translateY(-12px); } to { transform: none; }`;
export const motion = (name: ReturnType<typeof keyframes>) => css`
  animation: ${name} 0.18s ease-out;
  @media (prefers-reduced-motion: reduce) { animation: none; }
`;

export const Backdrop: StyledComponent<typeof ModalLayer> = styled(ModalLayer)`
  z-index: 2000; background: rgba(0, 0, 0, 0.5); ${motion(fadeIn)}
`;

const CenteredBackdrop = styled(Backdrop)`
  display: grid; justify-items: center; align-items: start; padding: 15vh ${cssVar.spaceLg} 32px; overflow: auto;
`;

const Panel = styled.section<{ $width: string }>`
  position: relative; width: min(${(p) => p.$width}, 100%); box-sizing: border-box; display: flex; flex-direction: column;
  background: ${cssVar.bg}; color: ${cssVar.text}; border-radius: ${cssVar.radius};
  box-shadow: 0 1px 3px rgba(0, 0, 0, 0.3); ${motion(rise)}
  &:focus { outline: none; }
`;

export const DialogHeader: StyledComponent<'header'> = styled.header`
  padding: ${cssVar.spaceLg} 56px ${cssVar.spaceSm} 20px;
  h2 { margin: 0; font-size: 18px; font-weight: 500; line-height: 24px; }
`;

const CloseButton = styled(IconButton)`
  position: absolute; top: 10px; right: 10px; color: ${cssVar.infoInk};
`;

/**
 * @example
 * <DialogBody>{t('dialog.discard.message')}</DialogBody>
 */
export const DialogBody: StyledComponent<'div'> = styled.div`
  padding: ${cssVar.spaceLg} 20px; font-size: ${cssVar.fontSize}; line-height: 1.6; color: ${cssVar.textSecondary}; overflow-wrap: anywhere;
`;

/**
 * @example
 * <DialogFooter><Button onClick={close}>取消</Button><Button variant="primary">确定</Button></DialogFooter>
 */
export const DialogFooter: StyledComponent<'footer'> = styled.footer`
  display: flex; justify-content: flex-end; gap: 10px; padding: ${cssVar.spaceSm} 20px 20px;
`;

/**
 * A modal dialog: focus moves inside and is trapped there, Esc (and the backdrop) close it, focus
 * returns to the element that opened it, the page behind is inert to screen readers and does not scroll.
 * A dialog with unsaved input (`dirty`) asks before any of its ways out closes it.
 * @example
 * <Dialog open={open} onClose={() => setOpen(false)} title="修改密码" closeLabel="关闭"
 *   dirty={draft !== ''} discardLabels={{ title: '放弃未保存的修改？', message: '关闭后，已填写的内容不会保存。', keep: '继续编辑', discard: '放弃' }}
 *   footer={(requestClose) => <><Button onClick={requestClose}>取消</Button><Button variant="primary" onClick={save}>确定</Button></>}>
 *   <ChangePasswordForm />
 * </Dialog>
 */
export function Dialog({
  open, onClose, title, children, footer, width = 520, role = 'dialog', closeLabel = 'Close', closable = true,
  closeOnOverlay = true, closeOnEscape = true, initialFocus, describedBy, dirty = false, discardLabels,
}: DialogProps) {
  const id = useId();
  const [asking, setAsking] = useState(false);
  if (asking && !open) setAsking(false);
  const guarded = dirty && discardLabels !== undefined;
  const requestClose = () => { if (guarded) setAsking(true); else onClose(); };
  // While the question is open its own Esc answers it (keep editing); this dialog's Esc listener
  // is off then, or one key press would close both.
  const { refs, context, getFloatingProps } = useModal({ open, onClose: requestClose, role, closeOnEscape: closeOnEscape && !asking });
  if (!open) return null;
  const titleId = `${id}-title`;
  return (
    <CenteredBackdrop context={context} initialFocus={initialFocus} onBackdropPress={closeOnOverlay ? requestClose : undefined}>
      <Panel
        className="sca-dialog" ref={refs.setFloating} $width={typeof width === 'number' ? `${width}px` : width}
        aria-modal="true" aria-labelledby={titleId} aria-describedby={describedBy}
        {...getFloatingProps()}
      >
        <DialogHeader className="sca-dialog-header"><h2 id={titleId}>{title}</h2></DialogHeader>
        {children ? <DialogBody className="sca-dialog-body">{children}</DialogBody> : null}
        {footer ? <DialogFooter className="sca-dialog-footer">{typeof footer === 'function' ? footer(requestClose) : footer}</DialogFooter> : null}
        {/* Last in the DOM, so the first field (not ×) gets the initial focus and Tab reaches it last. */}
        {closable ? <CloseButton icon="close" label={closeLabel} title="" onClick={requestClose} /> : null}
        {/* Rendered inside the panel, so its portal nests in this dialog's and the focus trap hands over. */}
        {discardLabels ? (
          <DiscardQuestion open={asking} labels={discardLabels} onKeep={() => setAsking(false)} onDiscard={() => { setAsking(false); onClose(); }} />
        ) : null}
      </Panel>
    </CenteredBackdrop>
  );
}

/** The small question a dirty dialog asks before it closes; focus starts on 继续编辑, the safe answer. */
function DiscardQuestion({ open, labels, onKeep, onDiscard }: { open: boolean; labels: DiscardLabels; onKeep: () => void; onDiscard: () => void }) {
  const keepRef = useRef<HTMLButtonElement>(null);
  const messageId = useId();
  return (
    <Dialog
      open={open} onClose={onKeep} role="alertdialog" title={labels.title} width={400} closable={false} closeOnOverlay={false}
      initialFocus={keepRef} describedBy={messageId}
      footer={(
        <>
          <Button ref={keepRef} onClick={onKeep}>{labels.keep}</Button>
          <Button variant="danger" onClick={onDiscard}>{labels.discard}</Button>
        </>
      )}
    >
      <span id={messageId}>{labels.message}</span>
    </Dialog>
  );
}
