import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { PASSWORD_MISMATCH_DURATION_MS } from '../../utils';
import { Notices } from './Notices';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { renderShell, stubApi, TEST_USER } from '../testing/renderShell';

afterEach(() => { vi.unstubAllGlobals(); vi.useRealTimers(); });

const dialog = () => within(screen.getByRole('dialog', { name: '修改密码' }));
const type = (label: RegExp, value: string) => fireEvent.change(dialog().getByLabelText(label, { selector: 'input' }), { target: { value } });
const submit = () => fireEvent.click(dialog().getByRole('button', { name: '确认修改' }));

describe('ChangePasswordDialog', () => {
  test('requires the old password, the new one and its repeat', () => {
    const calls = stubApi({});
    renderShell(<ChangePasswordDialog open onClose={() => {}} />);
    submit();
    expect(dialog().getByText('请输入原密码')).toBeTruthy();
    expect(dialog().getByText('请输入新密码')).toBeTruthy();
    expect(dialog().getByText('请再次输入新密码')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  test('a mismatch warns for 2 s, calls nothing and keeps the input', () => {
    vi.useFakeTimers();
    const calls = stubApi({});
    renderShell(<ChangePasswordDialog open onClose={() => {}} />);
    type(/^原密码/, 'Old12345');
    type(/^新密码/, 'New12345');
    type(/^确认新密码/, 'New1234X');
    submit();
    expect(dialog().getByText('两次输入的密码不一致')).toBeTruthy();
    act(() => { vi.advanceTimersByTime(PASSWORD_MISMATCH_DURATION_MS - 50); });
    expect(dialog().queryByText('两次输入的密码不一致')).not.toBeNull();
    act(() => { vi.advanceTimersByTime(100); });
    expect(dialog().queryByText('两次输入的密码不一致')).toBeNull();
    expect(dialog().getByLabelText(/^确认新密码/, { selector: 'input' })).toHaveProperty('value', 'New1234X');
    expect(calls).toHaveLength(0);
  });

  test('success posts JSON { userId, oldPassword, password }, says 修改成功 and hands over', async () => {
    const calls = stubApi({ '/user/updatepwd': () => ({ code: 200, msg: 'ok', data: null }) });
    const onChanged = vi.fn();
    renderShell(<><ChangePasswordDialog open onClose={() => {}} onChanged={onChanged} /><Notices /></>);
    type(/^原密码/, 'Old12345');
    type(/^新密码/, 'New12345');
    type(/^确认新密码/, 'New12345');
    submit();
    await waitFor(() => expect(onChanged).toHaveBeenCalledTimes(1));
    const call = calls.find((c) => c.path === '/user/updatepwd')!;
    expect(call.contentType).toMatch(/json/);
    expect(JSON.parse(call.body)).toEqual({ userId: TEST_USER.id, oldPassword: 'Old12345', password: 'New12345' });
    expect(await screen.findByText('修改成功')).toBeTruthy();
  });

  test('a refusal shows the server message as a warning and keeps everything typed', async () => {
    stubApi({ '/user/updatepwd': () => ({ code: 500, msg: '原密码错误' }) });
    const onChanged = vi.fn();
    renderShell(<ChangePasswordDialog open onClose={() => {}} onChanged={onChanged} />);
    type(/^原密码/, 'Wrong123');
    type(/^新密码/, 'New12345');
    type(/^确认新密码/, 'New12345');
    submit();
    expect((await dialog().findByRole('alert')).textContent).toBe('原密码错误');
    expect(dialog().getByLabelText(/^原密码/, { selector: 'input' })).toHaveProperty('value', 'Wrong123');
    expect(onChanged).not.toHaveBeenCalled();
  });
});
