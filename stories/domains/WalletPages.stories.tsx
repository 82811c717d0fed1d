import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { AccountFlowPage, CreditOperationsPage, CreditPage, OrgExtendPage, RechargeManagePage, UserRechargePage } from '../../src/domains/wallet';
import { ANSWER_TIMEOUT, SERVER_TIMEOUT, StoryFrame, STORY_TODAY } from '../support/StoryFrame';
import { dataRows, findToast, headersOf, openPage } from '../support/pagePlay';

/**
 * Every wallet page mounted alone against the in-page reference server with the seeded accounts,
 * flows, recharge requests and credit lines (clock pinned to 2026-11-21). The stories share one
 * server per page load, so the ones that change data make their own rows.
 */
const meta: Meta = { title: 'Pages/钱包与授信 (Wallet and credit)/页面 (Pages)', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

/** Opens a select by its name and picks its first option (whatever the seed named it). */
async function pickFirst(scope: HTMLElement, combobox: string): Promise<void> {
  const input = () => within(scope).getByRole('combobox', { name: combobox });
  await userEvent.click(input());
  await waitFor(() => expect(input()).toHaveAttribute('aria-expanded', 'true'), { timeout: ANSWER_TIMEOUT });
  const listbox = await screen.findByRole('listbox', {}, { timeout: ANSWER_TIMEOUT });
  const options = await waitFor(() => {
    const hits = within(listbox).getAllByRole('option');
    expect(hits.length).toBeGreaterThan(0);
    return hits;
  }, { timeout: ANSWER_TIMEOUT });
  await userEvent.click(options[0]!);
  await waitFor(() => expect(input()).toHaveAttribute('aria-expanded', 'false'));
}

const tab = (page: HTMLElement, name: RegExp) => within(page).getByRole('tab', { name });

/**
 * 充值管理: the status tabs carry their counts; a new request keeps a bad amount with its message,
 * confirms 1234.50 as 壹仟贰佰叁拾肆元伍角 and lands in 待审核 with its requester.
 */
export const RechargeRequests: Story = {
  render: () => <StoryFrame path="/merchant/rechargeManage"><RechargeManagePage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { page, grid } = await openPage(canvasElement, '充值管理');
    await waitFor(() => expect(tab(page, /^待审核（\d+）$/)).toBeInTheDocument(), { timeout: ANSWER_TIMEOUT });
    await userEvent.click(within(page).getByRole('button', { name: '新建充值申请' }));
    const dialog = await screen.findByRole('dialog', { name: '新建充值申请' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /充值事由/ }), '故事书充值');
    await pickFirst(dialog, '所属公司');
    await pickFirst(dialog, '充值账户');
    const amount = within(dialog).getByRole('textbox', { name: /充值金额/ });
    await userEvent.type(amount, '0');
    await userEvent.click(within(dialog).getByRole('button', { name: '下一步' }));
    await expect(amount).toHaveValue('0');
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(amount);
    await userEvent.type(amount, '1234.5');
    await userEvent.click(within(dialog).getByRole('button', { name: '下一步' }));
    const confirm = await screen.findByRole('alertdialog', { name: '确认提交充值申请' });
    await expect(within(confirm).getByTestId('money-capitals')).toHaveTextContent('壹仟贰佰叁拾肆元伍角');
    await userEvent.click(within(confirm).getByRole('button', { name: '提交审核' }));
    await findToast('已提交充值申请，待审核');
    await userEvent.click(tab(page, /^待审核/));
    const row = await waitFor(() => {
      const hit = dataRows(grid).find((r) => within(r).queryByText('故事书充值'));
      expect(hit).toBeDefined();
      return hit!;
    }, { timeout: ANSWER_TIMEOUT });
    // Who asked is on the row (hiding 充值审核 from them needs the signed-in user's id, which a
    // story's host token does not carry: tests/dom/walletRechargeActions.test.tsx proves that part).
    await expect(within(row).getByText('管理员')).toBeInTheDocument();
  },
};

/** Review: a seeded pending request (no recorded requester) shows its amount in capitals; rejecting needs a note. */
export const RechargeReview: Story = {
  render: () => <StoryFrame path="/merchant/rechargeManage?f.auditStatus=pending"><RechargeManagePage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '充值管理');
    const button = await waitFor(() => {
      const hit = within(grid).queryAllByRole('button', { name: /^充值审核 / })[0];
      expect(hit).toBeDefined();
      return hit!;
    }, { timeout: ANSWER_TIMEOUT });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: /^充值审核 · / });
    await expect(within(dialog).getByTestId('audit-capitals')).toHaveTextContent(/元/);
    await userEvent.click(within(dialog).getByRole('radio', { name: '驳回' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '驳回' }));
    await expect(within(dialog).getByRole('textbox', { name: /审核意见/ })).toHaveAttribute('aria-invalid', 'true');
  },
};

