import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  AccountOperationRecordsPage, BatchRechargePage, CardRecordsPage, IdentityTypesPage, CloudMealCardPage, MobileUsersPage, MyRechargeRequestsPage, SalesAccountRecordsPage,
  UserRecordsPage, UsersPage,
  WelfarePage, WelfarePersonRecordsPage,
} from '../../src/domains/users';
import { ANSWER_TIMEOUT, StoryFrame, STORY_TODAY } from '../support/StoryFrame';
import { cellOf, dataRows, findToast, firstOffered, headersOf, openPage, rowWith as rowOf } from '../support/pagePlay';

/**
 * Every user-management page mounted alone against the in-page reference server with the
 * seeded users, cards, grants and account records (clock pinned to 2026-11-21). The stories share
 * one server per page load, so the ones that move money pick a row that still allows it.
 */
const meta: Meta = { title: 'Pages/用户管理 (User management)/页面 (Pages)', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

/**
 * Recharge one user: a bad amount is said on its field and kept; 1000 asks again with 壹仟元整;
 * confirmed, a recharge request is filed (another person approves it under 用户充值) and the toast says so.
 */
export const RechargeOneUser: Story = {
  render: () => <StoryFrame path="/userManage/users"><UsersPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '用户列表');
    await expect(headersOf(grid)).toContain('钱包余额(元)');
    const { button, name } = await firstOffered(grid, '充值');
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: `充值 · ${name}` });
    const amount = within(dialog).getByRole('textbox', { name: /金额/ });
    await userEvent.type(amount, '0');
    await userEvent.click(within(dialog).getByRole('button', { name: '下一步' }));
    await expect(amount).toHaveValue('0');
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(amount);
    await userEvent.type(amount, '1000');
    await userEvent.click(within(dialog).getByRole('button', { name: '下一步' }));
    const confirm = await screen.findByRole('alertdialog', { name: '确认充值申请' });
    await expect(within(confirm).getByTestId('money-capitals')).toHaveTextContent('壹仟元整');
    await userEvent.click(within(confirm).getByRole('button', { name: '提交充值申请' }));
    await findToast(`已提交充值申请，待审核：${name} 1000.00 元`);
  },
};

/** Batch recharge: three users at 0.10 each confirm a total of 0.30 (叁角), computed in fen. */
export const BatchRecharge: Story = {
  render: () => <StoryFrame path="/userManage/users"><UsersPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { page } = await openPage(canvasElement, '用户列表');
    await userEvent.click(within(page).getByRole('button', { name: '批量充值' }));
    const dialog = await screen.findByRole('dialog', { name: '批量充值' });
    const list = within(dialog).getByRole('list', { name: '选择用户' });
    await waitFor(() => expect(within(list).getAllByRole('checkbox').length).toBeGreaterThan(3), { timeout: ANSWER_TIMEOUT });
    const boxes = within(list).getAllByRole('checkbox').filter((b) => !(b as HTMLInputElement).disabled).slice(0, 3);
    for (const b of boxes) await userEvent.click(b);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /每人金额/ }), '0.10');
    await userEvent.click(within(dialog).getByRole('button', { name: '下一步' }));
    const confirm = await screen.findByRole('alertdialog', { name: '确认充值申请' });
    await expect(within(confirm).getByTestId('money-amount')).toHaveTextContent('0.30 元');
    await expect(within(confirm).getByTestId('money-capitals')).toHaveTextContent('叁角');
  },
};

/**
 * The card lifecycle: a card without a number says its next step; ① 生成卡号 (under 更多 with the
 * row's other calls) moves it to 待激活, whose next step is ② 激活.
 */
export const MobileUserCardSteps: Story = {
  render: () => <StoryFrame path="/userManage/mobileUser"><MobileUsersPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '移动端用户');
    const row = await waitFor(() => {
      const hit = dataRows(grid).find((r) => cellOf(grid, r, '卡状态').textContent?.includes('下一步：生成卡号 / 绑卡'));
      expect(hit).toBeDefined();
      return hit!;
    }, { timeout: ANSWER_TIMEOUT });
    const more = within(row).getByRole('button', { name: /^更多 / });
    const name = more.getAttribute('aria-label')!.slice('更多 '.length);
    await userEvent.click(more);
    await userEvent.click(await screen.findByRole('menuitem', { name: '① 生成卡号' }));
    const confirm = await screen.findByRole('alertdialog');
    await userEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    await findToast(/生成卡号/);
    await waitFor(() => {
      const again = dataRows(grid).find((r) => within(r).queryByRole('button', { name: `更多 ${name}` }));
      expect(again).toBeDefined();
      expect(cellOf(grid, again!, '卡状态')).toHaveTextContent('待激活');
      expect(cellOf(grid, again!, '卡状态')).toHaveTextContent('下一步：激活 / 绑卡');
    }, { timeout: ANSWER_TIMEOUT });
  },
};

