import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FormField, Input, PasswordInput, SegmentedControl } from '../../src/ui';
import { docsOf } from '../support/docsOf';

/** The new/confirm rows of the change-password form, with the mismatch message of spec 000 §5. */
function PasswordRows() {
  const [password, setPassword] = useState('');
  const [check, setCheck] = useState('');
  const mismatch = check !== '' && check !== password;
  return (
    <form style={{ width: 420 }} onSubmit={(e) => e.preventDefault()}>
      <FormField label="账号" layout="horizontal"><Input value="admin" readOnly /></FormField>
      <FormField label="新密码" required layout="horizontal" hint="密码必须包含大小写字母和数字">
        <PasswordInput toggleLabel="显示密码" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} />
      </FormField>
      <FormField label="确认密码" required layout="horizontal" error={mismatch ? '两次输入的密码不一致' : undefined}>
        <PasswordInput toggleLabel="显示密码" autoComplete="new-password" value={check} onChange={(e) => setCheck(e.target.value)} />
      </FormField>
      <FormField label="布局大小" layout="horizontal">
        <SegmentedControl value="default" onChange={() => {}} options={[{ value: 'default', label: '默认' }, { value: 'mini', label: '迷你' }]} />
      </FormField>
    </form>
  );
}

const meta = { title: 'Components/FormField', component: docsOf<typeof PasswordRows>(FormField), render: () => <PasswordRows /> } satisfies Meta<typeof PasswordRows>;
export default meta;
type Story = StoryObj<typeof meta>;

export const ErrorAndHint: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const password = canvas.getByLabelText('新密码');
    const check = canvas.getByLabelText('确认密码');
    await expect(password).toHaveAttribute('aria-required', 'true');
    await expect(password).toHaveAccessibleDescription('密码必须包含大小写字母和数字');
    await userEvent.type(password, 'Abc12345');
    await userEvent.type(check, 'Abc1234');
    await expect(check).toHaveAttribute('aria-invalid', 'true');
    await expect(check).toHaveAccessibleDescription('两次输入的密码不一致');
    await expect(canvas.getByText('两次输入的密码不一致')).toHaveAttribute('aria-live', 'polite');
    await userEvent.type(check, '5');
    await expect(check).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText('两次输入的密码不一致')).not.toBeInTheDocument();
    // Custom widgets are named through aria-labelledby.
    await expect(canvas.getByRole('radiogroup', { name: '布局大小' })).toBeInTheDocument();
  },
};
