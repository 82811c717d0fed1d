/**
 * Plain React fetching the same first 20 dinner orders and showing the same nine columns as
 * `MealOrdersPage` (order number, phone, project, meal, date, meal time, amount, status, created),
 * in a bare table with no admin kit: the reference for the page's element count, which the
 * six-column plain page (plain.tsx, the time reference) would mostly count as extra columns.
 */
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { config } from './config';

type Order = {
  id: number; orderNo: string; phone: string | null; orgName?: string; mealName?: string; date: string; mealTime: string;
  amount: number; status: string; createTime: string;
};

function Orders() {
  const [rows, setRows] = useState<Order[] | null>(null);
  useEffect(() => {
    const body = new URLSearchParams({ pageNum: '1', pageSize: '20' });
    void fetch(`${config.apiBase}/ordermeal/web/orderDinner/list`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${config.token}`, 'Content-Type': 'application/x-www-form-urlencoded' },
      body,
    })
      .then((r) => r.json())
      .then((envelope: { data: { list: Order[] } }) => setRows(envelope.data.list));
  }, []);
  return (
    <>
      <h1>订餐订单</h1>
      <table role="grid" aria-label="订餐订单">
        <thead>
          <tr><th>订单号</th><th>手机号</th><th>所属项目</th><th>菜品</th><th>用餐日期</th><th>餐别</th><th>金额(元)</th><th>订单状态</th><th>创建时间</th></tr>
        </thead>
        <tbody>
          {rows?.map((o) => (
            <tr key={o.id}>
              <td>{o.orderNo}</td><td>{o.phone}</td><td>{o.orgName}</td><td>{o.mealName}</td><td>{o.date}</td><td>{o.mealTime}</td>
              <td>{o.amount.toFixed(2)}</td><td>{o.status}</td><td>{o.createTime}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Orders />
  </StrictMode>,
);
