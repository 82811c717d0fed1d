import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ComponentType } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { MeetingRoomsPage, ParkingRecordsPage } from '../../src/domains/community';
import { EmailSettingPage, WxTemplatePage } from '../../src/domains/settings';
import { DeptConsumptionReportPage, ParkingReportPage, type StatisticsPageProps } from '../../src/domains/statistics';
import { ANSWER_TIMEOUT, SERVER_TIMEOUT, StoryFrame, STORY_TODAY } from '../support/StoryFrame';
import { headersOf, openPage, rowWith } from '../support/pagePlay';

/**
 * Issue 38's native pages that replaced dead embeds (each keeps the spec's embed as its alternative):
 * 微信模板消息, 邮件设置, 会议室管理, 停车记录, 部门消费统计 and 停车统计, against the in-page reference
 * server with the seeded data (clock pinned to 2026-11-21).
 */
const meta: Meta = { title: 'Domains/Embed alternatives/Pages', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

/** 微信模板消息: which WeChat template each message type uses on each public account. */
export const WxTemplate: Story = {
  render: () => <StoryFrame path="/basesetting/wxTemplate"><WxTemplatePage /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '微信模板消息');
    await expect(headersOf(grid)).toEqual(expect.arrayContaining(['模板标题', '消息类型', '微信模板ID', '状态']));
  },
};

/** 邮件设置: SMTP sender accounts; the 授权码 is write-only, so no column shows it. */
export const EmailSetting: Story = {
  render: () => <StoryFrame path="/basesetting/EmailSetting"><EmailSettingPage /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '邮件设置');
    await expect(headersOf(grid)).toEqual(expect.arrayContaining(['配置名称', 'SMTP服务器', '端口', '发件账号']));
    await expect(headersOf(grid)).not.toContain('授权码');
    await expect(rowWith(grid, 'smtp.example.com')).toBeInTheDocument();
  },
};

/** 会议室管理: rooms with capacity, equipment, open hours and status. */
export const MeetingRooms: Story = {
  render: () => <StoryFrame path="/meetingRoom/room"><MeetingRoomsPage /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '会议室管理');
    await expect(headersOf(grid)).toEqual(expect.arrayContaining(['会议室名称', '所属项目', '位置', '容纳人数', '投影仪', '视频会议', '开放开始', '开放结束', '状态']));
    await expect(rowWith(grid, '培训教室')).toHaveTextContent('维护中');
  },
};

/** 停车记录: each stay with plate, times, fee and payment; read only (no 新增). */
export const ParkingRecords: Story = {
  render: () => <StoryFrame path="/convenience/parkingRecord"><ParkingRecordsPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid, page } = await openPage(canvasElement, '停车记录');
    await expect(headersOf(grid)).toEqual(expect.arrayContaining(['停车场', '车牌号', '车辆类型', '入场时间', '停车费(元)', '状态']));
    await expect(within(page).queryByRole('button', { name: '新增' })).toBeNull();
  },
};

function reportStory(Page: ComponentType<StatisticsPageProps>, path: string, heading: string, first: string): Story {
  return {
    render: () => <StoryFrame path={path}><Page today={STORY_TODAY} /></StoryFrame>,
    play: async ({ canvasElement }) => {
      const canvas = within(canvasElement);
      await canvas.findByRole('heading', { name: heading, level: 1 }, { timeout: SERVER_TIMEOUT });
      const table = await canvas.findByRole('table', { name: `${heading}明细` }, { timeout: ANSWER_TIMEOUT });
      const total = table.querySelector(`tfoot [data-total="${first}"]`)!.textContent;
      const card = canvasElement.querySelector(`[data-kpi="${first}"] .value`)!;
      await expect(card.textContent).toBe(total);
      const chart = canvasElement.querySelector('[data-chart-kind]');
      if (chart) await waitFor(() => expect(chart).toHaveAttribute('data-ready', 'true'), { timeout: ANSWER_TIMEOUT });
    },
  };
}

/** 部门消费统计: amount per department (KPI equals the table's total), chart drawn. */
export const DeptConsumptionReport = reportStory(DeptConsumptionReportPage, '/statiscal/reportDeptConsumption', '部门消费统计', 'amount');
/** 停车统计: stays per day (KPI equals the table's total), chart drawn. */
export const ParkingReport = reportStory(ParkingReportPage, '/statiscal/reportParking', '停车统计', 'visits');
