import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { BundleInventoryPage } from '../../src/domains/flashdeliver';
import { CardIssuingPage, MerchantAccountsPage } from '../../src/domains/merchant';
import { ANSWER_TIMEOUT, StoryFrame } from '../support/StoryFrame';
import { headersOf, openPage } from '../support/pagePlay';

/**
 * 商户账户, 发卡管理 and 组合库存 (our additions, issue 38) against the in-page reference server
 * with the seeded settlement accounts (one frozen), card batches in every state and set-meal bundles.
 */
const meta: Meta = { title: 'Pages/商户管理 (Merchants)/账户与套餐 (Accounts and bundles)', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

/** 商户账户: balance computed from the ledger (no balance input), 冻结/启用, the ledger lines in the detail. */
export const MerchantAccounts: Story = {
  render: () => <StoryFrame path="/merchant/merchantAccount"><MerchantAccountsPage /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '商户账户');
    await expect(headersOf(grid)).toEqual(expect.arrayContaining(['商户', '开户名', '开户银行', '结算账号', '结算周期', '账户余额(元)', '账户状态']));
    await waitFor(() => expect(within(grid).queryAllByRole('button', { name: /^冻结 / }).length).toBeGreaterThan(0), { timeout: ANSWER_TIMEOUT });
    await expect(within(grid).queryAllByRole('button', { name: /^启用 / })).toHaveLength(1);
    await userEvent.click(within(grid).getAllByRole('button', { name: /^详情 / })[0]!);
    await expect(await screen.findByRole('table', { name: '账户流水' }, { timeout: ANSWER_TIMEOUT })).toBeVisible();
  },
};

/** 发卡管理: cards by batch; a card in stock offers 发卡, an issued one 挂失, a lost one 解挂. */
export const CardIssuing: Story = {
  render: () => <StoryFrame path="/merchant/cardIssuing"><CardIssuingPage /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '发卡管理');
    await expect(headersOf(grid)).toEqual(expect.arrayContaining(['卡号', '批次号', '商户', '持卡人', '卡状态', '发卡人', '发卡时间']));
    for (const action of ['发卡', '挂失', '解挂']) {
      await waitFor(() => expect(within(grid).queryAllByRole('button', { name: new RegExp(`^${action} `) }).length, action).toBeGreaterThan(0), { timeout: ANSWER_TIMEOUT });
    }
  },
};

/** 组合库存: bundles with the available count computed from the components' stock; the components in the detail. */
export const BundleInventory: Story = {
  render: () => <StoryFrame path="/flashdeliver/portfolioInventory"><BundleInventoryPage /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '组合库存');
    await expect(headersOf(grid)).toEqual(expect.arrayContaining(['组合名称', '所属项目', '组件数', '可组合数量', '预警数量', '库存状态']));
    await userEvent.click(within(grid).getAllByRole('button', { name: /^详情 / })[0]!);
    await expect(await screen.findByRole('table', { name: '组合明细' }, { timeout: ANSWER_TIMEOUT })).toBeVisible();
  },
};
