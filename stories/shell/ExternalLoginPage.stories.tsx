import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Route, Routes } from 'react-router-dom';
import { AdminConsole } from '../../src/console';
import { AuthRedirectPage, ExternalLoginPage } from '../../src/shell';
import { LocationProbe, ShellFrame } from './support';

const meta: Meta<typeof ExternalLoginPage> = { title: 'Shell/Login/ExternalLoginPage', component: ExternalLoginPage, subcomponents: { AuthRedirectPage }, parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

/** While the token is being exchanged. */
export const SigningIn: Story = {
  render: () => <ShellFrame path="/externalLogin?token=abc" user={null}><ExternalLoginPage /></ShellFrame>,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: '正在通过外部令牌登录…' })).toBeVisible();
  },
};

/** The whole console at /externalLogin?token=…: the API does not answer, so the exchange fails honestly. */
export const ExchangeFails: Story = {
  render: () => <ShellFrame path="/externalLogin?token=demo-token&type=1" user={null} notices={false}><AdminConsole updateCheckMs={0} /></ShellFrame>,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await expect(await c.findByRole('heading', { name: /^外部登录失败：/ })).toBeVisible();
    await expect(c.getByRole('link', { name: '前往登录页' })).toHaveAttribute('href', '/login');
    // The token is kept where 000 section 2 says.
    await expect(sessionStorage.getItem('extToken')).toBe('demo-token');
    await expect(sessionStorage.getItem('extType')).toBe('1');
  },
};

/** /auth-redirect opened directly (not as a pop-up) goes to the console's home. */
export const AuthRedirectWithoutOpener: Story = {
  render: () => (
    <ShellFrame path="/auth-redirect?code=xyz" user={null}>
      <Routes>
        <Route path="/auth-redirect" element={<AuthRedirectPage />} />
        <Route path="*" element={<LocationProbe />} />
      </Routes>
    </ShellFrame>
  ),
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByTestId('location')).toHaveTextContent(/^\/$/);
  },
};
