import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  BatchAuditPage, BillAnomalyReportPage, BusinessTypesPage, CategoriesPage, DeliveryStaffPage, DeliveryStaffReportPage, HandoverCodeEditPage,
  HandoverCodesPage, MenuPage, MerchantReportPage, OrdersPage, ProductEditPage, ProductsPage, RecoveryPage, ShortcutSetPage, SlotProductsPage, SlotsPage,
} from '../../src/domains/flashdeliver';
import { order, orderLine, orderRefund } from '../../src/contract/services/flashdeliver';
import { fenToAmount } from '../../src/utils/amountFen';
import { ANSWER_TIMEOUT, SERVER_TIMEOUT, StoryFrame, STORY_TODAY, storyRows } from '../support/StoryFrame';
import { findToast, headersOf, openPage, rowWith } from '../support/pagePlay';

/**
 * Every cloud-shop page mounted alone against the in-page reference server with the seeded
 * categories, products in every shelf state, couriers and orders (clock pinned to 2026-11-21).
 */
const meta: Meta = { title: 'Pages/云小店 (Cloud shop)/页面 (Pages)', parameters: { layout: 'fullscreen' } };
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

/** The seeded order of the first refund, with its lines and refunds as the list calls answer them. */
async function refundedOrder() {
  const [refund] = await storyRows(orderRefund, {}, 1);
  const orderId = String(refund!.orderId);
  const lines = await storyRows(orderLine, { orderId }, 100);
  const refunds = await storyRows(orderRefund, { orderId }, 100);
  const row = (await storyRows(order, {}, 1000)).find((o) => String(o.id) === orderId)!;
  return { orderNo: String(row.orderNo), paid: BigInt(Number(row.paidAmount)), lines, refunds };
}

/**
 * 订单管理 · 详情: an order's 商品明细 (each line's subtotal, the lines' total), its 实付 and its
 * 退款记录 with their total, all in yuan worked out from whole fen.
 */
export const OrderDetail: Story = {
  name: '订单管理 · 详情',
  loaders: [async () => ({ o: await refundedOrder() })],
  render: (_, { loaded }) => (
    <StoryFrame path={`/flashdeliver/orderManager?f.orderNo=${encodeURIComponent((loaded.o as Awaited<ReturnType<typeof refundedOrder>>).orderNo)}`}>
      <OrdersPage today={STORY_TODAY} />
    </StoryFrame>
  ),
  play: async ({ canvasElement, loaded }) => {
    const o = loaded.o as Awaited<ReturnType<typeof refundedOrder>>;
    await expect(o.lines.length).toBeGreaterThan(0);
    await expect(o.refunds.length).toBeGreaterThan(0);
    const { grid } = await openPage(canvasElement, '订单管理');
    const row = await waitFor(() => rowWith(grid, o.orderNo), { timeout: ANSWER_TIMEOUT });
    await userEvent.click(within(row).getAllByRole('button').find((b) => b.textContent === '详情')!);
    const drawer = await screen.findByRole('dialog', { name: /详情$/ }, { timeout: ANSWER_TIMEOUT });
    const lines = await within(drawer).findByRole('table', { name: '商品明细' }, { timeout: ANSWER_TIMEOUT });
    const first = o.lines[0]!;
    const sub = (l: Record<string, unknown>) => BigInt(Number(l.unitPrice)) * BigInt(Number(l.quantity));
    const cells = (r: HTMLElement) => within(r).getAllByRole('cell').map((c) => c.textContent?.trim());
    const firstRow = within(lines).getAllByRole('row').find((r) => r.textContent?.includes(String(first.productName)))!;
    await expect(cells(firstRow)).toEqual([String(first.productName), String(first.quantity), fenToAmount(BigInt(Number(first.unitPrice))), fenToAmount(sub(first))]);
    const linesTotal = o.lines.reduce((sum, l) => sum + sub(l), 0n);
    const totalRow = within(lines).getAllByRole('row').at(-1)!;
    await expect(cells(totalRow)).toEqual(['合计(元)', fenToAmount(linesTotal)]);
    await expect(within(drawer).getByText(`实付(元)：${fenToAmount(o.paid)}`)).toBeTruthy();
    const refunds = await within(drawer).findByRole('table', { name: '退款记录' }, { timeout: ANSWER_TIMEOUT });
    await expect(within(refunds).getAllByRole('row')).toHaveLength(o.refunds.length + 1);
    const refunded = o.refunds.reduce((sum, r) => sum + BigInt(Number(r.amount)), 0n);
    await expect(within(drawer).getByText(`退款合计(元)：${fenToAmount(refunded)}`)).toBeTruthy();
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

/** 交收码: each pickup point's 6-digit code per project, 启用 / 停用 named for what it does. */
export const HandoverCodes: Story = {
  render: () => <StoryFrame path="/flashdeliver/jiaoshuima"><HandoverCodesPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '交收码');
    await expect(headersOf(grid)).toEqual(expect.arrayContaining(['所属项目', '交收点', '交收码', '生效日期', '失效日期', '状态']));
    await waitFor(() => expect(within(grid).getAllByText(/^\d{6}$/).length).toBeGreaterThan(0), { timeout: ANSWER_TIMEOUT });
    await waitFor(() => expect(within(grid).queryAllByRole('button', { name: /^停用 / }).length).toBeGreaterThan(0), { timeout: ANSWER_TIMEOUT });
  },
};

