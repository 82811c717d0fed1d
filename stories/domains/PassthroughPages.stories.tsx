import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  LinglingCardUsersPage, LinglingCardsPage, LinglingDevicesPage, PermGroupDevicesPage, PermGroupUsersPage, PermGroupsPage,
  VisitorInfoPage, VisitorOrdersPage, VisitorQrCodesPage,
} from '../../src/domains/passthrough';
import { LocationProbe } from '../shell/support';
import { ANSWER_TIMEOUT, StoryFrame, STORY_TODAY, SERVER_TIMEOUT } from '../support/StoryFrame';
import { cellOf, columnTexts, dataRows, filterLabels, findToast, headersOf, openPage, refLabelsLoaded, rowWith } from '../support/pagePlay';

/**
 * Every visitor-pass and access-control page mounted alone against the in-page reference
 * server with the seeded visitors, devices, groups and cards (clock pinned to 2026-11-21).
 */
const meta: Meta<typeof VisitorInfoPage> = {
  title: 'Pages/通行管理 (Access control)/页面 (Pages)',
  component: VisitorInfoPage,
  subcomponents: {
    VisitorOrdersPage, VisitorQrCodesPage, PermGroupsPage, PermGroupDevicesPage, PermGroupUsersPage, LinglingCardsPage, LinglingDevicesPage, LinglingCardUsersPage,
  },
  parameters: { layout: 'fullscreen' },
};
export default meta;
type Story = StoryObj;

export const Visitors: Story = {
  name: '访客通行',
  render: () => <StoryFrame path="/passthrough/visitorPass"><VisitorInfoPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { page, grid, filters } = await openPage(canvasElement, '访客信息');
    await expect(filterLabels(filters!)).toEqual(['访客姓名', '手机号', '车牌号', '项目', '创建时间']);
    await expect(headersOf(grid)).toEqual(['编号', '访客姓名', '手机号', '车牌号', '项目', '创建时间', '操作']);
    // The seed's newest visitor (AddVisitorWithBadPhone adds newer ones).
    const first = rowWith(grid, '毛涛宇');
    await expect(cellOf(grid, first, '手机号')).toHaveTextContent('187****4450');
    await expect(cellOf(grid, first, '车牌号')).toHaveTextContent('—');
    await refLabelsLoaded(grid, '项目');
    await expect(cellOf(grid, first, '项目')).toHaveTextContent('海岸国际社区');
    await expect(within(page).getByRole('button', { name: '新增' })).toBeVisible();
    await expect(within(page).getByRole('button', { name: '批量删除' })).toBeDisabled();

    // Details show what the list leaves out, the phone in full.
    await userEvent.click(within(first).getByRole('button', { name: '详情 毛涛宇' }));
    const drawer = await screen.findByRole('dialog', { name: '访客信息详情' });
    await expect(drawer).toHaveTextContent('18793394450');
    await expect(drawer).toHaveTextContent('420106197705114133');
    await expect(drawer).toHaveTextContent('星河科技有限公司');
  },
};

/**
 * Registering a visitor with a bad phone: the field says what is wrong, nothing is sent and
 * nothing typed is lost; the corrected phone saves, the toast says so and the visitor is listed.
 */
export const AddVisitorWithBadPhone: Story = {
  name: '访客通行 · 手机号有误',
  render: () => <StoryFrame path="/passthrough/visitorPass"><VisitorInfoPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { page, grid } = await openPage(canvasElement, '访客信息');
    await userEvent.click(within(page).getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增访客信息' });
    const name = within(dialog).getByRole('textbox', { name: /访客姓名/ });
    const phone = within(dialog).getByRole('textbox', { name: /手机号/ });
    const plate = within(dialog).getByRole('textbox', { name: /车牌号/ });
    await userEvent.type(name, '龚晓岚');
    await userEvent.type(phone, '1381234');
    await userEvent.type(plate, '粤B3K7Q9');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));

    await expect(await within(dialog).findByText('请输入正确的11位手机号码')).toBeVisible();
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveValue('龚晓岚');
    await expect(phone).toHaveValue('1381234');
    await expect(plate).toHaveValue('粤B3K7Q9');
    await expect(dialog).toBeVisible();

    await userEvent.type(phone, '5678');
    await waitFor(() => expect(within(dialog).queryByText('请输入正确的11位手机号码')).toBeNull());
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await findToast('保存成功');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: '新增访客信息' })).toBeNull(), { timeout: ANSWER_TIMEOUT });
    // The newest visitor comes first; the list masks the phone.
    await waitFor(() => expect(columnTexts(grid, '访客姓名')[0]).toBe('龚晓岚'), { timeout: ANSWER_TIMEOUT });
    await expect(cellOf(grid, rowWith(grid, '龚晓岚'), '手机号')).toHaveTextContent('138****5678');
    await expect(cellOf(grid, rowWith(grid, '龚晓岚'), '车牌号')).toHaveTextContent('粤B3K7Q9');
  },
};

