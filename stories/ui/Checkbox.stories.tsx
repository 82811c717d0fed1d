import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from '../../src/ui/Checkbox';
import { docsOf } from '../support/docsOf';

const rooms = ['1 号楼 101', '1 号楼 102', '2 号楼 301'];

/** A select-all box over a group: checked when all are, mixed when some are. */
function CheckboxDemo({ onChange, disabled }: { onChange: (checked: string[]) => void; disabled?: boolean }) {
  const [checked, setChecked] = useState<string[]>(['1 号楼 102']);
  const update = (next: string[]) => { setChecked(next); onChange(next); };
  const all = checked.length === rooms.length;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      <Checkbox label="全部房间" checked={all} indeterminate={checked.length > 0 && !all} disabled={disabled}
        onChange={() => update(all ? [] : rooms)} />
      {rooms.map((room) => (
        <Checkbox key={room} label={room} checked={checked.includes(room)} disabled={disabled} style={{ marginLeft: 22 }}
          onChange={(on) => update(on ? [...checked, room] : checked.filter((r) => r !== room))} />
      ))}
      <Checkbox aria-label="仅图标的复选框" checked={false} onChange={() => {}} />
    </div>
  );
}

const meta = { title: 'Components/Checkbox', component: docsOf<typeof CheckboxDemo>(Checkbox), render: (args) => <CheckboxDemo {...args} />, args: { onChange: fn() } } satisfies Meta<typeof CheckboxDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

export const SelectAllGroup: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const all = canvas.getByRole('checkbox', { name: '全部房间' });
    await expect(all).not.toBeChecked();
    await expect(all).toHaveProperty('indeterminate', true);
    await expect(canvas.getByRole('checkbox', { name: '仅图标的复选框' })).toBeInTheDocument();

    await userEvent.click(all);
    await expect(args.onChange).toHaveBeenLastCalledWith(rooms);
    await expect(all).toBeChecked();
    await expect(all).toHaveProperty('indeterminate', false);

    // Clicking the label text toggles; Space on the focused box toggles too.
    await userEvent.click(canvas.getByText('2 号楼 301'));
    await expect(args.onChange).toHaveBeenLastCalledWith(['1 号楼 101', '1 号楼 102']);
    await expect(all).toHaveProperty('indeterminate', true);
    canvas.getByRole('checkbox', { name: '1 号楼 101' }).focus();
    await userEvent.keyboard(' ');
    await expect(args.onChange).toHaveBeenLastCalledWith(['1 号楼 102']);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: '1 号楼 101' });
    await expect(box).toBeDisabled();
    await userEvent.click(box, { pointerEventsCheck: 0 });
    await expect(args.onChange).not.toHaveBeenCalled();
  },
};
