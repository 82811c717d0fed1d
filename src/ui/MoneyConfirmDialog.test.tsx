import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { MoneyConfirmDialog } from './MoneyConfirmDialog';

const base = {
  open: true, title: '确认充值', amountLabel: '充值金额', capitalsLabel: '大写', unit: '元', confirmText: '确认充值', cancelText: '返回修改',
};

describe('MoneyConfirmDialog', () => {
  test('shows the amount with two decimals and in capitals, with what it is for; confirm pays, cancel does not', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    render(<MoneyConfirmDialog {...base} amount="100000001.1" details={[{ label: '用户', value: '张三' }]} onConfirm={onConfirm} onCancel={onCancel} />);
    const dialog = screen.getByRole('alertdialog', { name: '确认充值' });
    expect(screen.getByTestId('money-amount').textContent).toBe('100000001.10 元');
    expect(screen.getByTestId('money-capitals').textContent).toBe('壹亿零壹元壹角');
    expect(dialog.textContent).toContain('张三');
    // Focus starts on cancel: an Enter carried over from the form does not pay.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: '返回修改' }));
    fireEvent.click(screen.getByRole('button', { name: '返回修改' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onConfirm).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '确认充值' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  test('writes small and round amounts the way a cheque does', () => {
    const { rerender } = render(<MoneyConfirmDialog {...base} amount="0.05" onConfirm={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.getByTestId('money-capitals').textContent).toBe('伍分');
    rerender(<MoneyConfirmDialog {...base} amount="10000.00" onConfirm={vi.fn()} onCancel={vi.fn()} />);
    expect(screen.getByTestId('money-amount').textContent).toBe('10000.00 元');
    expect(screen.getByTestId('money-capitals').textContent).toBe('壹万元整');
  });

  test('an amount that is not one cannot be confirmed', () => {
    const onConfirm = vi.fn();
    render(<MoneyConfirmDialog {...base} amount="12.345" onConfirm={onConfirm} onCancel={vi.fn()} />);
    expect(screen.getByTestId('money-capitals').textContent).toBe('—');
    const confirm = screen.getByRole('button', { name: '确认充值' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
  });
});
