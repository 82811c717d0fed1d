import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ColorSwatchPicker } from '../../src/ui';
import { docsOf } from '../support/docsOf';

const themeColors = [
  { value: '#409EFF', label: '默认蓝' },
  { value: '#1890FF', label: '拂晓蓝' },
  { value: '#11A983', label: '翠绿' },
  { value: '#13C2C2', label: '明青' },
  { value: '#6959CD', label: '酱紫' },
  { value: '#F5222D', label: '薄暮红' },
];

function ThemePickerDemo({ onChange }: { onChange: (color: string) => void }) {
  const [value, setValue] = useState('#409EFF');
  return (
    <ColorSwatchPicker aria-label="主题色" customLabel="自定义颜色" colors={themeColors} value={value} onChange={(c) => { setValue(c); onChange(c); }} />
  );
}

const meta = { title: 'Components/ColorSwatchPicker', component: docsOf<typeof ThemePickerDemo>(ColorSwatchPicker), render: (args) => <ThemePickerDemo {...args} />, args: { onChange: fn() } } satisfies Meta<typeof ThemePickerDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ThemeColours: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: '主题色' });
    const current = within(group).getByRole('radio', { name: '默认蓝' });
    await expect(current).toBeChecked();
    // One tab stop: the checked swatch.
    await userEvent.tab();
    await expect(current).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(args.onChange).toHaveBeenLastCalledWith('#1890FF');
    await expect(within(group).getByRole('radio', { name: '拂晓蓝' })).toHaveFocus();
    await expect(within(group).getByRole('radio', { name: '拂晓蓝' })).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith('#F5222D'); // wraps
    await userEvent.click(within(group).getByRole('radio', { name: '翠绿' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('#11A983');
    // The free colour input is the next tab stop.
    await userEvent.tab();
    await expect(canvas.getByLabelText('自定义颜色')).toHaveFocus();
  },
};
