import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { MeetingRoomsPage, ParkingRecordsPage } from '../../src/domains/community';
import { StoryFrame, STORY_TODAY } from '../support/StoryFrame';
import { headersOf, openPage, rowWith } from '../support/pagePlay';

/**
 * 会议室管理 and 停车记录, native pages that replaced the spec's embeds (issue 38; the embed stays their alternative),
 * against the in-page reference server with the seeded data (clock pinned to 2026-11-21).
 */
const meta: Meta = { title: 'Pages/社区服务 (Community services)/会议室与停车 (Rooms and parking)', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

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
