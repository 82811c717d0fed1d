import { useEffect } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { useErrorLog } from '../../src/core';
import { ErrorLogButton, ErrorLogDialog } from '../../src/shell';
import { ShellFrame } from './support';

const meta: Meta<typeof ErrorLogDialog> = { title: 'Shell/Navbar/ErrorLog', component: ErrorLogDialog, subcomponents: { ErrorLogButton }, parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

const entries = [
  { message: "Cannot read properties of undefined (reading 'name')", stack: "TypeError: Cannot read properties of undefined (reading 'name')\n    at HouseholdRow (HouseholdPage.tsx:42:18)", url: 'http://localhost:8080/super_cloud/admin/userManage/ownerInfoManage', time: Date.UTC(2025, 0, 6, 2, 30) },
  { message: 'Chunk load failed', stack: 'ChunkLoadError: Loading chunk 12 failed.', url: 'http://localhost:8080/super_cloud/admin/statiscal/platformOverview', time: Date.UTC(2025, 0, 6, 3, 5) },
];

export const Dialog: StoryObj<{ onClose: () => void; onClear: () => void }> = {
  args: { onClose: fn(), onClear: fn() },
  render: (args) => <ShellFrame><ErrorLogDialog open entries={entries} onClose={args.onClose} onClear={args.onClear} /></ShellFrame>,
  play: async ({ args }) => {
    const dialog = within(within(document.body).getByRole('dialog', { name: '错误日志' }));
    for (const head of ['Message', 'Stack', 'Url']) await expect(dialog.getByRole('columnheader', { name: head })).toBeVisible();
    await waitFor(() => expect(dialog.getByText('Chunk load failed')).toBeVisible());
    await userEvent.click(dialog.getByRole('button', { name: '清空日志' }));
    await expect(args.onClear).toHaveBeenCalled();
  },
};

export const EmptyDialog: Story = {
  render: () => <ShellFrame><ErrorLogDialog open entries={[]} onClose={() => {}} /></ShellFrame>,
};

function Crash() {
  const { add } = useErrorLog();
  useEffect(() => { add(new Error('Simulated failure in the story')); }, [add]);
  return null;
}

/** Hidden while nothing was caught; a red dot and the dialog once something was. */
export const ButtonWithCaughtError: Story = {
  render: () => <ShellFrame><ErrorLogButton /><Crash /></ShellFrame>,
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: '查看错误日志（1 条）' }));
    const message = await within(document.body).findByText('Simulated failure in the story');
    await waitFor(() => expect(message).toBeVisible());
  },
};

export const ButtonWithoutErrors: Story = {
  render: () => <ShellFrame><ErrorLogButton /></ShellFrame>,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button', { name: /错误日志/ })).toBeNull();
  },
};
