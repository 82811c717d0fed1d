import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button, Dialog, FormField, Input, PasswordInput } from '../../src/ui';
import type { DialogProps } from '../../src/ui';

type DialogStoryArgs = DialogProps & {
  /** The text of the button that opens the dialog (the story's, not the Dialog's). */
  opener: string;
  /** Called by the 确定 button of the change-password form. */
  onSave?: () => void;
};

/** The real Dialog, opened by a button the way pages open it: the story's args are its props. */
function WithOpener({ opener, onSave: _onSave, ...props }: DialogStoryArgs) {
  const [open, setOpen] = useState(props.open);
  const close = () => { setOpen(false); props.onClose(); };
  return (
    <>
      <Button onClick={() => setOpen(true)}>{opener}</Button>
      <Dialog {...props} open={open} onClose={close} />
    </>
  );
}

/** The change-password dialog of the user dropdown, as the shell uses it. */
const changePassword = (onSave?: () => void) => ({
  footer: (requestClose: () => void) => <><Button onClick={requestClose}>取消</Button><Button variant="primary" onClick={onSave}>确定</Button></>,
  children: (
    <>
      <FormField label="账号"><Input value="admin" readOnly /></FormField>
      <FormField label="原密码" required><PasswordInput toggleLabel="显示密码" /></FormField>
      <FormField label="新密码" required hint="密码必须包含大小写字母和数字"><PasswordInput toggleLabel="显示密码" autoComplete="new-password" /></FormField>
    </>
  ),
});

const meta = {
  title: 'Components/Dialog',
  component: Dialog,
  args: { open: false, onClose: fn(), onSave: fn(), opener: '修改密码', title: '修改密码', closeLabel: '关闭', closeOnOverlay: false },
  argTypes: { footer: { control: false }, children: { control: false }, discardLabels: { control: false } },
  render: (args) => <WithOpener {...args} {...changePassword(args.onSave)} />,
} satisfies Meta<DialogStoryArgs>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ChangePassword: Story = {
  play: async ({ canvasElement, args }) => {
    const opener = within(canvasElement).getByRole('button', { name: '修改密码' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: '修改密码' });
    await expect(dialog).toHaveAttribute('aria-modal', 'true');
    // Initial focus: the first field, not the × in the corner.
    await waitFor(() => expect(within(dialog).getByLabelText('账号')).toHaveFocus());

    // Focus is trapped: a full round of Tab (and Shift+Tab) never leaves the dialog. (Tabbing past
    // the end lands on floating-ui's focus guard, which sends focus back in on the next frame.)
    const inside = () => waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    for (let i = 0; i < 9; i++) {
      await userEvent.tab();
      await inside();
    }
    await userEvent.tab({ shift: true });
    await inside();

    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await expect(args.onSave).toHaveBeenCalledTimes(1);

    // Esc closes and focus returns to the button that opened it.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

export const CloseButton: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '修改密码' }));
    const dialog = await screen.findByRole('dialog', { name: '修改密码' });
    await userEvent.click(within(dialog).getByRole('button', { name: '关闭' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

const DISCARD = { title: '放弃未保存的修改？', message: '关闭后，本次填写的内容不会保存。', keep: '继续编辑', discard: '放弃' };

/** A form dialog with unsaved input: every way out asks first (保存 closes at once). */
function UnsavedForm({ opener, onSave: _onSave, ...args }: DialogStoryArgs) {
  const [open, setOpen] = useState(args.open);
  const [name, setName] = useState('');
  const close = () => { setOpen(false); setName(''); args.onClose(); };
  return (
    <>
      <Button onClick={() => setOpen(true)}>{opener}</Button>
      <Dialog
        {...args} open={open} onClose={close} dirty={name !== ''} discardLabels={DISCARD}
        footer={(requestClose) => <><Button onClick={requestClose}>取消</Button><Button variant="primary" onClick={close}>保存</Button></>}
      >
        <FormField label="楼栋名称" required><Input value={name} onChange={(e) => setName(e.target.value)} /></FormField>
      </Dialog>
    </>
  );
}

export const UnsavedInput: Story = {
  args: { opener: '新增楼栋', title: '新增楼栋', closeOnOverlay: true },
  render: (args) => <UnsavedForm {...args} />,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: '新增楼栋' }));
    const dialog = await screen.findByRole('dialog', { name: '新增楼栋' });
    await userEvent.type(within(dialog).getByLabelText('楼栋名称'), '一号楼');
    await userEvent.keyboard('{Escape}');
    const question = await screen.findByRole('alertdialog', { name: '放弃未保存的修改？' });
    await userEvent.click(within(question).getByRole('button', { name: '继续编辑' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    await expect(within(dialog).getByLabelText('楼栋名称')).toHaveValue('一号楼');
  },
};
