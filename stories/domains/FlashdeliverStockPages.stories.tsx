import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { MealAreasPage, MenuPreviewPage, ProductLibraryPage, ShopArticlesPage, StockPage, StockTakingPage } from '../../src/domains/flashdeliver';
import { PickupCabinetsPage, VoiceBoxesPage } from '../../src/domains/merchant';
import { ANSWER_TIMEOUT, STORY_TODAY, StoryFrame } from '../support/StoryFrame';
import { headersOf, openPage } from '../support/pagePlay';

/**
 * The cloud shop's stock pages against the in-page reference server with the seeded receipts,
 * sales, a confirmed stock-taking and one still being counted.
 */
const meta: Meta = { title: 'Pages/云小店 (Cloud shop)/库存 (Stock)', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

/** 库存管理: each project's stock per product; 入库 opens the receipt form; no edit on a row. */
export const Stock: Story = {
  render: () => <StoryFrame path="/flashdeliver/stock"><StockPage /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '库存管理');
    await expect(headersOf(grid)).toEqual(expect.arrayContaining(['所属项目', '商品', '库存数量', '最近变动']));
    await waitFor(() => expect(within(grid).queryAllByRole('button', { name: /^详情 / }).length).toBeGreaterThan(0), { timeout: ANSWER_TIMEOUT });
    await expect(within(grid).queryAllByRole('button', { name: /^编辑 / })).toHaveLength(0);
    await userEvent.click(within(canvasElement).getByRole('button', { name: '入库' }));
    const dialog = await screen.findByRole('dialog', { name: /商品入库/ }, { timeout: ANSWER_TIMEOUT });
    await expect(within(dialog).getByRole('textbox', { name: /入库数量/ })).toBeInTheDocument();
  },
};

/** 库存盘点: the confirmed stock-taking offers only its detail; the open one 确认盘点 and 作废. */
export const StockTaking: Story = {
  render: () => <StoryFrame path="/flashdeliver/stockTaking"><StockTakingPage /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '库存盘点');
    await expect(headersOf(grid)).toEqual(expect.arrayContaining(['盘点单号', '所属项目', '商品数', '差异商品数', '状态', '确认人']));
    await waitFor(() => expect(within(grid).queryAllByRole('button', { name: /^确认盘点 / }).length).toBe(1), { timeout: ANSWER_TIMEOUT });
    await expect(within(grid).queryAllByRole('button', { name: /^编辑 / })).toHaveLength(0);
  },
};

/** 餐区管理: the seeded areas of three projects with seats and meals served. */
export const MealAreas: Story = {
  render: () => <StoryFrame path="/flashdeliver/mealsArea"><MealAreasPage /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '餐区管理');
    await expect(headersOf(grid)).toEqual(expect.arrayContaining(['餐区名称', '所属项目', '位置', '座位数', '供餐类型', '状态']));
  },
};

/** 资讯管理: drafts offer 发布, published items 下线. */
export const News: Story = {
  render: () => <StoryFrame path="/flashdeliver/information"><ShopArticlesPage /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '资讯管理');
    await waitFor(() => expect(within(grid).queryAllByRole('button', { name: /^发布 / }).length).toBeGreaterThan(0), { timeout: ANSWER_TIMEOUT });
  },
};

/** 商品库: the platform's standard goods with barcode, spec and unit. */
export const ProductLibrary: Story = {
  render: () => <StoryFrame path="/flashdeliver/productsManager"><ProductLibraryPage /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '商品库');
    await expect(headersOf(grid)).toEqual(expect.arrayContaining(['条形码', '商品名称', '规格', '单位', '建议零售价(元)']));
  },
};

/** 菜单预览: the pinned day's menus, one card per project. */
export const MenuPreview: Story = {
  render: () => <StoryFrame path="/flashdeliver/menuPreview"><MenuPreviewPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { name: '菜单预览', level: 1 }, { timeout: ANSWER_TIMEOUT });
    await waitFor(() => expect(within(canvasElement).getAllByRole('table', { name: '菜单预览' }).length).toBeGreaterThan(0), { timeout: ANSWER_TIMEOUT });
  },
};

/** 商户管理 › 云喇叭 (our addition): the seeded speakers with volume and online state. */
export const VoiceBoxes: Story = {
  render: () => <StoryFrame path="/merchant/voiceBox"><VoiceBoxesPage /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '云音箱');
    await expect(headersOf(grid)).toEqual(expect.arrayContaining(['设备序列号', '设备名称', '商户', '音量', '在线状态']));
  },
};

/** 商户管理 › 取餐柜 (our addition): cabinets with cells and cells in use. */
export const PickupCabinets: Story = {
  render: () => <StoryFrame path="/merchant/pickupCabinet"><PickupCabinetsPage /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '自提柜');
    await expect(headersOf(grid)).toEqual(expect.arrayContaining(['设备序列号', '取餐柜名称', '安放位置', '格口数', '占用格口']));
  },
};
