import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import type { CSSProperties } from 'react';
import { readableFill, themeVariables } from '../../src/core';
import { Badge, Breadcrumb, Button, IconButton, SegmentedControl, TabChip, cssVar } from '../../src/ui';

const GREEN = '#11A983';
const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

/** The same primitives under the default palette (blue primary, green sidebar) and a green primary: only variables change. */
function ThemeDemo({ theme }: { theme: 'default' | 'green' }) {
  // What AdminProvider sets for the colour: the primary and its derived readable shades.
  const vars = theme === 'green' ? themeVariables({ primary: GREEN }) as CSSProperties : {};
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
    // #409EFF's readable shade under white text (4.57:1)
    await expect(getComputedStyle(save).backgroundColor).toBe(rgb('#3178C2'));
    await expect(getComputedStyle(canvasElement.querySelector('aside')!).backgroundColor).toBe('rgb(46, 125, 79)');
  },
};

export const Green: Story = {
  args: { theme: 'green' },
  play: async ({ canvasElement }) => {
    const save = within(canvasElement).getByRole('button', { name: '保存' });
    const fill = rgb(readableFill(GREEN).fill);
    await expect(getComputedStyle(save).backgroundColor).toBe(fill);
    await expect(getComputedStyle(within(canvasElement).getByRole('tab', { name: '住户管理' }).parentElement!).backgroundColor).toBe(fill);
  },
};