/** Pay-out of a pending grant: the confirmation shows the exact total in capitals; asked for (待审核), 发放 leaves the row. */
export const WelfarePayOut: Story = {
  render: () => <StoryFrame path="/userManage/welfareRecord"><WelfarePage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '福利发放记录');
    const { button, name } = await firstOffered(grid, '发放');
    await userEvent.click(button);
    await screen.findByTestId('money-amount', {}, { timeout: ANSWER_TIMEOUT });
    const confirm = screen.getByRole('alertdialog', { name: '确认发放' });
    await expect(within(confirm).getByTestId('money-capitals')).not.toHaveTextContent('—');
    await userEvent.click(within(confirm).getByRole('button', { name: '提交充值申请' }));
    await findToast(new RegExp(`^已提交充值申请，待审核：“${name}”`));
    await waitFor(() => expect(within(grid).queryByRole('button', { name: `发放 ${name}` })).toBeNull(), { timeout: ANSWER_TIMEOUT });
  },
};

const listStory = (path: string, heading: string, node: React.ReactNode): Story => ({
  render: () => <StoryFrame path={path}>{node}</StoryFrame>,
  play: async ({ canvasElement }) => {
    const { page } = await openPage(canvasElement, heading);
    // A ledger offers no edit or delete.
    await expect(within(page).queryAllByRole('button', { name: /^编辑 / })).toHaveLength(0);
  },
});

export const WelfareRecipients = listStory('/userManage/welfarePersonRecord', '福利发放明细', <WelfarePersonRecordsPage today={STORY_TODAY} />);
export const UserAccountRecords = listStory('/userManage/userRecords', '用户账户记录', <UserRecordsPage today={STORY_TODAY} />);
export const AccountOperations = listStory('/userManage/accountOperationRecords', '账户操作记录', <AccountOperationRecordsPage today={STORY_TODAY} />);
export const SalesAccountRecords = listStory('/userManage/salesAccountRecords', '销售账户记录', <SalesAccountRecordsPage today={STORY_TODAY} />);
export const BatchRechargeAsAPage = listStory('/userManage/batchRecharge', '批量充值', <BatchRechargePage today={STORY_TODAY} />);
export const CloudMealCard = listStory('/userManage/cloudMealCard', '云餐卡', <CloudMealCardPage today={STORY_TODAY} />);
export const IdentityTypes: Story = {
  render: () => <StoryFrame path="/userManage/identityTypeManger"><IdentityTypesPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '身份类型管理', 4);
    await expect(rowOf(grid, '外包人员')).toBeDefined();
  },
};

/** The card history: each step with its card number, operator and time; a ledger, so no edit or delete. */
export const CardRecords = listStory('/userManage/physicalCardRecord', '实体卡记录', <CardRecordsPage today={STORY_TODAY} />);

/**
 * 我的充值申请 as 张伟 (project manager: the users role, not the wallet role): the seeded requests he filed, with
 * their status; 撤回 on the pending ones only, never 充值审核.
 */
export const MyRechargeRequests: Story = {
  render: () => (
    <StoryFrame path="/userManage/myRechargeRequests" user="project" permissions={['userManagement']}>
      <MyRechargeRequestsPage today={STORY_TODAY} />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const { page, grid } = await openPage(canvasElement, '我的充值申请', 3);
    await expect(headersOf(grid)).toEqual(expect.arrayContaining(['申请单号', '审核状态', '充值总额(元)']));
    for (const row of dataRows(grid)) {
      const pending = within(row).queryByText('待审核') !== null;
      await expect(within(row).queryAllByRole('button', { name: /^撤回 / })).toHaveLength(pending ? 1 : 0);
    }
    await expect(within(page).queryAllByRole('button', { name: /^充值审核/ })).toHaveLength(0);
  },
};