/**
 * 用户充值: the users' recharge requests (filed by 张伟 in the seed) in tabs with their counts; the
 * review shows who is credited and the total in capitals, and approving asks once more (确认入账).
 * The story goes back instead of crediting, so the seeded queue stays as it is.
 */
export const UserRecharges: Story = {
  render: () => <StoryFrame path="/merchant/userRecharge?f.auditStatus=pending"><UserRechargePage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { page, grid } = await openPage(canvasElement, '用户充值');
    await waitFor(() => expect(tab(page, /^待审核（\d+）$/)).toHaveAttribute('aria-selected', 'true'), { timeout: SERVER_TIMEOUT });
    // 张伟's seeded request, not whichever is first: stories of other files share this page's server and may have
    // filed newer requests (a welfare pay-out, a batch recharge) that list above it.
    const button = await waitFor(() => {
      const row = dataRows(grid).find((r) => within(r).queryAllByText(/张伟/).length > 0);
      const hit = row && within(row).queryAllByRole('button', { name: /^充值审核 YC/ })[0];
      expect(hit).toBeDefined();
      return hit!;
    }, { timeout: ANSWER_TIMEOUT });
    await userEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: /^充值审核 · / });
    await expect(within(dialog).getByTestId('audit-capitals')).toHaveTextContent(/元/);
    await expect(dialog).toHaveTextContent('张伟');
    await userEvent.click(within(dialog).getByRole('radio', { name: '通过' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '通过' }));
    const confirm = await screen.findByRole('alertdialog', { name: '确认通过并入账' });
    await expect(within(confirm).getByTestId('money-capitals')).toHaveTextContent(/元/);
    await userEvent.click(within(confirm).getByRole('button', { name: '返回修改' }));
    await screen.findByRole('dialog', { name: /^充值审核 · / });
  },
};

/** 账户流水: the ledger's columns include who moved the money; the totals in and out are shown as exact figures. */
export const AccountFlow: Story = {
  render: () => <StoryFrame path="/enterpiseManger/accountFlow"><AccountFlowPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { page, grid } = await openPage(canvasElement, '账户流水');
    await expect(headersOf(grid)).toEqual(expect.arrayContaining(['交易金额(元)', '操作人', '创建时间']));
    await waitFor(() => expect(within(page).getByTestId('flow-in')).toHaveTextContent(/^\d+\.\d{2} 元$/), { timeout: ANSWER_TIMEOUT });
    await expect(within(page).getByTestId('flow-out')).toHaveTextContent(/^\d+\.\d{2} 元$/);
    await expect(within(page).getByRole('button', { name: '导出' })).toBeInTheDocument();
  },
};

/** 授信管理: setting the available amount confirms it in capitals and records the change. */
export const CreditLines: Story = {
  render: () => <StoryFrame path="/enterpiseManger/credit"><CreditPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { page, grid } = await openPage(canvasElement, '授信管理');
    await expect(within(page).getByRole('region', { name: '额度汇总' })).toBeInTheDocument();
    await userEvent.click(within(grid).getAllByRole('button', { name: /^设置可用额度 / })[0]!);
    const dialog = await screen.findByRole('dialog', { name: /^设置可用额度 · / });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /可用额度/ }), '100');
    await userEvent.click(within(dialog).getByRole('button', { name: '下一步' }));
    const confirm = await screen.findByRole('alertdialog', { name: '确认可用额度' });
    await expect(within(confirm).getByTestId('money-capitals')).toHaveTextContent('壹佰元整');
    await userEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    await findToast('可用额度已设为 100.00 元');
  },
};

/** 额度调整记录: each change with before, after and operator. */
export const CreditOperations: Story = {
  render: () => <StoryFrame path="/enterpiseManger/creditQuotaOperation"><CreditOperationsPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '额度调整记录');
    await expect(headersOf(grid)).toEqual(expect.arrayContaining(['调整前(元)', '调整后(元)', '操作人']));
  },
};

/** 项目钱包设置: a project picked, its settings form opens with its values. */
export const OrgWalletSettings: Story = {
  render: () => <StoryFrame path="/merchant/orgExtend"><OrgExtendPage /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const h = await within(canvasElement).findByRole('heading', { level: 1, name: '项目钱包设置' }, { timeout: SERVER_TIMEOUT });
    const page = h.closest('section')!;
    // Until a project is picked, every project's settings are listed, each with its edit action.
    const grid = await within(page).findByRole('grid', { name: '项目钱包设置' }, { timeout: ANSWER_TIMEOUT });
    await waitFor(() => expect(dataRows(grid).length).toBeGreaterThan(0), { timeout: ANSWER_TIMEOUT });
    await pickFirst(page, '项目');
    await waitFor(() => expect(within(page).getByRole('textbox', { name: /每餐补贴/ })).toBeInTheDocument(), { timeout: ANSWER_TIMEOUT });
    await expect(within(page).getByRole('button', { name: '保存设置' })).toBeDisabled();
  },
};
