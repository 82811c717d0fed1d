import type { CSSProperties } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { contrastRatio, themeVariables } from '../../src/core';
import { Badge, Breadcrumb, Button, FormField, Input, Pagination, SegmentedControl, TabChip, Tag } from '../../src/ui';

interface TokenArgs {
  /** `theme.primary` (or `theme.colors.primary`) */
  readonly primary: string;
  /** `theme.radius`, in px */
  readonly radius: number;
  /** `theme.font.size`, in px */
  readonly fontSize: number;
  /** `theme.spacing`, as its smallest step in px: the scale is 1, 2, 3, 4 and 6 of it (xs … xl) */
  readonly space: number;
}

/**
 * The token table live: what `AdminProvider`'s `theme` sets, applied the way the provider applies it (the same
 * `--sc-*` variables, derived readable shades included). Change the primary, radius, font size and spacing in the controls.
 */
function ThemeTokensDemo({ primary, radius, fontSize, space }: TokenArgs) {
  const spacing = { xs: `${space}px`, sm: `${space * 2}px`, md: `${space * 3}px`, lg: `${space * 4}px`, xl: `${space * 6}px` };
  const vars = themeVariables({ primary }, 'medium', { radius: `${radius}px`, font: { size: `${fontSize}px` }, spacing });
  const style = { ...vars, fontFamily: vars['--sc-font-family'], fontSize: vars['--sc-font-size'], display: 'grid', gap: 16, padding: 16 } as CSSProperties;
  return (
    <div data-admin-root="" style={style} data-testid="tokens">
      <Breadcrumb label="面包屑" items={[{ key: 'u', label: '用户管理', href: '#' }, { key: 'o', label: '住户管理' }]} />
      <div role="tablist" aria-label="已打开的页面"><TabChip title="首页" affix /><TabChip title="住户管理" active onClose={() => {}} /></div>
      <div style={{ display: 'flex', gap: 8, alignItems: 'center', flexWrap: 'wrap' }}>
        <Button variant="primary">保存</Button>
        <Button>取消</Button>
        <Button variant="danger">删除</Button>
        <Button variant="text">查看明细</Button>
        <Badge value={8} label="8 条未读">消息</Badge>
        <SegmentedControl aria-label="布局大小" value="medium" onChange={() => {}} options={[{ value: 'default', label: '默认' }, { value: 'medium', label: '中' }]} />
      </div>
      <div style={{ display: 'flex', gap: 8 }}>
        {(['success', 'warning', 'danger', 'info', 'primary'] as const).map((tone) => <Tag key={tone} tone={tone}>{tone}</Tag>)}
      </div>
      <FormField label="姓名" error="请输入姓名" required><Input value="" onChange={() => {}} placeholder="例如 张三" /></FormField>
      <Pagination page={2} pageSize={20} total={120} onChange={() => {}} />
      <table style={{ borderCollapse: 'collapse' }}>
        <caption style={{ textAlign: 'left' }}>派生的可读色（WCAG AA 4.5:1）</caption>
        <thead><tr><th scope="col">变量</th><th scope="col">值</th><th scope="col">对比度</th></tr></thead>
        <tbody>
          {(['--sc-primary-fill', '--sc-primary-ink', '--sc-danger-ink', '--sc-success-ink', '--sc-warning-ink', '--sc-text-placeholder'] as const).map((name) => (
            <tr key={name}>
              <th scope="row" style={{ textAlign: 'left', fontWeight: 400 }}><code>{name}</code></th>
              <td style={name === '--sc-primary-fill' ? { background: vars[name], color: vars['--sc-primary-text'] } : { color: vars[name] }}>{vars[name]}</td>
              <td>{contrastRatio(vars[name]!, name === '--sc-primary-fill' ? vars['--sc-primary-text']! : '#FFFFFF').toFixed(2)}:1</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

const meta = {
  title: 'Foundations/Theme tokens',
  component: ThemeTokensDemo,
  args: { primary: '#409EFF', radius: 4, fontSize: 14, space: 4 },
  argTypes: {
    primary: { control: 'color' },
    radius: { control: { type: 'range', min: 0, max: 16, step: 1 } },
    fontSize: { control: { type: 'range', min: 12, max: 18, step: 1 } },
    space: { control: { type: 'range', min: 2, max: 8, step: 1 } },
  },
} satisfies Meta<typeof ThemeTokensDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgb(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255})`;
};

/** The spec's #409EFF: the button is filled with its readable shade. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const save = within(canvasElement).getByRole('button', { name: '保存' });
    await expect(getComputedStyle(save).backgroundColor).toBe(rgb('#3178C2'));
    await expect(getComputedStyle(save).borderTopLeftRadius).toBe('4px');
    await expect(getComputedStyle(within(canvasElement).getByTestId('tokens')).fontSize).toBe('14px');
    await expect(getComputedStyle(canvasElement.querySelector('.sca-pager')!).columnGap).toBe('8px');
  },
};

/** A host's gold: a light primary keeps its fill under dark text. */
export const Gold: Story = {
  args: { primary: '#FFD700', radius: 8, fontSize: 15, space: 5 },
  play: async ({ canvasElement }) => {
    const save = within(canvasElement).getByRole('button', { name: '保存' });
    await expect(getComputedStyle(save).backgroundColor).toBe(rgb('#FFD700'));
    await expect(getComputedStyle(save).color).toBe(rgb('#303133'));
    await expect(getComputedStyle(save).borderTopLeftRadius).toBe('8px');
    await expect(getComputedStyle(within(canvasElement).getByTestId('tokens')).fontSize).toBe('15px');
    // The pager's gap is the scale's `sm` step: 2 x 5px.
    await expect(getComputedStyle(canvasElement.querySelector('.sca-pager')!).columnGap).toBe('10px');
  },
};

/** A near-black primary is its own fill and ink. */
export const Dark: Story = { args: { primary: '#1B1B1B', radius: 0, fontSize: 14, space: 4 } };
