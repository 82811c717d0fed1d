/**
 * The headless resource form against the real reference server (in-process, through
 * AdminProvider's `fetch`): client validation, the uniqueness check, server field errors on
 * their field with the input kept, one save at a time, and the tab's unsaved mark.
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { useAdminServer } from '../../example-host/server/api/adminServer';
import { company } from '../../src/contract/services/organisation/company';
import { linglingCard } from '../../src/contract/services/passthrough';
import type { ResourceDef } from '../../src/contract/types';
import { AdminProvider, TabKeyContext, formFields, operationOf, useResourceForm, useTabs } from '../../src/core';

// A seeded server starts in several seconds under jsdom on a busy machine.
vi.setConfig({ hookTimeout: 120000 });
const s = useAdminServer();
let saved: unknown[] = [];
let calls = 0;
function CardForm({ resource = linglingCard }: { resource?: ResourceDef }) {
  const fields = formFields(resource);
  const form = useResourceForm({ resource, fields, operation: operationOf(resource, 'add')!, onSaved: (d) => saved.push(d), checkDelayMs: 10 });
  const { dirtyKeys } = useTabs();
  return (
    <form onSubmit={(e) => { e.preventDefault(); void form.submit(); void form.submit(); }}>
      {fields.map(([name]) => {
        const err = form.errorOf(name);
        return (
          <label key={name}>
            {name}
            <input aria-label={name} value={form.values[name] ?? ''} onChange={(e) => form.setValue(name, e.target.value)} onBlur={() => form.touch(name)} />
            <output data-testid={`err-${name}`}>{err === null ? '' : typeof err === 'string' ? err : err.key}</output>
          </label>
        );
      })}
      <output data-testid="form-error">{form.formError ?? ''}</output>
      <output data-testid="dirty">{dirtyKeys.join(',')}</output>
      <button type="submit">save</button>
    </form>
  );
}

let token = '';
beforeAll(() => { token = s.admin.replace(/^JSESSION_ID=/, ''); });
afterAll(() => { saved = []; });

const fetchVia = async (req: Request) => { calls += 1; return s.server.app.fetch(req); };

function mount(resource?: ResourceDef) {
  return render(
    <MemoryRouter>
      <AdminProvider apiBase="http://ref.local/super_cloud/api" token={token} permissions={['admin']} fetch={fetchVia}>
        <TabKeyContext.Provider value="/passthrough/linglingCard"><CardForm {...(resource ? { resource } : {})} /></TabKeyContext.Provider>
      </AdminProvider>
    </MemoryRouter>,
  );
}

const type = (name: string, value: string) => fireEvent.change(screen.getByLabelText(name), { target: { value } });

describe('resource form on the reference server', () => {
  test('client rules first: nothing is sent while a required field is empty', async () => {
    mount();
    const before = calls;
    fireEvent.click(screen.getByText('save'));
    await waitFor(() => expect(screen.getByTestId('err-cardNo').textContent).toBe('form.required'));
    expect(calls).toBe(before);
  });

  test('a server field error lands on its field and keeps every typed value; one click saves once', async () => {
    const [holder] = await s.rows('passthrough.linglingCardUser');
    const [project] = await s.rows('organisation.organization');
    const fresh = `T${Date.now()}`.slice(0, 16);
    mount();
    type('cardNo', fresh);
    type('cardUserId', '987654');
    type('validFrom', '2026-11-21');
    type('validTo', '2027-12-31');
    type('orgId', String(project!.id));
    await waitFor(() => expect(screen.getByTestId('dirty').textContent).toBe('/passthrough/linglingCard'));
    const before = calls;
    await act(async () => { fireEvent.click(screen.getByText('save')); });
    // The server refuses the unknown holder: its message sits on that field, the input stays.
    await waitFor(() => expect(screen.getByTestId('err-cardUserId').textContent).toMatch(/987654/));
    expect(calls - before).toBe(1);
    expect((screen.getByLabelText('cardNo') as HTMLInputElement).value).toBe(fresh);
    expect((screen.getByLabelText('validTo') as HTMLInputElement).value).toBe('2027-12-31');
    expect(screen.getByTestId('form-error').textContent).toBe('');
    expect(saved).toHaveLength(0);

    type('cardUserId', String(holder!.id));
    await waitFor(() => expect(screen.getByTestId('err-cardUserId').textContent).toBe(''));
    await act(async () => { fireEvent.click(screen.getByText('save')); });
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(await s.rows('passthrough.linglingCard', 'and "cardNo" = $1', [fresh])).toHaveLength(1);
    await waitFor(() => expect(screen.getByTestId('dirty').textContent).toBe(''));
  });

  test('a unique name is checked as it is typed', async () => {
    const [taken] = await s.rows('organisation.company');
    mount(company);
    type('name', String(taken!.name));
    await waitFor(() => expect(screen.getByTestId('err-name').textContent).toBe('form.exists'));
    type('name', `新公司${Date.now()}`);
    await waitFor(() => expect(screen.getByTestId('err-name').textContent).toBe(''));
  });
});
