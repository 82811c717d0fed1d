import type { ComponentType } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  AirBillsPage, AirConfigsPage, AirOrdersPage, AirRulesPage, BillPushPage, BillPushTemplatesPage, CarparksPage, CarwashCustomersPage, CarwashOrdersPage,
  CarwashOrgSetsPage, CarwashServicesPage, ChargingCategoriesPage, ChargingProductsPage, ChargingRechargesPage, CommentBillsPage, CommentCategoriesPage,
  CommentFaqsPage, CommentTypesPage, ConferenceGuestsPage, ConferencesPage, LostItemsPage, ProjectLinksPage, ReleaseSlipsPage,
  MeetingRoomsPage, ParkingRecordsPage,
} from '../../src/domains/community';
import { ANSWER_TIMEOUT, StoryFrame, STORY_TODAY } from '../support/StoryFrame';
import { cellOf, dataRows, headersOf, openPage, pickRef, rowWith } from '../support/pagePlay';

/**
 * Every community page mounted alone against the in-page reference server with the seeded
 * complaints, car parks, conferences, lost items, slips and service data (clock pinned to 2026-11-21).
 */
const meta: Meta<typeof CommentBillsPage> = {
  title: 'Pages/社区服务 (Community services)/页面 (Pages)',
  component: CommentBillsPage,
  subcomponents: { CarparksPage, ConferencesPage, LostItemsPage, ReleaseSlipsPage, AirRulesPage },
  parameters: { layout: 'fullscreen' },
};
export default meta;
type Story = StoryObj;

/** A list page that shows its seeded rows under its heading. */
const listStory = (name: string, path: string, Page: ComponentType<{ today?: string }>, heading: string): Story => ({
  name,
  render: () => <StoryFrame path={path}><Page today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, heading);
    await expect(dataRows(grid).length).toBeGreaterThan(0);
  },
});

const rowIn = (grid: HTMLElement, header: string, text: string) => {
  const row = dataRows(grid).find((r) => cellOf(grid, r, header).textContent?.includes(text));
  if (!row) throw new Error(`no row with ${header} ${text}`);
  return row;
};

/**
 * 处理 opens a pending complaint: what was reported, the department select and the reply box;
 * a blank reply is refused by the server, whose message shows under the reply field.
 */
export const Complaints: Story = {
  name: '投诉建议单 · 处理',
  render: () => <StoryFrame path="/comment/commentBill"><CommentBillsPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '投诉建议单');
    const row = rowIn(grid, '处理状态', '待处理');
    await userEvent.click(within(row).getByRole('button', { name: /^处理/ }));
    const drawer = await screen.findByRole('dialog', { name: /^处理 · / });
    await expect(within(drawer).getByRole('heading', { name: '回复记录' })).toBeVisible();
    await expect(within(drawer).getByRole('button', { name: '分派处理' })).toBeVisible();
    const reply = within(drawer).getByRole('textbox', { name: /回复内容/ });
    await userEvent.type(reply, '   ');
    await userEvent.click(within(drawer).getByRole('button', { name: '发送回复' }));
    await expect(await within(drawer).findByText('回复内容不能为空', {}, { timeout: ANSWER_TIMEOUT })).toBeVisible();
    await expect(reply).toHaveAttribute('aria-invalid', 'true');
    await expect(reply).toHaveValue('   ');
  },
};

/** Selecting car parks enables 停用所选 / 启用所选, which ask before acting. */
export const Carparks: Story = {
  name: '停车场',
  render: () => <StoryFrame path="/convenience/carpark"><CarparksPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { page, grid } = await openPage(canvasElement, '停车场');
    const disable = within(page).getByRole('button', { name: '停用所选' });
    await expect(disable).toBeDisabled();
    await userEvent.click(within(dataRows(grid)[0]!).getByRole('checkbox'));
    await waitFor(() => expect(disable).toBeEnabled());
    await userEvent.click(disable);
    const ask = await screen.findByRole('alertdialog');
    await expect(ask).toHaveTextContent('确认停用所选的 1 个停车场吗？');
    await userEvent.click(within(ask).getByRole('button', { name: '取消' }));
  },
};

/** 详情 opens a conference's arrangements, a tab each; the guests tab lists its guests. */
export const Conferences: Story = {
  name: '会议记录 · 详情',
  render: () => <StoryFrame path="/meetingRoom/record"><ConferencesPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '会议记录');
    await userEvent.click(within(dataRows(grid)[0]!).getByRole('button', { name: /^会务安排/ }));
    const drawer = await screen.findByRole('dialog', { name: /^会议 · / });
    const tabs = within(drawer).getAllByRole('tab').map((t) => t.textContent);
    await expect(tabs).toEqual(['参会嘉宾', '会议礼品', '会议酒水', '会议用餐', '住宿安排', '接送安排', '会议资料', '会议资讯']);
    const guests = await within(drawer).findByRole('grid', { name: '参会嘉宾' });
    await waitFor(() => expect(dataRows(guests).length).toBeGreaterThan(0), { timeout: ANSWER_TIMEOUT });
    await userEvent.click(within(drawer).getByRole('tab', { name: '会议礼品' }));
    await expect(await within(drawer).findByRole('grid', { name: '会议礼品' })).toBeVisible();
  },
};

