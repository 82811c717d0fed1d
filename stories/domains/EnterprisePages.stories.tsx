import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { DepartmentPage, EnterpriseAccountsPage, PermissionConfigPage, VirtAccountPage, VirtualArchitecturePage } from '../../src/domains/enterprise';
import { ANSWER_TIMEOUT, SERVER_TIMEOUT, StoryFrame } from '../support/StoryFrame';
import { findToast, openPage } from '../support/pagePlay';

/**
 * Every enterprise page mounted alone against the in-page reference server with the seeded
 * virtual structures, departments, accounts and permission settings.
 */
const meta: Meta = { title: 'Pages/企业管理 (Enterprise management)/页面 (Pages)', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

const heading = (canvasElement: HTMLElement, name: string) =>
  within(canvasElement).findByRole('heading', { level: 1, name }, { timeout: SERVER_TIMEOUT });

/** 虚拟架构: the structures as a tree, with the kind switch and export. */
export const VirtualStructures: Story = {
  render: () => <StoryFrame path="/enterpiseManger/virtualarchitecture"><VirtualArchitecturePage /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const page = (await heading(canvasElement, '虚拟架构')).closest('section')!;
    const tree = await within(page).findByRole('tree', { name: '虚拟架构' });
    await waitFor(() => expect(within(tree).getAllByRole('treeitem').length).toBeGreaterThan(0), { timeout: ANSWER_TIMEOUT });
    await expect(within(page).getByRole('button', { name: '导出列表' })).toBeVisible();
  },
};

/** 部门管理: the department tree; adding opens a form whose parent is a tree picker. */
export const Departments: Story = {
  render: () => <StoryFrame path="/enterpiseManger/department"><DepartmentPage /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const page = (await heading(canvasElement, '部门管理')).closest('section')!;
    // The tree box by its label: with no department yet it is a labelled group holding the empty text.
    await within(page).findByLabelText('部门', { selector: '.sca-tree' }, { timeout: ANSWER_TIMEOUT });
    await userEvent.click(within(page).getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增部门' });
    await expect(dialog.querySelector('[aria-haspopup="dialog"]')).not.toBeNull();
  },
};

/** 虚拟账户: the accounts with import (and its template) and export. */
export const VirtualAccounts: Story = {
  render: () => <StoryFrame path="/enterpiseManger/virtAccount"><VirtAccountPage /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { page } = await openPage(canvasElement, '虚拟账户');
    await expect(within(page).getByRole('button', { name: /导入/ })).toBeVisible();
  },
};

/** 企业虚拟账户: recharge an account; the confirmation says the amount in Chinese capitals. */
export const EnterpriseAccounts: Story = {
  render: () => <StoryFrame path="/enterpiseManger/virtAccountExtend"><EnterpriseAccountsPage /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '企业虚拟账户');
    const recharge = await waitFor(() => { const b = within(grid).getAllByRole('button', { name: /^充值 / })[0]; expect(b).toBeDefined(); return b!; }, { timeout: ANSWER_TIMEOUT });
    await userEvent.click(recharge);
    const dialog = await screen.findByRole('dialog', { name: /^充值 · / }, { timeout: ANSWER_TIMEOUT });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /充值金额/ }), '1000');
    await userEvent.click(within(dialog).getByRole('button', { name: '下一步' }));
    const confirm = await screen.findByRole('alertdialog', { name: '确认充值' });
    await expect(within(confirm).getByTestId('money-capitals')).toHaveTextContent('壹仟元整');
    await userEvent.click(within(confirm).getByRole('button', { name: '确认充值' }));
    // The toast is the server's answer (its generic "success" said as 操作成功), whatever the call becomes.
    await waitFor(() => expect(screen.queryByRole('alertdialog', { name: '确认充值' })).toBeNull(), { timeout: ANSWER_TIMEOUT });
    await expect(screen.queryByRole('dialog', { name: /^充值 · / })).toBeNull();
  },
};

/** 权限配置: the permission-control matrix of check boxes. */
export const PermissionMatrix: Story = {
  render: () => <StoryFrame path="/enterpiseManger/virtPermConfig"><PermissionConfigPage /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const page = (await heading(canvasElement, '权限配置')).closest('section')!;
    const table = await within(page).findByRole('table', { name: '虚拟架构与权限配置' }, { timeout: ANSWER_TIMEOUT });
    await waitFor(() => expect(within(table).getAllByRole('checkbox').length).toBeGreaterThan(0), { timeout: ANSWER_TIMEOUT });
    // Ticking a box marks the row unsaved and enables its save; saving applies it (permControl).
    const row = within(table).getAllByRole('row')[1]!;
    const off = within(row).getAllByRole('checkbox').find((b) => !(b as HTMLInputElement).checked);
    await expect(off).toBeDefined();
    await userEvent.click(off!);
    await within(row).findByText(/有未保存的更改/);
    await userEvent.click(within(row).getByRole('button', { name: /^保存 / }));
    await findToast(/^已保存“.+”的权限控制$/);
    await waitFor(() => expect(within(row).queryByText(/有未保存的更改/)).toBeNull(), { timeout: ANSWER_TIMEOUT });
  },
};
