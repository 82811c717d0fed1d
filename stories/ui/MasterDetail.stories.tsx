import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { Button, MasterDetail } from '../../src/ui';
import { SERVER_TIMEOUT, StoryFrame } from '../support/StoryFrame';

const GROUPS: Record<string, string[]> = { 性别: ['男', '女'], 证件类型: ['身份证', '护照', '港澳通行证'] };

function Dictionary() {
  const [group, setGroup] = useState<string | null>(null);
  return (
    <div style={{ padding: 16 }}>
      <MasterDetail
        masterLabel="字典分组" detailLabel="字典项" empty="请选择左侧的分组"
        master={Object.keys(GROUPS).map((g) => (
          <div key={g}><Button variant={g === group ? 'primary' : 'default'} onClick={() => setGroup(g)}>{g}</Button></div>
        ))}
        detail={group ? <ul>{GROUPS[group]!.map((i) => <li key={i}>{i}</li>)}</ul> : null}
      />
    </div>
  );
}

const meta: Meta<typeof Dictionary> = {
  title: 'Components/MasterDetail',
  component: Dictionary,
  render: () => <StoryFrame><Dictionary /></StoryFrame>,
};
export default meta;
type Story = StoryObj<typeof Dictionary>;

/** A chooser of parents beside the detail of the chosen one; nothing chosen says what to do. */
export const GroupsAndItems: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const detail = await c.findByRole('region', { name: '字典项' }, { timeout: SERVER_TIMEOUT });
    await expect(detail).toHaveTextContent('请选择左侧的分组');
    await userEvent.click(within(c.getByRole('region', { name: '字典分组' })).getByRole('button', { name: '证件类型' }));
    await expect(within(detail).getAllByRole('listitem')).toHaveLength(3);
  },
};
