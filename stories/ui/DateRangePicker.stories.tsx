import { useState } from 'react';
import type { ComponentProps } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { FormField } from '../../src/ui';
import { DateRangePicker } from '../../src/ui/DateRangePicker';
import type { DateRange } from '../../src/ui/DateRangePicker';
import { a11yAlsoWithout } from '../../.storybook/a11yExceptions';
import { docsOf } from '../support/docsOf';

const zh = {
  start: '开始日期', end: '结束日期', separator: '至', open: '打开日历', clear: '清除',
  prevMonth: '上个月', nextMonth: '下个月', prevYear: '上一年', nextYear: '下一年',
  yearMonth: (year: number, month: string) => `${year}年 ${month}`,
  invalidDate: '请输入正确的日期，如 2026-11-21', tooLong: (n: number) => `时间跨度不能超过 ${n} 天`, future: '不能选择今天之后的日期',
};

type DemoProps = Omit<ComponentProps<typeof DateRangePicker>, 'value' | 'onChange'> & { initial?: DateRange; onChange: (next: DateRange) => void };

/** An order-time filter row: the picker inside a FormField, its value in state. */
function PickerDemo({ initial = [null, null], onChange, ...props }: DemoProps) {
  const [value, setValue] = useState<DateRange>(initial);
  return (
    <div style={{ width: 340 }}>
      <FormField label="下单时间">
        <DateRangePicker labels={zh} {...props} value={value} onChange={(next) => { setValue(next); onChange(next); }} />
      </FormField>
      <output style={{ fontSize: 12 }}>{JSON.stringify(value)}</output>
    </div>
  );
}

const meta = {
  title: 'Components/DateRangePicker',
  component: docsOf<typeof PickerDemo>(DateRangePicker), render: (args) => <PickerDemo {...args} />,
  args: { onChange: fn(), today: '2026-11-21' },
  parameters: a11yAlsoWithout(
    'label-content-name-mismatch',
    'A day button shows 3 and is named 2026-11-03: the full date tells the two months of the grid apart, and axe reads 03 and 3 as different words.',
  ),
} satisfies Meta<typeof PickerDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

const day = (d: string) => screen.getByRole('button', { name: d });

/** Typing and picking with a year-long limit (the default). */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: '下单时间' })).toBeInTheDocument();
    const start = canvas.getByRole('textbox', { name: '开始日期' });
    // Clicking into the field opens the calendar and leaves the focus there for typing.
    await userEvent.type(start, '2026-11-02{Enter}');
    await expect(args.onChange).toHaveBeenLastCalledWith(['2026-11-02', null]);
    const dialog = await screen.findByRole('dialog');
    await expect(start).toHaveFocus();
    await expect(within(dialog).getAllByRole('grid')).toHaveLength(2);
    await expect(within(dialog).getByText('2026年 11月')).toBeInTheDocument();
    await expect(day('2026-11-21')).toHaveAttribute('aria-current', 'date');
    // The typed start is the first pick: the next click completes the range.
    await userEvent.click(day('2026-11-20'));
    await expect(args.onChange).toHaveBeenLastCalledWith(['2026-11-02', '2026-11-20']);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(canvas.getByRole('textbox', { name: '结束日期' })).toHaveValue('2026-11-20');
  },
};

/** At most 31 days, nothing after today (fixed at 2026-11-21). */
export const MaxDays31NoFuture: Story = {
  args: { maxDays: 31, noFuture: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '打开日历' }));
    await screen.findByRole('dialog');
    await expect(day('2026-11-22')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('button', { name: '上个月' }));
    await expect(await screen.findByText('2026年 10月')).toBeInTheDocument();
    await userEvent.click(day('2026-10-20'));
    await expect(args.onChange).toHaveBeenLastCalledWith(['2026-10-20', null]);
    // 31 days from 10-20 in either direction: 09-20 .. 11-19.
    await expect(day('2026-11-19')).not.toHaveAttribute('aria-disabled');
    await expect(day('2026-11-20')).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(day('2026-11-19'));
    await expect(args.onChange).toHaveBeenLastCalledWith(['2026-10-20', '2026-11-19']);

    // A typed range over the limit is refused with a message and stays in the field.
    const end = canvas.getByRole('textbox', { name: '结束日期' });
    await userEvent.clear(end);
    await userEvent.type(end, '2026-11-21{Enter}');
    await expect(end).toHaveAttribute('aria-invalid', 'true');
    await expect(end).toHaveAccessibleDescription('时间跨度不能超过 31 天');
    await expect(end).toHaveValue('2026-11-21');
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};

/** A set range, highlighted when the calendar opens; the × clears it. */
export const WithValue: Story = {
  args: { initial: ['2026-11-03', '2026-11-12'] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: '开始日期' })).toHaveValue('2026-11-03');
    await userEvent.click(canvas.getByRole('textbox', { name: '开始日期' }));
    await screen.findByRole('dialog');
    await expect(day('2026-11-08').closest('td')).toHaveAttribute('aria-selected', 'true');
    await expect(day('2026-11-13').closest('td')).toHaveAttribute('aria-selected', 'false');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: '清除' }));
    await expect(args.onChange).toHaveBeenLastCalledWith([null, null]);
    await expect(canvas.getByRole('textbox', { name: '开始日期' })).toHaveValue('');
  },
};

/** A wrong date typed by hand keeps its text and explains the format. */
export const Invalid: Story = {
  args: { initial: ['2026-11-03', null] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const end = canvas.getByRole('textbox', { name: '结束日期' });
    await userEvent.type(end, '2026-11-31');
    await userEvent.tab();
    await expect(end).toHaveValue('2026-11-31');
    await expect(end).toHaveAttribute('aria-invalid', 'true');
    await expect(end).toHaveAccessibleDescription('请输入正确的日期，如 2026-11-21');
    await expect(canvas.getByText('请输入正确的日期，如 2026-11-21')).toBeVisible();
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};

/** The caller's own error (FormField marks it invalid) and a disabled picker. */
export const InvalidAndDisabled: Story = {
  render: (args) => (
    <div style={{ width: 340 }}>
      <FormField label="下单时间" error="请选择下单时间">
        <DateRangePicker labels={zh} value={[null, null]} onChange={args.onChange} />
      </FormField>
      <FormField label="结算周期">
        <DateRangePicker labels={zh} value={['2026-10-01', '2026-10-31']} onChange={args.onChange} disabled />
      </FormField>
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [start] = canvas.getAllByRole('textbox', { name: '开始日期' });
    await expect(start).toHaveAttribute('aria-invalid', 'true');
    await expect(start).toHaveAccessibleDescription('请选择下单时间');
    const opens = canvas.getAllByRole('button', { name: '打开日历' });
    await expect(opens[1]).toBeDisabled();
  },
};
