import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { EMBED_SANDBOX, EmbeddedPage } from '../../src/shell';
import { ShellFrame } from './support';

const meta: Meta<typeof EmbeddedPage> = { title: 'Shell/EmbeddedPage', component: EmbeddedPage, parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

const view = { kind: 'embed', service: 'meetingRoom', path: '/meeting/room' } as const;

/** No base URL for the service: an honest error naming the service, no broken frame. */
export const ServiceNotConfigured: Story = {
  render: () => <ShellFrame path="/meetingRoom/room"><EmbeddedPage view={view} title="route.meetingRoomManage" /></ShellFrame>,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    // The console's service addresses are asked for first (this frame has no server: none are set).
    await waitFor(() => expect(c.getAllByRole('alert').some((a) => a.textContent?.includes('未配置“会议室”服务的地址'))).toBe(true), { timeout: 30_000 });
    await expect(canvasElement.querySelector('iframe')).toBeNull();
  },
};

/** A configured service (here the story server itself): a sandboxed, titled frame that finishes loading. */
export const Loaded: Story = {
  render: () => (
    <ShellFrame path="/meetingRoom/room" services={{ meetingRoom: `${window.location.origin}/` }}>
      <EmbeddedPage view={view} title="route.meetingRoomManage" />
    </ShellFrame>
  ),
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector('iframe')!;
    await expect(frame).toHaveAttribute('sandbox', EMBED_SANDBOX);
    await expect(frame).toHaveAttribute('title', '会议室管理（外部页面）');
    await expect(frame.src).toContain('/meeting/room');
    await waitFor(() => expect(canvasElement.querySelector('[data-status]')).toHaveAttribute('data-status', 'loaded'), { timeout: 8000 });
  },
};
