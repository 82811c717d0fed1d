import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ColumnSettings } from '../../src/ui/ColumnSettings';
import type { ColumnSetting } from '../../src/ui/ColumnSettings';
import { docsOf } from '../support/docsOf';

const defaults: ColumnSetting[] = [
  { key: 'orderNo', label: '订单号', visible: true },
  { key: 'diner', label: '用餐人', visible: true },
  { key: 'phone', label: '手机号', visible: true },
  { key: 'amount', label: '金额', visible: true },
  { key: 'remark', label: '备注', visible: false },
];

function ColumnSettingsDemo({ onChange }: { onChange: (next: ColumnSetting[]) => void }) {
  const [columns, setColumns] = useState(defaults);
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 16, width: 480 }}>
      <output aria-label="当前列">{columns.filter((c) => c.visible).map((c) => c.label).join(' / ')}</output>
      <ColumnSettings
        columns={columns} onReset={() => setColumns(defaults)}
        onChange={(next) => { setColumns(next); onChange(next); }}
        labels={{ button: '列设置', title: '显示列', moveUp: (l) => `上移 ${l}`, moveDown: (l) => `下移 ${l}`, reset: '重置' }}
      />
    </div>
  );
}

const meta = { title: 'Components/ColumnSettings', component: docsOf<typeof ColumnSettingsDemo>(ColumnSettings), render: (args) => <ColumnSettingsDemo {...args} />, args: { onChange: fn() } } satisfies Meta<typeof ColumnSettingsDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ShowHideAndReorder: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const current = canvas.getByRole('status', { name: '当前列' });
    const trigger = canvas.getByRole('button', { name: '列设置' });
    await userEvent.click(trigger);
    const panel = within(await screen.findByRole('dialog', { name: '显示列' }));

    await userEvent.click(panel.getByRole('checkbox', { name: '手机号' }));
    await expect(current).toHaveTextContent('订单号 / 用餐人 / 金额');
    await userEvent.click(panel.getByRole('checkbox', { name: '备注' }));
    await expect(current).toHaveTextContent('订单号 / 用餐人 / 金额 / 备注');

    // Past the hidden 手机号, then past 用餐人.
    await userEvent.click(panel.getByRole('button', { name: '上移 金额' }));
    await userEvent.click(panel.getByRole('button', { name: '上移 金额' }));
    await expect(current).toHaveTextContent('订单号 / 金额 / 用餐人 / 备注');
    await expect((args.onChange as ReturnType<typeof fn>).mock.lastCall![0].map((c: ColumnSetting) => c.key))
      .toEqual(['orderNo', 'amount', 'diner', 'phone', 'remark']);

    await userEvent.click(panel.getByRole('button', { name: '重置' }));
    await expect(current).toHaveTextContent('订单号 / 用餐人 / 手机号 / 金额');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const LastVisibleColumnStays: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '列设置' }));
    const panel = within(await screen.findByRole('dialog', { name: '显示列' }));
    for (const label of ['订单号', '用餐人', '手机号']) await userEvent.click(panel.getByRole('checkbox', { name: label }));
    await expect(panel.getByRole('checkbox', { name: '金额' })).toBeDisabled();
    await expect(panel.getByRole('checkbox', { name: '金额' })).toBeChecked();
    await expect(within(canvasElement).getByRole('status', { name: '当前列' })).toHaveTextContent(/^金额$/);
  },
};
