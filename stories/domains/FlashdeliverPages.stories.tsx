import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  BatchAuditPage, BusinessTypesPage, CategoriesPage, DeliveryStaffPage, DeliveryStaffReportPage, OrdersPage,
  MerchantReportPage, BillAnomalyReportPage, ProductEditPage, ProductsPage, ShortcutSetPage,
} from '../../src/domains/flashdeliver';
import { ANSWER_TIMEOUT, SERVER_TIMEOUT, StoryFrame, STORY_TODAY } from '../support/StoryFrame';
import { findToast, headersOf, openPage } from '../support/pagePlay';

/**
 * Every cloud-shop page mounted alone against the in-page reference server with the seeded
 * categories, products in every shelf state, couriers and orders (clock pinned to 2026-11-21).
 */
const meta: Meta = { title: 'Domains/Flashdeliver/Pages', parameters: { layout: 'fullscreen' } };
export default meta;
type Story = StoryObj;

/** 商品管理: shelf status per product and the step each state allows, named for what it does. */
export const Products: Story = {
  render: () => <StoryFrame path="/flashdeliver/product/index"><ProductsPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid, page } = await openPage(canvasElement, '商品管理');
    await expect(headersOf(grid)).toContain('上架状态');
    await waitFor(() => expect(within(grid).queryAllByRole('button', { name: /^申请上架 / }).length).toBeGreaterThan(0), { timeout: ANSWER_TIMEOUT });
    await expect(within(page).getByRole('button', { name: '批量审核' })).toBeTruthy();
    await expect(within(grid).queryAllByRole('button', { name: /rackProduct/ })).toHaveLength(0);
  },
};

/**
 * 新增商品: saving empty says what each required field needs and keeps the name typed; the
 * category is picked from the tree and shown with its whole path.
 */
export const AddProduct: Story = {
  render: () => <StoryFrame path="/flashdeliver/product/addProduct"><ProductEditPage /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('heading', { level: 1, name: '新增商品' }, { timeout: SERVER_TIMEOUT });
    const form = c.getByRole('form', { name: '基本信息' });
    const name = within(form).getByRole('textbox', { name: /商品名称/ });
    await userEvent.type(name, '故事商品');
    await userEvent.click(within(form).getByRole('button', { name: '保存' }));
    await expect(name).toHaveValue('故事商品');
    await waitFor(() => expect(within(form).getByRole('textbox', { name: /售价/ })).toHaveAttribute('aria-invalid', 'true'));
    await userEvent.click(within(form).getByRole('button', { name: /^商品分类/ }));
    const tree = await screen.findByRole('tree', { name: '商品分类' }, { timeout: ANSWER_TIMEOUT });
    await userEvent.click(await within(tree).findByRole('treeitem', { name: '家居日用' }, { timeout: ANSWER_TIMEOUT }));
    await userEvent.click(await within(tree).findByRole('treeitem', { name: '日用百货' }));
    await expect(within(form).getByRole('button', { name: /^商品分类/ })).toHaveTextContent('家居日用-日用百货');
  },
};

/** 编辑商品: the basics shown, the sale settings (price, stock) saved on their own. */
export const EditProductSale: Story = {
  render: () => <StoryFrame path="/flashdeliver/product/addProduct?id=1"><ProductEditPage /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const form = await c.findByRole('form', { name: '销售设置' }, { timeout: SERVER_TIMEOUT });
    // The basics an edit cannot change are shown, the picture named after the product.
    await expect(c.getByRole('img', { name: /的商品图片$/ })).toBeTruthy();
    const stock = within(form).getByRole('textbox', { name: /库存/ });
    await userEvent.clear(stock);
    await userEvent.type(stock, '42');
    await userEvent.click(within(form).getByRole('button', { name: '保存销售设置' }));
    await findToast('销售设置已保存');
    await expect(c.getByRole('form', { name: '销售项目' })).toBeTruthy();
  },
};

/** 批量审核 as an approver: the pending products with ticks; approving none says to tick one. */
export const BatchAudit: Story = {
  render: () => <StoryFrame path="/flashdeliver/product/batchAudit"><BatchAuditPage /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const grid = await c.findByRole('grid', { name: '待审核的商品' }, { timeout: SERVER_TIMEOUT });
    await waitFor(() => expect(grid.querySelectorAll('tbody tr[data-index]').length).toBeGreaterThan(0), { timeout: SERVER_TIMEOUT });
    await userEvent.click(c.getByRole('button', { name: '审核通过' }));
    await expect(await c.findByRole('alert')).toHaveTextContent('请至少勾选一个商品');
  },
};

/** 订单管理: the status tabs carry their counts; a tab filters the list. */
export const Orders: Story = {
  render: () => <StoryFrame path="/flashdeliver/orderManager"><OrdersPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { page } = await openPage(canvasElement, '订单管理');
    const tabs = within(page).getByRole('radiogroup', { name: '订单状态' });
    const toDeliver = await within(tabs).findByRole('radio', { name: /^待配送（\d+）$/ }, { timeout: ANSWER_TIMEOUT });
    await userEvent.click(toDeliver);
    await expect(toDeliver).toHaveAttribute('aria-checked', 'true');
  },
};

/** 商品分类: categories with their parent and status. */
export const Categories: Story = {
  render: () => <StoryFrame path="/flashdeliver/productCategory"><CategoriesPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '商品分类');
    await expect(headersOf(grid)).toEqual(expect.arrayContaining(['分类名称', '上级分类', '状态']));
  },
};

