import { useId, useRef, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { amountToFen, digitUppercase, fenToAmount } from '../utils';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { Icon } from './Icon';
import { cssVar } from './theme';

/**
 * @example
 * <MoneyConfirmDialog amount="1000.00" purpose="充值" onConfirm={pay} onCancel={back} />
 */
export interface MoneyConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  /** The money that moves, as a decimal string (never a float): shown with two decimals and in capitals. */
  amount: string;
  /** Names the amount (充值金额, 发放总额). */
  amountLabel: string;
  /** Names the capitals line (大写). */
  capitalsLabel: string;
  /** The unit after the figure (元). */
  unit: string;
  /** What the money is for, as label/value lines (用户: 张三, 人数: 3, 每人: 100.00 元). */
  details?: readonly { readonly label: string; readonly value: ReactNode }[];
  /** A sentence under the figures (the question itself). */
  message?: ReactNode;
  confirmText: string;
  cancelText: string;
  onConfirm: () => void;
  onCancel: () => void;
  confirming?: boolean;
  closeLabel?: string;
}

const Figures = styled.dl`
  display: grid; grid-template-columns: max-content 1fr; gap: 6px ${cssVar.spaceLg}; margin: 0 0 ${cssVar.spaceMd};
  dt { color: ${cssVar.textSecondary}; }
  dd { margin: 0; overflow-wrap: anywhere; }
  .amount { font-size: 20px; font-weight: 600; color: ${cssVar.dangerInk}; font-variant-numeric: tabular-nums; }
  .capitals { font-size: ${cssVar.fontSizeLarge}; font-weight: 600; letter-spacing: 1px; }
`;
const Question = styled.div`display: flex; gap: ${cssVar.spaceSm}; align-items: flex-start; margin: 0;`;

/**
 * The last step before money moves: the amount as figures and in Chinese capitals (大写, read
 * back the way a cheque is), what it is for, and one confirm button. Focus starts on cancel, so
 * an Enter held over from the form does not pay. The amount is a decimal string; one that is not
 * an amount shows as it is and cannot be confirmed.
 * @example
 * <MoneyConfirmDialog open title="确认充值" amount="1000" amountLabel="充值金额" capitalsLabel="大写" unit="元"
 *   details={[{ label: '用户', value: '张三' }]} confirmText="确认充值" cancelText="返回修改"
 *   onConfirm={pay} onCancel={back} />
 */
export function MoneyConfirmDialog({
  open, title, amount, amountLabel, capitalsLabel, unit, details = [], message, confirmText, cancelText, onConfirm, onCancel,
  confirming = false, closeLabel,
}: MoneyConfirmDialogProps) {
  const describedBy = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const fen = amountToFen(amount);
  const figures = fen === null ? amount : fenToAmount(fen);
  return (
    <Dialog
      open={open} onClose={() => { if (!confirming) onCancel(); }} title={title} role="alertdialog" width={460} closeLabel={closeLabel}
      closeOnOverlay={false} describedBy={describedBy} initialFocus={cancelRef}
      footer={
        <>
          <Button ref={cancelRef} onClick={onCancel} disabled={confirming}>{cancelText}</Button>
          <Button variant="primary" loading={confirming} disabled={fen === null} onClick={onConfirm}>{confirmText}</Button>
        </>
      }
    >
      <div id={describedBy}>
        <Figures>
          {details.map((d) => (
            <div key={d.label} style={{ display: 'contents' }}><dt>{d.label}</dt><dd>{d.value}</dd></div>
          ))}
          <dt>{amountLabel}</dt>
          <dd className="amount" data-testid="money-amount">{figures} {unit}</dd>
          <dt>{capitalsLabel}</dt>
          <dd className="capitals" data-testid="money-capitals">{fen === null ? '—' : digitUppercase(fenToAmount(fen))}</dd>
        </Figures>
        {message ? (
          <Question>
            <Icon name="warning" size={18} style={{ color: cssVar.warning, flex: 'none' }} />
            <div>{message}</div>
          </Question>
        ) : null}
      </div>
    </Dialog>
  );
}
