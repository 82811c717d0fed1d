/**
 * The time reference: plain React fetching the first 20 dinner orders from the same API and
 * rendering them in a bare table, with no admin kit at all.
 */
import { StrictMode, useEffect, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { config } from './config';

type Order = { id: number; orderNo: string; phone: string | null; date: string; mealTime: string; amount: number; status: string };

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
          <tr><th>订单号</th><th>手机号</th><th>日期</th><th>餐次</th><th>金额(元)</th><th>订单状态</th></tr>
        </thead>
        <tbody>
          {rows?.map((o) => (
            <tr key={o.id}><td>{o.orderNo}</td><td>{o.phone}</td><td>{o.date}</td><td>{o.mealTime}</td><td>{o.amount.toFixed(2)}</td><td>{o.status}</td></tr>
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