/** A merchant's login has no visitor-pass rights: the server refuses and the page says why, in place of rows. */
export const VisitorsRefusedForMerchant: Story = {
  name: '访客通行 · 商户账号被拒',
  render: () => (
    <StoryFrame path="/passthrough/visitorPass" user="merchant" permissions={['merchant/wallet', 'flashdeliver']}>
      <VisitorInfoPage today={STORY_TODAY} />
    </StoryFrame>
  ),
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const page = (await c.findByRole('heading', { level: 1, name: '访客信息' }, { timeout: SERVER_TIMEOUT })).closest('section')!;
    await expect(await within(page).findByText('数据加载失败', {}, { timeout: ANSWER_TIMEOUT })).toBeVisible();
    await expect(within(page).getAllByText('没有权限：需要 pc:passthrough').length).toBeGreaterThan(0);
    await expect(within(page).getByRole('button', { name: '重试' })).toBeVisible();
    // Without the role the page offers no writes.
    await expect(within(page).queryByRole('button', { name: '新增' })).toBeNull();
    await expect(dataRows(within(page).getByRole('grid'))).toHaveLength(0);
  },
};

export const VisitorOrders: Story = {
  name: '访客预约',
  render: () => <StoryFrame path="/passthrough/visitorOrder"><VisitorOrdersPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid, filters } = await openPage(canvasElement, '访客预约');
    await expect(filterLabels(filters!)).toEqual(['预约单号', '访客', '项目', '被访人', '预约到访时间', '预约状态', '创建时间']);
    const first = dataRows(grid)[0]!;
    await expect(cellOf(grid, first, '预约单号')).toHaveTextContent('FK20261121000060');
    await expect(cellOf(grid, first, '被访人')).toHaveTextContent('尹鹏萱');
    await expect(cellOf(grid, first, '来访人数')).toHaveTextContent('2');
    await expect(cellOf(grid, first, '预约到访时间')).toHaveTextContent('2026-11-12 16:00:00');
    await expect(cellOf(grid, first, '预约状态')).toHaveTextContent('已过期');
    await refLabelsLoaded(grid, '访客');
    await expect(cellOf(grid, first, '访客')).toHaveTextContent('毛涛宇');
  },
};

export const VisitorQrCodes: Story = {
  name: '访客通行码',
  render: () => <StoryFrame path="/passthrough/visitorQrCode"><VisitorQrCodesPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid, filters } = await openPage(canvasElement, '访客通行码');
    await expect(filterLabels(filters!)).toEqual(['访客预约', '通行码', '失效时间', '状态', '创建时间']);
    const first = dataRows(grid)[0]!;
    await expect(cellOf(grid, first, '通行码')).toHaveTextContent('QR00000060');
    await expect(cellOf(grid, first, '可用次数')).toHaveTextContent('2');
    await expect(cellOf(grid, first, '已用次数')).toHaveTextContent('0');
    await expect(cellOf(grid, first, '状态')).toHaveTextContent('已过期');
    await refLabelsLoaded(grid, '访客预约');
    await expect(cellOf(grid, first, '访客预约')).toHaveTextContent('FK20261121000060');
  },
};

/** The groups link to their devices and members: the link opens that page filtered by the group. */
export const PermGroups: Story = {
  name: '门禁权限组',
  render: () => <StoryFrame path="/passthrough/permGroup"><PermGroupsPage today={STORY_TODAY} /><LocationProbe /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid, filters } = await openPage(canvasElement, '通行权限组');
    await expect(filterLabels(filters!)).toEqual(['权限组名称', '项目', '适用人员', '状态', '创建时间']);
    await expect(columnTexts(grid, '权限组名称').slice(0, 3)).toEqual(['访客临时组', '物业员工组', '业主通行组']);
    await expect(columnTexts(grid, '适用人员').slice(0, 3)).toEqual(['访客', '员工', '住户']);
    const staff = rowWith(grid, '物业员工组');
    await userEvent.click(within(staff).getByRole('button', { name: '设备 物业员工组' }));
    await expect(within(canvasElement).getByTestId('location')).toHaveTextContent('/passthrough/permGroupDevice?f.permGroupId=14');
  },
};

