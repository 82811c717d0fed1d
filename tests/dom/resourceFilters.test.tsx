/**
 * The filter bar's draft against the URL it mirrors. The router commits a URL change in a
 * transition, so what the user types between 查询 / 重置 and that commit must survive it, while a
 * change the bar did not ask for (the back button, a shared link) still replaces the draft.
 */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, test } from 'vitest';
import { orderDinner } from '../../src/contract/services/ordermeal/orders';
import { AdminProvider, filterFields } from '../../src/core';
import { ResourceFilters } from '../../src/resource';

const TEXT_FILTERS = filterFields(orderDinner).filter(([n]) => n === 'orderNo' || n === 'phone');
type Filters = Record<string, string>;

/** The bar with its applied values in state; a request to change them lands only on `commit`, as a URL does later. */
function Harness({ initial, requests }: { initial: Filters; requests: Filters[] }) {
  const [values, setValues] = useState(initial);
  const [pending, setPending] = useState<Filters | null>(null);
  const ask = (next: Filters) => { requests.push(next); setPending(next); };
  return (
    <>
      <ResourceFilters resource={orderDinner} fields={TEXT_FILTERS} values={values} onSearch={ask} onReset={() => ask({})} />
      <button type="button" onClick={() => pending && setValues(pending)}>commit</button>
      <button type="button" onClick={() => setValues({ orderNo: 'DC-BACK' })}>back</button>
    </>
  );
}

function mount(initial: Filters) {
  const requests: Filters[] = [];
  render(
    <MemoryRouter>
      <AdminProvider apiBase="http://ref.local/super_cloud/api" token="t" permissions={['admin']} fetch={() => Promise.reject(new Error('offline'))}>
        <Harness initial={initial} requests={requests} />
      </AdminProvider>
    </MemoryRouter>,
  );
  return requests;
}

const box = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(box(name), { target: { value } });
const click = (name: string) => act(() => { fireEvent.click(screen.getByRole('button', { name })); });

describe('ResourceFilters draft', () => {
  test('typing after 重置, before the URL catches up, is kept when it does', () => {
    const requests = mount({ phone: '13518962688' });
    expect(box('手机号').value).toBe('13518962688');
    click('重置');
    expect(requests).toEqual([{}]);
    type('订单号', 'DC2026');
    click('commit');
    expect(box('订单号').value).toBe('DC2026');
    expect(box('手机号').value).toBe('');
  });

  test('typing after 查询, before the URL catches up, is kept when it does', () => {
    const requests = mount({});
    type('订单号', 'DC1');
    type('手机号', ' ');
    click('查询');
    expect(requests).toEqual([{ orderNo: 'DC1' }]);
    type('订单号', 'DC12');
    click('commit');
    expect(box('订单号').value).toBe('DC12');
  });

  test('a URL change the bar did not ask for (back button) replaces the draft', () => {
    mount({ phone: '13518962688' });
    type('订单号', 'DC9');
    click('back');
    expect(box('订单号').value).toBe('DC-BACK');
    expect(box('手机号').value).toBe('');
  });
});

/** The bar folded to its first filter (the console folds past four; one keeps the test small). */
function mountFolded(initial: Filters) {
  const requests: Filters[] = [];
  function Folded() {
    const [values, setValues] = useState(initial);
    return (
      <>
        <ResourceFilters resource={orderDinner} fields={TEXT_FILTERS} values={values} foldedCount={1}
          onSearch={(next) => { requests.push(next); setValues(next); }} onReset={() => { requests.push({}); setValues({}); }} />
        <button type="button" onClick={() => setValues({ phone: '13800000000' })}>link</button>
      </>
    );
  }
  render(
    <MemoryRouter>
      <AdminProvider apiBase="http://ref.local/super_cloud/api" token="t" permissions={['admin']} fetch={() => Promise.reject(new Error('offline'))}>
        <Folded />
      </AdminProvider>
    </MemoryRouter>,
  );
  return requests;
}
const fold = () => screen.getByRole('button', { name: /展开|收起/ });

describe('ResourceFilters folding', () => {
  test('past foldedCount the bar shows its first filters and 展开; 展开 shows the rest, 收起 hides them', () => {
    mountFolded({});
    expect(screen.queryByRole('textbox', { name: '手机号' })).toBeNull();
    expect(box('订单号')).toBeTruthy();
    expect(fold().getAttribute('aria-expanded')).toBe('false');
    expect(fold().textContent).toBe('展开');
    act(() => { fireEvent.click(fold()); });
    expect(box('手机号')).toBeTruthy();
    expect(fold().getAttribute('aria-expanded')).toBe('true');
    expect(fold().textContent).toBe('收起');
    act(() => { fireEvent.click(fold()); });
    expect(screen.queryByRole('textbox', { name: '手机号' })).toBeNull();
  });

  test('a folded filter holding a value opens the bar: from the URL at mount, and from a link later', () => {
    mountFolded({ phone: '13518962688' });
    expect(box('手机号').value).toBe('13518962688');
    expect(fold().getAttribute('aria-expanded')).toBe('true');
    act(() => { fireEvent.click(fold()); });
    click('重置');
    expect(fold().getAttribute('aria-expanded')).toBe('false');
    click('link');
    expect(box('手机号').value).toBe('13800000000');
    expect(fold().getAttribute('aria-expanded')).toBe('true');
  });

  test('a folded value is kept and still applies, and 展开 says how many are set', () => {
    const requests = mountFolded({});
    act(() => { fireEvent.click(fold()); });
    type('手机号', '13518962688');
    act(() => { fireEvent.click(fold()); });
    expect(fold().textContent).toBe('展开（1 项已填）');
    type('订单号', 'DC1');
    click('查询');
    expect(requests).toEqual([{ orderNo: 'DC1', phone: '13518962688' }]);
  });

  test('a bar with no more filters than foldedCount has no 展开', () => {
    mount({});
    expect(screen.queryByRole('button', { name: /展开|收起/ })).toBeNull();
    expect(box('手机号')).toBeTruthy();
  });
});
