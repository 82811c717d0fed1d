import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  ApplicationManagePage, DictionaryPage, RegionsPage, SequencesPage, TempViewDataPage, TempViewSettingsPage,
} from '../../src/domains/settings';
import { ANSWER_TIMEOUT, SERVER_TIMEOUT, StoryFrame, STORY_TODAY } from '../support/StoryFrame';
import { dataRows, findToast, openPage, rowWith } from '../support/pagePlay';

/**
 * The 基础设置 pages mounted alone against the in-page reference server with the seeded
 * dictionaries, regions, sequences, temperature views and app menus.
 */
const meta: Meta = { title: 'Domains/Settings/Pages', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

/**
 * 数据字典: choosing a group shows its items; an item added there is then offered by the item
 * select of the group's project values (and another group's item is not).
 */
export const Dictionary: Story = {
  render: () => <StoryFrame path="/basesetting/dictionaryGroup"><DictionaryPage /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const groups = await c.findByRole('list', { name: '字典分组' }, { timeout: SERVER_TIMEOUT });
    await userEvent.click(await within(groups).findByRole('button', { name: /与业主关系/ }, { timeout: SERVER_TIMEOUT }));
    const detail = c.getByRole('region', { name: '分组内容' });
    const { grid } = await openPage(detail, '与业主关系（HOUSE_RELATION）');
    await expect(rowWith(grid, '租客')).toBeTruthy();
    await userEvent.click(within(detail).getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增与业主关系（HOUSE_RELATION）' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /字典项名称/ }), '保姆');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /字典值/ }), 'nanny');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(rowWith(grid, '保姆')).toBeTruthy(), { timeout: ANSWER_TIMEOUT });

    await userEvent.click(within(detail).getByRole('radio', { name: '项目字典项' }));
    await within(detail).findByRole('heading', { level: 1, name: '与业主关系' }, { timeout: ANSWER_TIMEOUT });
    await userEvent.click(within(detail).getByRole('button', { name: '新增' }));
    const orgDialog = await screen.findByRole('dialog', { name: '新增与业主关系' });
    await userEvent.click(within(orgDialog).getByRole('combobox', { name: /字典项/ }));
    await expect(await screen.findByRole('option', { name: '保姆' })).toBeVisible();
    await expect(screen.queryByRole('option', { name: '微信支付' })).toBeNull();
  },
};

/** 省市区: the region tree; choosing 深圳市 lists its districts beside it. */
export const Regions: Story = {
  render: () => <StoryFrame path="/basesetting/provincecity"><RegionsPage /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '省级区域');
    await expect(rowWith(grid, '广东省')).toBeTruthy();
    const tree = await within(canvasElement).findByRole('tree', { name: '区域' }, { timeout: ANSWER_TIMEOUT });
    await userEvent.type(within(canvasElement).getByRole('searchbox', { name: '搜索节点' }), '深圳');
    await userEvent.click(await within(tree).findByRole('treeitem', { name: /深圳市/ }));
    await userEvent.keyboard('{Enter}');
    const { grid: children } = await openPage(canvasElement, '深圳市的下级区域');
    await waitFor(() => expect(rowWith(children, '南山区')).toBeTruthy(), { timeout: ANSWER_TIMEOUT });
  },
};

/** 序列号: the seeded number sequences. */
export const Sequences: Story = {
  render: () => <StoryFrame path="/basesetting/seq"><SequencesPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '序列号');
    await expect(rowWith(grid, 'ORDER_DINNER')).toBeTruthy();
  },
};

/** 测温展示设置 per project. */
export const TempViewSettings: Story = {
  render: () => <StoryFrame path="/basesetting/tempViewSettings"><TempViewSettingsPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '测温展示设置');
    await expect(dataRows(grid).length).toBe(2);
  },
};

/** 测温数据: the readings of the face terminals. */
export const TempViewData: Story = {
  render: () => <StoryFrame path="/basesetting/tempViewDat"><TempViewDataPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '测温数据');
    await expect(dataRows(grid).length).toBeGreaterThan(5);
  },
};

/** 应用管理: an app menu entry added to a service appears in the list. */
export const ApplicationManage: Story = {
  render: () => <StoryFrame path="/basesetting/applicationManage"><ApplicationManagePage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const heading = await c.findByRole('heading', { level: 1, name: '应用管理' }, { timeout: SERVER_TIMEOUT });
    const page = heading.closest('section')!;
    await within(page).findByRole('grid', { name: '应用管理' }, { timeout: SERVER_TIMEOUT });
    await userEvent.click(within(page).getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: '新增应用管理' });
    await userEvent.click(within(dialog).getByRole('combobox', { name: /服务/ }));
    await userEvent.click(await screen.findByRole('option', { name: '物业服务' }, { timeout: ANSWER_TIMEOUT }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: /菜单/ }));
    const options = await screen.findAllByRole('option', {}, { timeout: ANSWER_TIMEOUT });
    await userEvent.click(options[0]!);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /显示名称/ }), '报修');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(await findToast(/保存/)).toBeVisible();
  },
};
