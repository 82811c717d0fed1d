import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { IconButton, Tooltip } from '../../src/ui';

const meta = {
  title: 'Components/Tooltip',
  component: Tooltip,
  args: {
    content: '全屏',
    children: <IconButton icon="fullscreen" label="全屏" title="" />,
  },
  decorators: [(Story) => <div style={{ padding: '80px 40px' }}><Story /></div>],
} satisfies Meta<typeof Tooltip>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OnHoverAndFocus: Story = {
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: '全屏' });
    await userEvent.hover(button);
    const tip = await screen.findByRole('tooltip');
    await expect(tip).toHaveTextContent('全屏');
    // Shown above the trigger.
    await waitFor(() => expect(tip.getBoundingClientRect().bottom).toBeLessThanOrEqual(button.getBoundingClientRect().top));
    await userEvent.unhover(button);
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());

    // Keyboard focus shows it and links it as the description; Esc hides it.
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toBeInTheDocument();
    await expect(button).toHaveAccessibleDescription('全屏');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const LongText: Story = {
  args: {
    content: '一键设置机构管理员角色：为所有机构创建类型为 3 的 APP 角色，耗时可能较长（最长 100 秒）。',
    children: <IconButton icon="info" label="说明" title="" variant="filled" />,
  },
};