/** Opened from a group's 设备 link: the filter comes from the URL and the list shows that group only. */
export const PermGroupDevices: Story = {
  name: '权限组设备',
  render: () => <StoryFrame path="/passthrough/permGroupDevice?f.permGroupId=14"><PermGroupDevicesPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid, filters } = await openPage(canvasElement, '权限组设备');
    await expect(filterLabels(filters!)).toEqual(['权限组', '门禁设备', '创建时间']);
    await refLabelsLoaded(grid, '权限组');
    await expect(new Set(columnTexts(grid, '权限组'))).toEqual(new Set(['物业员工组']));
    await refLabelsLoaded(grid, '门禁设备');
    await expect(columnTexts(grid, '门禁设备')).toEqual(expect.arrayContaining(['小区东门人行闸机', '1栋单元门禁', '1栋电梯梯控']));
    await expect(within(filters!).getByRole('combobox', { name: '权限组' })).toBeVisible();
  },
};

export const PermGroupUsers: Story = {
  name: '权限组人员',
  render: () => <StoryFrame path="/passthrough/permGroupUser"><PermGroupUsersPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid, filters } = await openPage(canvasElement, '权限组人员');
    await expect(filterLabels(filters!)).toEqual(['权限组', '通行人员', '失效时间', '创建时间']);
    const first = dataRows(grid)[0]!;
    await expect(cellOf(grid, first, '失效时间')).toHaveTextContent('2028-05-19 23:59:00');
    await refLabelsLoaded(grid, '通行人员');
    await expect(cellOf(grid, first, '通行人员')).toHaveTextContent('闫梓英');
    await refLabelsLoaded(grid, '权限组');
    await expect(cellOf(grid, first, '权限组')).toHaveTextContent('物业员工组');
  },
};

export const LinglingCards: Story = {
  name: '门禁卡',
  render: () => <StoryFrame path="/passthrough/linglingCard"><LinglingCardsPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid, filters } = await openPage(canvasElement, '门禁卡');
    await expect(filterLabels(filters!)).toEqual(['卡号', '持卡人', '卡类型', '项目', '失效日期', '卡状态', '创建时间']);
    const first = dataRows(grid)[0]!;
    await expect(cellOf(grid, first, '卡号')).toHaveTextContent('IC5500507');
    await expect(cellOf(grid, first, '失效日期')).toHaveTextContent('2028-05-19');
    await refLabelsLoaded(grid, '持卡人');
    await expect(cellOf(grid, first, '持卡人')).toHaveTextContent('闫梓英');
  },
};

export const LinglingDevices: Story = {
  name: '门禁设备',
  render: () => <StoryFrame path="/passthrough/linglingDevice"><LinglingDevicesPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid, filters } = await openPage(canvasElement, '门禁设备');
    await expect(filterLabels(filters!)).toEqual(['设备名称', '设备序列号', '设备类型', '项目', '楼栋', '在线状态', '状态', '创建时间']);
    const first = dataRows(grid)[0]!;
    await expect(cellOf(grid, first, '设备名称')).toHaveTextContent('1栋电梯梯控');
    await expect(cellOf(grid, first, '设备序列号')).toHaveTextContent('LL000043');
    await expect(cellOf(grid, first, '设备类型')).toHaveTextContent('梯控');
    await expect(cellOf(grid, first, '在线状态')).toHaveTextContent('在线');
    await expect(columnTexts(grid, '在线状态')).toContain('离线');
  },
};

export const LinglingCardUsers: Story = {
  name: '持卡人员',
  render: () => <StoryFrame path="/passthrough/linglingCardUser"><LinglingCardUsersPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid, filters } = await openPage(canvasElement, '通行人员');
    await expect(filterLabels(filters!)).toEqual(['姓名', '手机号', '人员类型', '项目', '状态', '创建时间']);
    const first = dataRows(grid)[0]!;
    await expect(cellOf(grid, first, '姓名')).toHaveTextContent('闫梓英');
    await expect(cellOf(grid, first, '手机号')).toHaveTextContent('138****3823');
    await expect(cellOf(grid, first, '人员类型')).toHaveTextContent('员工');
    await expect(columnTexts(grid, '人员类型')).toContain('业主');
  },
};