/** 新增交收码: saving empty says what each required field needs and keeps the point typed. */
export const AddHandoverCode: Story = {
  render: () => <StoryFrame path="/flashdeliver/jiaoshuima/add-or-update"><HandoverCodeEditPage /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    await c.findByRole('heading', { level: 1, name: '新增交收码' }, { timeout: SERVER_TIMEOUT });
    const form = c.getByRole('form', { name: '交收点信息' });
    const point = within(form).getByRole('textbox', { name: /交收点/ });
    await userEvent.type(point, '故事交收点');
    await userEvent.click(within(form).getByRole('button', { name: '保存' }));
    await expect(point).toHaveValue('故事交收点');
    await waitFor(() => expect(within(form).getByRole('textbox', { name: /生效日期/ })).toHaveAttribute('aria-invalid', 'true'));
  },
};

/** 编辑交收码: the stored code is shown; 重新生成交收码 gives it a new one. */
export const EditHandoverCode: Story = {
  render: () => <StoryFrame path="/flashdeliver/jiaoshuima/add-or-update?id=1"><HandoverCodeEditPage /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const c = within(canvasElement);
    const code = await c.findByRole('status', { name: '交收码' }, { timeout: SERVER_TIMEOUT });
    await waitFor(() => expect(code.textContent).toMatch(/^\d{6}$/), { timeout: ANSWER_TIMEOUT });
    await expect(c.getByRole('form', { name: '交收点信息' })).toBeTruthy();
    await userEvent.click(c.getByRole('button', { name: '重新生成交收码' }));
    await findToast('已生成新的交收码');
  },
};

/** 菜单设置: each day's products with their sale window; 复制前一天菜单 asks the project and the day. */
export const Menu: Story = {
  render: () => <StoryFrame path="/flashdeliver/menu"><MenuPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid, page } = await openPage(canvasElement, '菜单设置');
    await expect(headersOf(grid)).toEqual(expect.arrayContaining(['供应日期', '商品', '开售时间', '停售时间']));
    await userEvent.click(within(page).getByRole('button', { name: '复制前一天菜单' }));
    const dialog = await screen.findByRole('dialog', { name: /复制前一天菜单/ }, { timeout: ANSWER_TIMEOUT });
    await expect(within(dialog).getByRole('combobox', { name: /所属项目/ })).toBeTruthy();
    await expect(within(dialog).getByRole('textbox', { name: /供应日期/ })).toBeTruthy();
  },
};

/** 橱窗管理: banners, recommended slots and broadcasts; a product slot links to its products. */
export const Slots: Story = {
  render: () => <StoryFrame path="/flashdeliver/broad/index"><SlotsPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '橱窗管理');
    await expect(headersOf(grid)).toEqual(expect.arrayContaining(['推荐位名称', '位置', '所属项目', '开始时间', '结束时间']));
    await waitFor(() => expect(within(grid).getByRole('button', { name: '推荐商品 今日推荐' })).toBeTruthy(), { timeout: ANSWER_TIMEOUT });
    // A broadcast text takes no products.
    await expect(within(grid).queryByRole('button', { name: '推荐商品 午间广播' })).toBeNull();
  },
};

/** 橱窗添加商品: ticking none says to tick one; a ticked on-shelf product is added after the last. */
export const SlotProducts: Story = {
  render: () => <StoryFrame path="/flashdeliver/broad/addProduct?slotId=2"><SlotProductsPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { page } = await openPage(canvasElement, '推荐商品 · 今日推荐');
    const picker = within(page).getByRole('region', { name: '添加上架商品' });
    await userEvent.click(within(picker).getByRole('button', { name: '添加所选（0）' }));
    await expect(await within(picker).findByRole('alert')).toHaveTextContent('请至少勾选一个商品');
    const box = await waitFor(() => {
      const hit = within(picker).queryAllByRole('checkbox')[0];
      expect(hit).toBeDefined();
      return hit!;
    }, { timeout: ANSWER_TIMEOUT });
    await userEvent.click(box);
    await userEvent.click(within(picker).getByRole('button', { name: '添加所选（1）' }));
    await findToast('已添加 1 个商品');
  },
};

