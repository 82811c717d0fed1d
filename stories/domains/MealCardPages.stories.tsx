import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { AccountStatisticsPage } from '../../src/domains/enterprise';
import { AutoRechargeRulesPage, DeductionPage, MealCardTypesPage, PreRegistrationsPage, TopUpStatisticsPage } from '../../src/domains/users';
import { ANSWER_TIMEOUT, SERVER_TIMEOUT, StoryFrame, STORY_TODAY } from '../support/StoryFrame';
import { headersOf, openPage, rowWith } from '../support/pagePlay';

/**
 * The meal-card and account pages of 用户管理 and 企业管理 against the in-page reference server
 * with the seeded card types, deduction requests and account books (clock pinned to 2026-11-21).
 */
const meta: Meta = { title: 'Pages/用户管理 (User management)/饭卡 (Meal cards)', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

/** 扣款: the requests with amount, reason, audit state and balances; a pending one offers its review. */
export const Deductions: Story = {
  render: () => <StoryFrame path="/userManage/deduction"><DeductionPage /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '扣款记录');
    await expect(headersOf(grid)).toEqual(expect.arrayContaining(['申请单号', '用户', '扣款金额(元)', '扣款原因', '审核状态', '扣款前余额', '扣款后余额', '申请人', '审核人']));
    await waitFor(() => expect(rowWith(grid, '饭卡遗失补办')).toHaveTextContent('待审核'), { timeout: ANSWER_TIMEOUT });
    await expect(rowWith(grid, '损坏餐盘')).toHaveTextContent('已驳回');
  },
};

/** 餐卡类型: each project's card types with holders, price percentage, daily limit and deposit. */
export const CardTypes: Story = {
  render: () => <StoryFrame path="/userManage/mealCardType"><MealCardTypesPage /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '餐卡类型');
    await expect(headersOf(grid)).toEqual(expect.arrayContaining(['类型名称', '所属项目', '适用人员', '就餐折扣(%)', '每日消费限额(元)', '押金(元)', '状态']));
    await waitFor(() => expect(within(grid).getAllByText('访客卡').length).toBeGreaterThan(0), { timeout: ANSWER_TIMEOUT });
  },
};

/** 自动充值规则: threshold and amount per project and card type (configuration; nothing is credited here). */
export const AutoRechargeRules: Story = {
  render: () => <StoryFrame path="/userManage/autoRecharge"><AutoRechargeRulesPage /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '自动充值');
    await expect(headersOf(grid)).toEqual(expect.arrayContaining(['规则名称', '所属项目', '适用餐卡类型', '余额低于(元)', '充值金额(元)', '每月最多次数', '状态']));
    await waitFor(() => expect(within(grid).getAllByText('员工餐补低额续充').length).toBeGreaterThan(0), { timeout: ANSWER_TIMEOUT });
  },
};

/** 预注册 (预登记): announced people with their expected date; a pending one offers 登记入册 and 取消. */
export const PreRegistrations: Story = {
  render: () => <StoryFrame path="/userManage/preRegistration"><PreRegistrationsPage /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '预注册');
    await expect(headersOf(grid)).toEqual(expect.arrayContaining(['姓名', '手机号', '所属项目', '人员类型', '餐卡类型', '预计到达日期', '登记状态']));
    await waitFor(() => expect(within(grid).queryAllByRole('button', { name: /^登记入册 / }).length).toBeGreaterThan(0), { timeout: ANSWER_TIMEOUT });
  },
};

/** A report page: its heading, the table and the first KPI card equal to the total row. */
function reportStory(Page: ComponentType<{ today?: string }>, path: string, heading: string, first: string): Story {
  return {
    render: () => <StoryFrame path={path}><Page today={STORY_TODAY} /></StoryFrame>,
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await canvas.findByRole('heading', { name: heading, level: 1 }, { timeout: SERVER_TIMEOUT });
      const table = await canvas.findByRole('table', { name: `${heading}明细` }, { timeout: ANSWER_TIMEOUT });
      const total = table.querySelector(`tfoot [data-total="${first}"]`)!.textContent;
      await expect(canvasElement.querySelector(`[data-kpi="${first}"] .value`)!.textContent).toBe(total);
    },
  };
}

/** 充值统计: users' top-ups per day. */
export const TopUpStatistics = reportStory(TopUpStatisticsPage, '/userManage/topUpStatistics', '充值统计', 'recharged');
/** 账户统计: the enterprise accounts' money in and out per company. */
export const AccountStatistics = reportStory(AccountStatisticsPage, '/enterpiseManger/accountStatistics', '账户统计', 'recharged');