/** 登记认领 with a malformed ID number: the server's message shows on that field and nothing typed is lost. */
export const LostItemClaim: Story = {
  name: '失物登记 · 认领',
  render: () => <StoryFrame path="/lostAndFound/index"><LostItemsPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '失物登记');
    const row = rowIn(grid, '状态', '待认领');
    await userEvent.click(within(row).getByRole('button', { name: /^登记认领/ }));
    const dialog = await screen.findByRole('dialog', { name: /登记认领/ });
    const name = within(dialog).getByRole('textbox', { name: '认领人' });
    const phone = within(dialog).getByRole('textbox', { name: /认领人电话/ });
    const idNo = within(dialog).getByRole('textbox', { name: /认领人身份证号/ });
    await userEvent.type(name, '王五');
    await userEvent.type(phone, '13800138000');
    await userEvent.type(idNo, '110105194912310021');
    await userEvent.click(within(dialog).getByRole('button', { name: /登记认领|确定/ }));
    await expect(await within(dialog).findByText('认领人身份证号不正确', {}, { timeout: ANSWER_TIMEOUT })).toBeVisible();
    await expect(idNo).toHaveValue('110105194912310021');
    await expect(name).toHaveValue('王五');
  },
};

/** 物品 lists a slip's goods lines. */
export const ReleaseSlips: Story = {
  name: '放行条管理 · 物品',
  render: () => <StoryFrame path="/electronRelease/releaseManger"><ReleaseSlipsPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '放行条管理');
    await userEvent.click(within(dataRows(grid)[0]!).getByRole('button', { name: /^物品/ }));
    const drawer = await screen.findByRole('dialog', { name: /^放行物品 · / });
    await expect(await within(drawer).findByRole('grid', { name: '放行物品' })).toBeVisible();
  },
};

/** The rule of a project, looked up by the role-dependent path. */
export const AirRules: Story = {
  name: '加时收费规则',
  render: () => <StoryFrame path="/overtimeManage/rule"><AirRulesPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { page } = await openPage(canvasElement, '加时收费规则');
    await expect(within(page).getByRole('region', { name: '按项目查询规则' })).toBeVisible();
    await expect(within(page).getByRole('button', { name: '查看规则' })).toBeDisabled();
  },
};

export const CommentCategories = listStory('投诉建议分类', '/comment/commentTypeCategory', CommentCategoriesPage, '投诉建议分类');
export const CommentTypes = listStory('投诉建议类型', '/comment/commentType', CommentTypesPage, '投诉建议类型');
export const CommentFaqs = listStory('常见问题', '/comment/commentFaqs', CommentFaqsPage, '常见问题');
export const ConferenceGuests = listStory('会议服务', '/meetingRoom/service', ConferenceGuestsPage, '会议服务');
export const AirConfigs = listStory('空调房间', '/overtimeManage/airConditionerRoom', AirConfigsPage, '空调房间');
export const AirOrders = listStory('加时申请', '/overtimeManage/apply', AirOrdersPage, '加时申请');
export const AirBills = listStory('加时账单', '/overtimeManage/bill', AirBillsPage, '加时账单');
export const CarwashServices = listStory('洗车服务', '/convenience/carwashService', CarwashServicesPage, '洗车服务');
export const CarwashOrders = listStory('洗车订单', '/convenience/carwashOrder', CarwashOrdersPage, '洗车订单');
export const CarwashOrgSets = listStory('项目洗车设置', '/convenience/carwashOrgSet', CarwashOrgSetsPage, '项目洗车设置');
export const CarwashCustomers = listStory('洗车客户', '/convenience/carwashCustomer', CarwashCustomersPage, '洗车客户');
export const ChargingCategories = listStory('充电分类', '/convenience/chargingCategory', ChargingCategoriesPage, '充电分类');
export const ChargingProducts = listStory('充电套餐', '/convenience/chargingProduct', ChargingProductsPage, '充电套餐');
export const ChargingRecharges = listStory('充值套餐', '/convenience/chargingRecharge', ChargingRechargesPage, '充值套餐');
export const BillPush = listStory('账单推送', '/convenience/billPush', BillPushPage, '账单推送');
export const BillPushTemplates = listStory('账单推送模板', '/convenience/billPushTemplate', BillPushTemplatesPage, '账单推送模板');

/**
 * 物业缴费项目: the seeded links with both projects named; a payment project already linked is
 * refused on its field (the choice kept); a free one is linked to a platform project picked in the
 * 公司 > 项目 tree, whose box shows the company and the project.
 */
export const PropertyPaymentProjects: Story = {
  render: () => <StoryFrame path="/convenience/propertyPaymentProjects"><ProjectLinksPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '物业缴费项目', 4);
    await waitFor(() => expect(cellOf(grid, rowWith(grid, '鹏城·城市花园缴费项目'), '平台项目')).toHaveTextContent('鹏城·城市花园'), { timeout: ANSWER_TIMEOUT });
    const page = grid.closest('section')!;
    await userEvent.click(within(page).getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增物业缴费项目' });
    await pickRef(dialog, '缴费项目', '华信');
    await userEvent.click(within(dialog).getByRole('button', { name: /^平台项目/ }));
    const tree = await screen.findByRole('tree', { name: '公司与项目' }, { timeout: ANSWER_TIMEOUT });
    await userEvent.click(await within(tree).findByRole('treeitem', { name: '华信物业管理有限公司' }, { timeout: ANSWER_TIMEOUT }));
    await userEvent.click(await within(tree).findByRole('treeitem', { name: '海岸国际社区' }, { timeout: ANSWER_TIMEOUT }));
    await expect(within(dialog).getByRole('button', { name: /^平台项目/ })).toHaveTextContent('华信物业管理有限公司 / 海岸国际社区');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(await within(dialog).findByText('缴费项目已存在', {}, { timeout: ANSWER_TIMEOUT })).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: /^平台项目/ })).toHaveTextContent('海岸国际社区');
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