/** 回收管理: recovered goods with their value and recorder; pending ones offer 处理. */
export const Recovery: Story = {
  render: () => <StoryFrame path="/flashdeliver/recoveryManager"><RecoveryPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '回收管理');
    await expect(headersOf(grid)).toEqual(expect.arrayContaining(['回收时间', '商品', '回收数量', '回收原因', '货值(元)', '回收人', '处理状态']));
    await waitFor(() => expect(within(grid).queryAllByRole('button', { name: /^处理 / }).length).toBeGreaterThan(0), { timeout: ANSWER_TIMEOUT });
    await expect(within(grid).queryAllByRole('button', { name: /^编辑 / })).toHaveLength(0);
  },
};

/** Picks the first option of a dialog's combobox (a ref or enum select). */
async function pickFirst(dialog: HTMLElement, name: RegExp, option?: string): Promise<void> {
  await userEvent.click(within(dialog).getByRole('combobox', { name }));
  const options = option
    ? [await screen.findByRole('option', { name: option }, { timeout: ANSWER_TIMEOUT })]
    : await screen.findAllByRole('option', {}, { timeout: ANSWER_TIMEOUT });
  await userEvent.click(options[0]!);
}

/** 新增 a home banner without its picture: the server's message sits on the picture, the name stays typed. */
export const SlotBannerNeedsPicture: Story = {
  render: () => <StoryFrame path="/flashdeliver/broad/index"><SlotsPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { page } = await openPage(canvasElement, '橱窗管理');
    await userEvent.click(within(page).getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: /^新增/ }, { timeout: ANSWER_TIMEOUT });
    const name = within(dialog).getByRole('textbox', { name: /推荐位名称/ });
    await userEvent.type(name, '故事轮播');
    await pickFirst(dialog, /位置/, '首页轮播');
    await pickFirst(dialog, /所属项目/);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /开始时间/ }), '2026-12-01 00:00:00');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /结束时间/ }), '2026-12-31 23:59:59');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(await within(dialog).findByText(/首页轮播须上传轮播图片/, {}, { timeout: ANSWER_TIMEOUT })).toBeTruthy();
    await expect(name).toHaveValue('故事轮播');
  },
};

/** 新增 a menu line that stops selling before it starts: refused on 停售时间, the times stay as typed. */
export const MenuWindowRefused: Story = {
  render: () => <StoryFrame path="/flashdeliver/menu"><MenuPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { page } = await openPage(canvasElement, '菜单设置');
    await userEvent.click(within(page).getByRole('button', { name: '新增' }));
    const dialog = await screen.findByRole('dialog', { name: /^新增/ }, { timeout: ANSWER_TIMEOUT });
    await pickFirst(dialog, /所属项目/);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /供应日期/ }), '2026-11-23');
    await pickFirst(dialog, /^商品/);
    const start = within(dialog).getByRole('textbox', { name: /开售时间/ });
    const end = within(dialog).getByRole('textbox', { name: /停售时间/ });
    await userEvent.clear(start);
    await userEvent.type(start, '14:00');
    await userEvent.clear(end);
    await userEvent.type(end, '09:00');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(await within(dialog).findByText(/停售时间须晚于开售时间/, {}, { timeout: ANSWER_TIMEOUT })).toBeTruthy();
    await expect(end).toHaveValue('09:00');
  },
};

/** 处理 a pending recovery: 返库 needs a note; with it the record is handled. */
export const HandleRecovery: Story = {
  render: () => <StoryFrame path="/flashdeliver/recoveryManager?f.status=pending"><RecoveryPage today={STORY_TODAY} /></StoryFrame>,
  play: async ({ canvasElement }) => {
    const { grid } = await openPage(canvasElement, '回收管理');
    const handle = await waitFor(() => {
      const hit = within(grid).queryAllByRole('button', { name: /^处理 / })[0];
      expect(hit).toBeDefined();
      return hit!;
    }, { timeout: ANSWER_TIMEOUT });
    await userEvent.click(handle);
    const dialog = await screen.findByRole('dialog', { name: /^处理 · / }, { timeout: ANSWER_TIMEOUT });
    await userEvent.click(within(dialog).getByRole('radio', { name: '返库' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '返库' }));
    await waitFor(() => expect(within(dialog).getByRole('textbox', { name: /处理说明/ })).toHaveAttribute('aria-invalid', 'true'));
    await userEvent.type(within(dialog).getByRole('textbox', { name: /处理说明/ }), '包装完好，退回仓库');
    await userEvent.click(within(dialog).getByRole('button', { name: '返库' }));
    await findToast('返库成功');
  },
};
