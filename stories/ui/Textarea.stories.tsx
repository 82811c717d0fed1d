import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FormField } from '../../src/ui';
import { Textarea } from '../../src/ui/Textarea';

const meta = {
  title: 'Components/Textarea',
  component: Textarea,
  args: { 'aria-label': '备注', placeholder: '请输入备注', rows: 4, onChange: fn() },
  decorators: [(Story) => <div style={{ width: 360 }}><Story /></div>],
} satisfies Meta<typeof Textarea>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Uncontrolled, with the count and the browser's own limit. */
export const WithCount: Story = {
  args: { maxLength: 20, showCount: true },
  play: async ({ canvasElement, args }) => {
    const area = within(canvasElement).getByRole('textbox', { name: '备注' });
    await expect(area).toHaveAccessibleDescription('0/20');
    await userEvent.type(area, '晚餐不要辣');
    await expect(within(canvasElement).getByText('5/20')).toBeVisible();
    await expect(args.onChange).toHaveBeenCalledTimes(5);
    // maxLength stops typing at the limit; the count follows.
    await userEvent.type(area, '，请在六点前送到三号楼前台谢谢您');
    await expect((area as HTMLTextAreaElement).value).toHaveLength(20);
    await expect(area).toHaveAccessibleDescription('20/20');
  },
};

/** Controlled inside a FormField that reports an error. */
export const InFormField: Story = {
  render: function Render() {
    const [remark, setRemark] = useState('退款原因：');
    return (
      <FormField label="退款说明" required error={remark.length < 10 ? '请至少填写 10 个字' : undefined} hint="将展示给用户">
        <Textarea rows={3} maxLength={200} showCount value={remark} onChange={(e) => setRemark(e.target.value)} />
      </FormField>
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const area = canvas.getByRole('textbox', { name: '退款说明' });
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(area).toHaveAttribute('aria-required', 'true');
    await expect(area).toHaveAccessibleDescription('将展示给用户 请至少填写 10 个字 5/200');
    await expect(getComputedStyle(area).borderTopColor).toBe('rgb(245, 108, 108)');
    await userEvent.type(area, '餐品与订单不符，已核实');
    await expect(area).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByText('16/200')).toBeVisible();
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: '已结算的订单不可修改备注' } };