/** 配送员: couriers with their status. */
export const DeliveryStaff: Story = {
  render: () => <StoryFrame path="/flashdeliver/deliveryStaff"><DeliveryStaffPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '配送员');
    await expect(headersOf(grid)).toContain('接单状态');
  },
};

/** 企业类型. */
export const BusinessTypes: Story = {
  render: () => <StoryFrame path="/flashdeliver/enterpriseTypeManager"><BusinessTypesPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => { await openPage(canvasElement, '企业类型管理'); },
};

/** 配送员报表 on the report engine. */
export const DeliveryStaffReport: Story = {
  render: () => <StoryFrame path="/flashdeliver/deliveryStaffReport"><DeliveryStaffReportPage title="route.deliveryStaffReport" today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('heading', { level: 1, name: '配送员报表' }, { timeout: SERVER_TIMEOUT });
  },
};

/** 商户报表: one row per merchant with sales, refunds and net in yuan; 查看明细 opens the orders of that merchant. */
export const MerchantReport: Story = {
  render: () => <StoryFrame path="/flashdeliver/merchantReport"><MerchantReportPage title="route.merchantReport" today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('heading', { level: 1, name: '商户报表' }, { timeout: SERVER_TIMEOUT });
    const table = await c.findByRole('table', { name: /商户报表/ }, { timeout: SERVER_TIMEOUT });
    expect(headersOf(table)).toEqual(expect.arrayContaining(['商户', '订单数', '销售额(元)', '退款(元)', '净额(元)', '客单价(元)']));
    const links = within(table).getAllByRole('link', { name: /查看明细/ });
    expect(links.length).toBeGreaterThan(0);
    expect(links[0]!.getAttribute('href')).toMatch(/^\/flashdeliver\/orderManager\?f\.createTime=[\d-]+~[\d-]+&f\.merchantId=\d+$/);
    // Money is shown as yuan with two decimals (the answer is whole fen).
    expect(table.querySelector('[data-total="sales"]')!.textContent).toMatch(/\.\d{2}$/);
  },
};

/** 账单异常报表: each anomalous order once with its rules marked; the total counts the orders listed. */
export const BillAnomalyReport: Story = {
  render: () => <StoryFrame path="/flashdeliver/billAnomalyReport"><BillAnomalyReportPage title="route.billAnomalyReport" today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const table = await c.findByRole('table', { name: /账单异常报表/ }, { timeout: SERVER_TIMEOUT });
    expect(headersOf(table)).toEqual(expect.arrayContaining(['订单号', '金额与明细不符', '超时未完成', '多次退款']));
    const body = within(table).getAllByRole('row').filter((r) => r.closest('tbody'));
    expect(body.length).toBeGreaterThan(0);
    const keys = body.map((r) => within(r).getByRole('rowheader').textContent);
    expect(new Set(keys).size).toBe(keys.length);
    expect(table.querySelector('[data-total="orders"]')!.textContent).toBe(String(body.length));
    expect(within(table).getAllByText('是').length).toBeGreaterThanOrEqual(body.length);
    expect(c.getByRole('textbox', { name: '超时天数' })).toHaveValue('3');
    const link = within(body[0]!).getByRole('link', { name: /查看明细/ });
    expect(link.getAttribute('href')).toContain(`f.orderNo=${keys[0]}`);
    expect(link.getAttribute('href')).not.toContain('overdueDays');
  },
};

/** 快捷设置: a price over the limit stays as typed with its message; a good one is saved in place. */
export const ShortcutSet: Story = {
  render: () => <StoryFrame path="/flashdeliver/product/shortcutSet"><ShortcutSetPage /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const table = await c.findByRole('table', { name: '快捷设置' }, { timeout: SERVER_TIMEOUT });
    const price = within(table).getAllByRole('textbox', { name: /的售价$/ })[0]!;
    const name = price.getAttribute('aria-label')!.replace(/的售价$/, '');
    await userEvent.clear(price);
    await userEvent.type(price, '200000');
    await userEvent.click(within(table).getByRole('button', { name: `保存${name}` }));
    await expect(price).toHaveValue('200000');
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await userEvent.clear(price);
    await userEvent.type(price, '18.80');
    await userEvent.click(within(table).getByRole('button', { name: `保存${name}` }));
    await findToast(`${name}的销售设置已保存`);
  },
};

/** 推送星巴克 from a paid order: the receiver prefilled; an emptied name is said on its field; sent, the toast says so. */
export const OrderToStarbucks: Story = {
  render: () => <StoryFrame path="/flashdeliver/orderManager?f.status=paid"><OrdersPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '订单管理');
    // The hand-off sits with the row's other calls under 更多.
    const more = await waitFor(() => {
      const hit = within(grid).queryAllByRole('button', { name: /^更多 / })[0];
      expect(hit).toBeDefined();
      return hit!;
    }, { timeout: ANSWER_TIMEOUT });
    const no = more.getAttribute('aria-label')!.slice('更多 '.length);
    await userEvent.click(more);
    await userEvent.click(await screen.findByRole('menuitem', { name: '推送星巴克' }));
    const dialog = await screen.findByRole('dialog', { name: `推送星巴克 · ${no}` }, { timeout: ANSWER_TIMEOUT });
    const name = within(dialog).getByRole('textbox', { name: /收货人/ });
    await expect(name).not.toHaveValue('');
    await userEvent.clear(name);
    await userEvent.click(within(dialog).getByRole('button', { name: '推送星巴克' }));
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await userEvent.type(name, '赵六');
    await userEvent.click(within(dialog).getByRole('button', { name: '推送星巴克' }));
    await findToast(`订单${no}的收货信息已推送星巴克`);
  },
};
