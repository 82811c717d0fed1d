import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { VirtualList } from '../../src/ui';
import { docsOf } from '../support/docsOf';

interface LogRow { id: number; user: string; action: string; time: string }

const actions = ['登录系统', '修改住户信息', '导出订单', '审核商品上架', '删除优惠券', '重置密码'];
const users = ['admin', '张伟', '王芳', '李娜', '刘洋'];
const logs: LogRow[] = Array.from({ length: 10000 }, (_, i) => ({
  id: i + 1,
  user: users[i % users.length]!,
  action: actions[i % actions.length]!,
  time: `2024-05-${String((i % 28) + 1).padStart(2, '0')} 09:${String(i % 60).padStart(2, '0')}:00`,
}));

function LogList() {
  return (
    <VirtualList
      label="操作日志" height={360} items={logs} itemKey={(l) => l.id}
      renderItem={(log) => (
        <div style={{ display: 'flex', gap: 16, padding: '8px 12px', borderBottom: '1px solid #EBEEF5', fontSize: 14 }}>
          <span style={{ width: 60, color: '#606266' }}>#{log.id}</span>
          <span style={{ width: 80 }}>{log.user}</span>
          <span style={{ flex: 1 }}>{log.action}</span>
          <span style={{ color: '#606266' }}>{log.time}</span>
        </div>
      )}
    />
  );
}

const meta = { title: 'Components/VirtualList', component: docsOf<typeof LogList>(VirtualList), render: () => <LogList /> } satisfies Meta<typeof LogList>;
export default meta;
type Story = StoryObj<typeof meta>;

export const TenThousandRows: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    await waitFor(() => expect(within(list).getAllByRole('listitem').length).toBeGreaterThan(5));
    // Only the rows in view exist in the DOM; each knows its place in the whole list.
    const rows = within(list).getAllByRole('listitem');
    await expect(rows.length).toBeLessThan(60);
    await expect(rows[0]).toHaveAttribute('aria-setsize', '10000');
    await expect(rows[0]).toHaveAttribute('aria-posinset', '1');
    const scroller = canvasElement.querySelector<HTMLElement>('[aria-label="操作日志"]')!;
    await expect(scroller).toHaveAttribute('tabindex', '0');
    scroller.scrollTop = scroller.scrollHeight;
    await waitFor(() => expect(within(list).getByText('#10000')).toBeInTheDocument());
  },
};
