import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ActionBar } from '../../src/ui';

function RecordActions({ onAction }: { onAction: (action: string) => void }) {
  return (
    <ActionBar>
      <button type="button" onClick={() => onAction('detail')}>详情</button>
      <button type="button" onClick={() => onAction('edit')}>编辑</button>
      <button type="button" data-danger="" onClick={() => onAction('delete')}>删除</button>
    </ActionBar>
  );
}

const meta = {
  title: 'Components/ActionBar',
  component: ActionBar,
  args: { children: null },
  argTypes: { children: { control: false } },
} satisfies Meta<typeof ActionBar>;
export default meta;
type Story = StoryObj<typeof meta>;

const onAction = fn();

/** A record's actions as compact text buttons; plain buttons, so each is a tab stop with its own name. */
export const RecordRow: Story = {
  render: () => <RecordActions onAction={onAction} />,
  play: async ({ canvasElement }) => {
    onAction.mockClear();
    const c = within(canvasElement);
    await userEvent.click(c.getByRole('button', { name: '删除' }));
    await expect(onAction).toHaveBeenCalledWith('delete');
    c.getByRole('button', { name: '详情' }).focus();
    await userEvent.tab();
    await expect(c.getByRole('button', { name: '编辑' })).toHaveFocus();
  },
};
