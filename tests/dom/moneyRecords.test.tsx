/**
 * Records that are money stay true on the screens, against the real reference server in-process:
 * a ledger's page offers no edit or delete, an edit shows a create-only amount read-only and
 * never sends it, and 订餐统计 totals the effective orders and says so.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeAll, describe, expect, test, vi } from 'vitest';
import { useAdminServer } from '../../example-host/server/api/adminServer';
import { depositRecord } from '../../src/contract/services/organisation/bills';
import { catalogue, isMoneyLedger } from '../../src/contract';
import { integralRecord } from '../../src/contract/services/meal';
import { meal, orderDinner } from '../../src/contract/services/ordermeal';
import { AdminProvider, formFields, operationOf, pageOperations } from '../../src/core';
import { DinnerStatisticsPage } from '../../src/domains/meal';
import { ResourcePage } from '../../src/resource';
import { ResourceFormDialog } from '../../src/resource/ResourceFormDialog';

vi.setConfig({ hookTimeout: 120000 });
const s = useAdminServer();
let token = '';
beforeAll(() => { token = s.admin.replace(/^JSESSION_ID=/, ''); });

const sent: { path: string; body: string }[] = [];
const fetchVia = async (req: Request) => {
  sent.push({ path: new URL(req.url).pathname, body: await req.clone().text() });
  return s.server.app.fetch(req);
};
const mount = (ui: ReactNode) => render(
  <MemoryRouter>
    <AdminProvider apiBase="http://ref.local/super_cloud/api" token={token} permissions={['admin']} fetch={fetchVia}>{ui}</AdminProvider>
  </MemoryRouter>,
);
const grid = () => screen.getByRole('grid');
const dataRows = () => grid().querySelectorAll('tbody tr[aria-rowindex]');

describe('a ledger page', () => {
  test('offers details but no edit, delete or bulk delete; an ordinary page still does', async () => {
    const { unmount } = mount(<ResourcePage resource={orderDinner} />);
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(1));
    // Row actions are named "<action> <row>": the details are there, edit and delete are not.
    expect(within(grid()).queryAllByRole('button', { name: /^详情 / }).length).toBe(dataRows().length);
    expect(within(grid()).queryAllByRole('button', { name: /^编辑 / })).toHaveLength(0);
    expect(within(grid()).queryAllByRole('button', { name: /^删除 / })).toHaveLength(0);
    expect(screen.queryByRole('button', { name: '批量删除' })).toBeNull();
    expect(screen.getByRole('button', { name: '新增' })).toBeTruthy();
    unmount();

    mount(<ResourcePage resource={meal} />);
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(1));
    expect(within(grid()).queryAllByRole('button', { name: /^编辑 / })).toHaveLength(dataRows().length);
    expect(within(grid()).queryAllByRole('button', { name: /^删除 / })).toHaveLength(dataRows().length);
  });
});

describe('a money ledger page', () => {
  test('offers no add, edit, delete or import for any resource the contract marks a money ledger', () => {
    const ledgers = catalogue.flatMap((sv) => sv.resources).filter(isMoneyLedger);
    expect(ledgers.length).toBeGreaterThan(5);
    for (const r of ledgers) {
      expect(pageOperations(r), r.key).toMatchObject({ add: null, update: null, remove: null, removeMany: null, imports: [] });
    }
  });

  test('积分记录 lists its lines with details only, though the spec keeps its add, update and delete calls', async () => {
    expect(operationOf(integralRecord, 'add')).not.toBeNull();
    mount(<ResourcePage resource={integralRecord} />);
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: '新增' })).toBeNull();
    expect(screen.queryByRole('button', { name: '导入' })).toBeNull();
    expect(within(grid()).queryAllByRole('button', { name: /^(编辑|删除) / })).toHaveLength(0);
  });
});

describe('a create-only amount in an edit', () => {
  test('shows read-only with its reason and is not sent; the other fields save', async () => {
    const [stored] = await s.rows('organisation.depositRecord');
    const row = (await s.get(`/organisation/depositRecord/${String(stored!.id)}`)).body!.data;
    const update = operationOf(depositRecord, 'update')!;
    mount(<ResourceFormDialog resource={depositRecord} fields={formFields(depositRecord)} operation={update} row={row} title="押金记录" onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog');
    const amount = within(dialog).getByLabelText(/金额\(元\)/) as HTMLInputElement;
    expect(amount.disabled).toBe(true);
    expect(amount.value).toBe(String(row.amount));
    expect(within(dialog).getByText('创建后不可修改')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(sent.some((r) => r.path.endsWith('/organisation/depositRecord/update'))).toBe(true));
    const body = new URLSearchParams(sent.find((r) => r.path.endsWith('/organisation/depositRecord/update'))!.body);
    expect(body.get('id')).toBe(String(row.id));
    expect(body.has('amount')).toBe(false);
    expect(body.has('depositStatus')).toBe(true);
  });
});

describe('订餐统计 on the seeded orders', () => {
  test('the total counts effective orders; cancelled and refunded have columns of their own and the caption says so', async () => {
    const orders = await s.rows('ordermeal.orderDinner');
    const count = (...st: string[]) => orders.filter((o) => st.includes(String(o.status))).length;
    mount(<DinnerStatisticsPage />);
    fireEvent.click((await screen.findAllByRole('button', { name: '查询' }))[0]!);
    const table = await screen.findByRole('table', { name: '按日期与餐别统计' });
    const head = [...table.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(head).toEqual(['用餐日期', '餐别', '数量', '金额(元)', '已取消', '已退款']);
    const total = [...table.querySelectorAll('tfoot td')].map((td) => td.textContent);
    expect(total[0]).toBe('合计');
    // The label cell spans the day and meal-time columns.
    expect(Number(total[1])).toBe(count('ordered', 'taken'));
    expect(Number(total[3])).toBe(count('cancelled'));
    expect(Number(total[4])).toBe(count('refunded'));
    expect(table.querySelector('caption')?.textContent).toMatch(
      new RegExp(`^合计只计订单状态为已订餐或已取餐的记录；已取消 ${count('cancelled')} 笔（[0-9.]+）和已退款 ${count('refunded')} 笔（[0-9.]+）不计入合计$`),
    );
  });
});
