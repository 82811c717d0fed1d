import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { Button, MoneyConfirmDialog } from '../../src/ui';

function MoneyDemo({ amount, onConfirm, onCancel }: { amount: string; onConfirm: () => void; onCancel: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="primary" onClick={() => setOpen(true)}>充值</Button>
      <MoneyConfirmDialog
        open={open} title="确认充值" amount={amount} amountLabel="充值金额" capitalsLabel="大写" unit="元" closeLabel="关闭"
        details={[{ label: '用户', value: '张伟' }, { label: '当前余额', value: '20.00 元' }]}
        message="确认向“张伟”的钱包充值以上金额吗？充值即时到账并记入账户记录，不能撤销。"
        confirmText="确认充值" cancelText="返回修改"
        onConfirm={() => { setOpen(false); onConfirm(); }} onCancel={() => { setOpen(false); onCancel(); }}
      />
    </>
  );
}

/** The last step before money moves: the figures and the Chinese capitals, focus on 返回修改. */
const meta = {
  title: 'Components/MoneyConfirmDialog',
  component: MoneyDemo,
  args: { amount: '1000', onConfirm: fn(), onCancel: fn() },
} satisfies Meta<typeof MoneyDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Recharge: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '充值' }));
    const dialog = await screen.findByRole('alertdialog', { name: '确认充值' });
    await expect(within(dialog).getByTestId('money-amount')).toHaveTextContent('1000.00 元');
    await expect(within(dialog).getByTestId('money-capitals')).toHaveTextContent('壹仟元整');
    await expect(within(dialog).getByRole('button', { name: '返回修改' })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole('button', { name: '确认充值' }));
    await expect(args.onConfirm).toHaveBeenCalledTimes(1);
  },
};

export const LargeWithFen: Story = {
  args: { amount: '100000001.1' },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '充值' }));
    const dialog = await screen.findByRole('alertdialog', { name: '确认充值' });
    await expect(within(dialog).getByTestId('money-capitals')).toHaveTextContent('壹亿零壹元壹角');
  },
};
