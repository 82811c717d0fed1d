import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SegmentedControl } from '../../src/ui';
import { docsOf } from '../support/docsOf';

function SizeDemo({ onChange }: { onChange: (size: string) => void }) {
  const [size, setSize] = useState('medium');
  return (
    <SegmentedControl
      aria-label="布局大小" value={size} onChange={(s) => { setSize(s); onChange(s); }}
      options={[{ value: 'default', label: '默认' }, { value: 'medium', label: '中' }, { value: 'small', label: '小', disabled: true }, { value: 'mini', label: '迷你' }]}
    />
  );
}

const meta = { title: 'Components/SegmentedControl', component: docsOf<typeof SizeDemo>(SegmentedControl), render: (args) => <SizeDemo {...args} />, args: { onChange: fn() } } satisfies Meta<typeof SizeDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SizeSwitch: Story = {
  play: async ({ canvasElement, args }) => {
    const group = within(canvasElement).getByRole('radiogroup', { name: '布局大小' });
    await userEvent.tab();
    await expect(within(group).getByRole('radio', { name: '中' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    // The disabled option is skipped.
    await expect(args.onChange).toHaveBeenLastCalledWith('mini');
    await expect(within(group).getByRole('radio', { name: '迷你' })).toBeChecked();
    await userEvent.keyboard('{Home}');
    await expect(args.onChange).toHaveBeenLastCalledWith('default');
    await userEvent.click(within(group).getByRole('radio', { name: '中' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('medium');
  },
};

export const Language: Story = {
  render: () => {
    function Lang() {
      const [lang, setLang] = useState('zh-CN');
      return <SegmentedControl aria-label="语言" value={lang} onChange={setLang} options={[{ value: 'zh-CN', label: '中文' }, { value: 'en', label: 'English' }, { value: 'es', label: 'Español' }]} />;
    }
    return <Lang />;
  },
};
