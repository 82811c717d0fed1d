import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { TreeId, TreeNodeInput } from '../../src/core/tree';
import { TreeSelectField } from '../../src/resource';
import { FormField } from '../../src/ui';
import { SERVER_TIMEOUT, StoryFrame } from '../support/StoryFrame';

const buildings: TreeNodeInput[] = ['1号楼', '2号楼'].map((b, i) => ({ id: `b${i}`, label: b, hasChildren: true }));
/** Each level answers after a tick, like a server: 2 units, 3 floors, 4 rooms. */
const loadLevel = async (id: TreeId): Promise<readonly TreeNodeInput[]> => {
  await Promise.resolve();
  const depth = String(id).split('/').length;
  if (depth === 1) return [1, 2].map((u) => ({ id: `${id}/u${u}`, label: `${u}单元`, hasChildren: true }));
  if (depth === 2) return [1, 2, 3].map((f) => ({ id: `${id}/f${f}`, label: `${f}层`, hasChildren: true }));
  const floor = Number(String(id).slice(-1));
  return [1, 2, 3, 4].map((r) => ({ id: `${id}/r${r}`, label: `${floor}0${r}` }));
};

function RoomPicker({ initial = null }: { initial?: string | null }) {
  const [room, setRoom] = useState<TreeId | null>(initial);
  return (
    <div style={{ maxWidth: 360, padding: 16 }}>
      <FormField label="房间">
        <TreeSelectField
          treeLabel="房间" nodes={buildings} loadChildren={loadLevel} value={room} onChange={(id) => setRoom(id)}
          isSelectable={(row) => row.level === 4} placeholder="请选择房间" valueLabel={initial ? '1号楼-1单元-1层-101' : null}
        />
      </FormField>
      <output aria-label="所选">{room ?? ''}</output>
    </div>
  );
}

const meta: Meta<typeof RoomPicker> = {
  title: 'Components/TreeSelect',
  component: RoomPicker,
  render: (args) => <StoryFrame><RoomPicker {...args} /></StoryFrame>,
};
export default meta;
type Story = StoryObj<typeof RoomPicker>;

/** A room picker: lazy levels, only rooms can be chosen, and the box shows the whole path. */
export const RoomPath: Story = {
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await c.findByRole('button', { name: /^房间/ }, { timeout: SERVER_TIMEOUT }));
    const tree = await body.findByRole('tree', { name: '房间' });
    await userEvent.click(within(tree).getByRole('treeitem', { name: '1号楼' }));
    await userEvent.click(await within(tree).findByRole('treeitem', { name: '2单元' }));
    await userEvent.click(await within(tree).findByRole('treeitem', { name: '3层' }));
    await userEvent.click(await within(tree).findByRole('treeitem', { name: '302' }));
    await waitFor(() => expect(body.queryByRole('tree', { name: '房间' })).toBeNull());
    await expect(c.getByRole('button', { name: /^房间/ })).toHaveTextContent('1号楼-2单元-3层-302');
    await expect(c.getByLabelText('所选')).toHaveTextContent('b0/u2/f3/r2');
  },
};

/** A record opened for edit: the path the server gave is shown before any level is loaded. */
export const Chosen: Story = {
  args: { initial: 'b0/u1/f1/r1' },
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('button', { name: /^房间/ }, { timeout: SERVER_TIMEOUT })).toHaveTextContent('1号楼-1单元-1层-101');
    await userEvent.click(c.getByRole('button', { name: '清除' }));
    await expect(c.getByLabelText('所选')).toHaveTextContent('');
  },
};
