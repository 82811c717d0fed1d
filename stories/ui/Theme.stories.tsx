import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge, Breadcrumb, Button, IconButton, SegmentedControl, TabChip, cssVar, themeVars } from '../../src/ui';

/** The same primitives under the default palette (blue primary, green sidebar) and a green primary: only variables change. */
function ThemeDemo({ theme }: { theme: 'default' | 'green' }) {
  const vars = theme === 'green'
    ? themeVars({ primary: '#11A983', primaryLight: '#E7F6F2', primaryDark: '#0E8769' })
    : {};
  return (
    <div style={{ ...vars, display: 'flex', gap: 0, border: '1px solid #DCDFE6', height: 220 }} data-testid="themed">
      <aside style={{ width: 160, background: cssVar.sidebarBg, color: cssVar.sidebarText, padding: '12px 0' }}>
        <div style={{ padding: '10px 20px', color: cssVar.sidebarActive, background: cssVar.sidebarActiveBg }}>首页</div>
        <div style={{ padding: '10px 20px' }}>用户管理</div>
        <div style={{ padding: '10px 20px 10px 40px', background: cssVar.sidebarSubBg }}>住户管理</div>
      </aside>
      <main style={{ flex: 1, padding: 16, display: 'grid', gap: 12, alignContent: 'start' }}>
        <Breadcrumb label="面包屑" items={[{ key: 'u', label: '用户管理', href: '#' }, { key: 'o', label: '住户管理' }]} />
        <div role="tablist" aria-label="已打开的页面"><TabChip title="首页" affix /><TabChip title="住户管理" active onClose={() => {}} /></div>
        <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <Button variant="primary">保存</Button>
          <Button>取消</Button>
          <Badge dot label="导出中"><IconButton icon="download" label="导出中心" /></Badge>
          <SegmentedControl aria-label="布局大小" value="medium" onChange={() => {}} options={[{ value: 'default', label: '默认' }, { value: 'medium', label: '中' }]} />
        </div>
      </main>
    </div>
  );
}

const meta = { title: 'Foundations/Theme presets', component: ThemeDemo, args: { theme: 'default' } } satisfies Meta<typeof ThemeDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const save = within(canvasElement).getByRole('button', { name: '保存' });
    await expect(getComputedStyle(save).backgroundColor).toBe('rgb(64, 158, 255)');
    await expect(getComputedStyle(canvasElement.querySelector('aside')!).backgroundColor).toBe('rgb(46, 125, 79)');
  },
};

export const Green: Story = {
  args: { theme: 'green' },
  play: async ({ canvasElement }) => {
    const save = within(canvasElement).getByRole('button', { name: '保存' });
    await expect(getComputedStyle(save).backgroundColor).toBe('rgb(17, 169, 131)');
    await expect(getComputedStyle(within(canvasElement).getByRole('tab', { name: '住户管理' }).parentElement!).backgroundColor).toBe('rgb(17, 169, 131)');
  },
};
