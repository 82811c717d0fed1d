import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  EmbedServicesPage, FilesPage, ScmPage, ServiceAppRolesPage, ServiceOrgConfigPage, ServicesPage,
} from '../../src/domains/system';
import { ANSWER_TIMEOUT, SERVER_TIMEOUT, StoryFrame, STORY_TODAY } from '../support/StoryFrame';
import { openPage, rowWith } from '../support/pagePlay';

/**
 * The operations pages mounted alone against the in-page reference server: scheduling and
 * queues, the file store, the service configuration and the embedded-page service addresses.
 */
const meta: Meta = { title: 'Pages/系统监控 (System monitoring)/页面 (Pages)', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

/**
 * 调度与队列: the in-process broker, the consumer groups and the jobs of one group or all, with
 * their run-now buttons. Auto-refresh can be switched off.
 */
export const Scheduling: Story = {
  render: () => <StoryFrame path="/system/scm"><ScmPage /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const brokers = await c.findByRole('grid', { name: '消息代理' }, { timeout: SERVER_TIMEOUT });
    await waitFor(() => expect(within(brokers).getByText(/in-process/)).toBeTruthy(), { timeout: SERVER_TIMEOUT });
    const jobs = c.getByRole('grid', { name: '定时任务' });
    await waitFor(() => expect(rowWith(jobs, 'couponStatus')).toBeTruthy(), { timeout: ANSWER_TIMEOUT });
    const auto = c.getByRole('checkbox', { name: '自动刷新' });
    await expect(auto).toBeChecked();
    await userEvent.click(auto);
    await expect(auto).not.toBeChecked();
    // Run now is left to the e2e test (tests/e2e/settingsSystem.spec.ts): the in-page server
    // answers one request at a time, and a job started inside a request would hold that queue.
    await expect(within(rowWith(jobs, 'couponStatus')).getByRole('button', { name: '立即执行 couponStatus' })).toBeEnabled();
    await userEvent.click(c.getByRole('radio', { name: 'files' }));
    await waitFor(() => expect(() => rowWith(jobs, 'couponStatus')).toThrow(), { timeout: ANSWER_TIMEOUT });
  },
};

/** 文件管理: the store's list and the upload dialog with its limits. */
export const Files: Story = {
  render: () => <StoryFrame path="/system/file"><FilesPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { page } = await openPage(canvasElement, '文件管理', 0);
    await userEvent.click(within(page).getByRole('button', { name: '上传文件' }));
    const dialog = await screen.findByRole('dialog', { name: '上传文件' }, { timeout: ANSWER_TIMEOUT });
    await expect(within(dialog).getByText(/单个文件不超过 10 MB/)).toBeVisible();
    await expect(within(dialog).getAllByRole('button', { name: '上传文件' }).at(-1)).toBeDisabled();
  },
};

/** 服务管理: the seeded services; a service's projects and app menus in a drawer. */
export const Services: Story = {
  render: () => <StoryFrame path="/operationcenter/service"><ServicesPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '服务管理');
    await userEvent.click(within(rowWith(grid, '会议室预订')).getByRole('button', { name: /开通与菜单/ }));
    const drawer = await screen.findByRole('dialog', { name: '会议室预订：开通项目与应用菜单' }, { timeout: ANSWER_TIMEOUT });
    const orgs = within(drawer).getByRole('grid', { name: '开通项目' });
    await waitFor(() => expect(orgs.querySelectorAll('tbody tr[data-index]').length).toBeGreaterThan(0), { timeout: ANSWER_TIMEOUT });
    await expect(within(drawer).getByRole('grid', { name: '应用菜单' })).toBeVisible();
  },
};

/** 配置应用菜单: a service's app menus as a checkbox tree of the app's menus, saved in one batch. */
export const ServiceAppMenus: Story = {
  render: () => <StoryFrame path="/operationcenter/service"><ServicesPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '服务管理');
    const open = async () => {
      await userEvent.click(within(rowWith(grid, '会议室预订')).getByRole('button', { name: '更多 会议室预订' }));
      await userEvent.click(await screen.findByRole('menuitem', { name: '配置应用菜单' }));
      return screen.findByRole('dialog', { name: '会议室预订：配置应用菜单' }, { timeout: ANSWER_TIMEOUT });
    };
    let dialog = await open();
    const tree = await within(dialog).findByRole('tree', {}, { timeout: ANSWER_TIMEOUT });
    const first = within(tree).getAllByRole('treeitem')[0]!;
    const name = first.querySelector('.sca-tree-label')?.textContent ?? '';
    const before = first.getAttribute('aria-checked');
    await userEvent.click(first.querySelector<HTMLElement>('.sca-tree-box')!);
    const after = first.getAttribute('aria-checked');
    await expect(after).not.toBe(before);
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '会议室预订：配置应用菜单' })).toBeNull(), { timeout: ANSWER_TIMEOUT });
    // Read back from the server: the service's menus are what was saved.
    dialog = await open();
    const again = await within(dialog).findByRole('treeitem', { name }, { timeout: ANSWER_TIMEOUT });
    await expect(again).toHaveAttribute('aria-checked', after);
  },
};

/** 项目服务配置: which project uses which service. */
export const ServiceOrgConfig: Story = {
  render: () => <StoryFrame path="/operationcenter/serviceOrgConfig"><ServiceOrgConfigPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    await openPage(canvasElement, '项目服务配置', 2);
  },
};

/** 服务应用角色: the list (empty in the seed) and its add button. */
export const ServiceAppRoles: Story = {
  render: () => <StoryFrame path="/operationcenter/serviceAppRoleConfig"><ServiceAppRolesPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { page } = await openPage(canvasElement, '服务应用角色', 0);
    await expect(within(page).getByRole('button', { name: '新增' })).toBeVisible();
  },
};

/**
 * 内嵌页面服务地址: a javascript: address is refused with the server's message on the field and
 * kept; an https one is saved and shown as the console's setting.
 */
export const EmbedServices: Story = {
  render: () => <StoryFrame path="/operationcenter/embedService"><EmbedServicesPage /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('heading', { level: 1, name: '内嵌页面服务地址' }, { timeout: SERVER_TIMEOUT });
    await userEvent.click(await c.findByRole('button', { name: '设置地址 会议室服务' }, { timeout: SERVER_TIMEOUT }));
    const dialog = await screen.findByRole('dialog', { name: /会议室服务地址/ });
    const base = within(dialog).getByRole('textbox', { name: /服务基础地址/ });
    await userEvent.type(base, 'javascript:alert(1)');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(await within(dialog).findByText('服务基础地址只接受以 http:// 或 https:// 开头的完整地址', {}, { timeout: ANSWER_TIMEOUT })).toBeVisible();
    await expect(base).toHaveValue('javascript:alert(1)');
    await userEvent.clear(base);
    await userEvent.type(base, 'https://meet.example.com/web');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(c.getByText('https://meet.example.com/web')).toBeTruthy(), { timeout: ANSWER_TIMEOUT });
    await expect(c.getByRole('button', { name: '清除 会议室服务' })).toBeVisible();
  },
};
