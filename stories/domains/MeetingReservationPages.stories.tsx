import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { MeetingApprovalsPage, MeetingReservationsPage, MeetingStatisticsPage } from '../../src/domains/community';
import { ANSWER_TIMEOUT, SERVER_TIMEOUT, StoryFrame, STORY_TODAY } from '../support/StoryFrame';
import { headersOf, openPage } from '../support/pagePlay';

/**
 * 会议预约, 预约审批 and 会议统计 against the in-page reference server with the seeded bookings
 * (thirty over the last and next two weeks, in every status; clock pinned).
 */
const meta: Meta = { title: 'Pages/社区服务 (Community services)/会议预约 (Meeting reservations)', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

const HEADERS = ['会议室', '会议主题', '组织人', '开始时间', '结束时间', '参会人数', '状态'];

/** 会议预约: every booking; pending and approved ones offer 取消. */
export const Reservations: Story = {
  render: () => <StoryFrame path="/meetingRoom/reserve"><MeetingReservationsPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '会议预约');
    await expect(headersOf(grid)).toEqual(expect.arrayContaining(HEADERS));
    await waitFor(() => expect(within(grid).queryAllByRole('button', { name: /^取消/ }).length).toBeGreaterThan(0), { timeout: ANSWER_TIMEOUT });
  },
};

/** 预约审批: only pending bookings, each with 审批通过 (驳回 beside it). */
export const Approvals: Story = {
  render: () => <StoryFrame path="/meetingRoom/approval"><MeetingApprovalsPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '预约审批');
    await waitFor(() => expect(within(grid).queryAllByRole('button', { name: /^审批通过/ }).length).toBeGreaterThan(0), { timeout: ANSWER_TIMEOUT });
    await expect(within(grid).queryAllByText('已通过')).toHaveLength(0);
  },
};

/** 会议统计: the heading, the first KPI equal to the table's total, a drawn chart. */
export const Statistics: Story = {
  render: () => <StoryFrame path="/meetingRoom/statistics"><MeetingStatisticsPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: '会议统计', level: 1 }, { timeout: SERVER_TIMEOUT });
    const table = await canvas.findByRole('table', { name: '会议统计明细' }, { timeout: ANSWER_TIMEOUT });
    const total = table.querySelector('tfoot [data-total="reservations"]')!.textContent;
    await expect(canvasElement.querySelector('[data-kpi="reservations"] .value')!.textContent).toBe(total);
    const chart = canvasElement.querySelector('[data-chart-kind]');
    if (chart) await waitFor(() => expect(chart).toHaveAttribute('data-ready', 'true'), { timeout: ANSWER_TIMEOUT });
  },
};
