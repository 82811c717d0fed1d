import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { Button, Dropdown, Select, TabChip, THEME_DEFAULTS, THEME_VARS, Toaster, cssVar } from '../../../src/ui';

const bg = (el: Element) => getComputedStyle(el).backgroundColor;

describe('theme CSS variables in Chromium', () => {
  it('declares a default for every documented variable', () => {
    const names = Object.values(THEME_VARS);
    expect(names).toEqual(expect.arrayContaining([
      '--sc-primary', '--sc-primary-light', '--sc-primary-dark', '--sc-danger', '--sc-success', '--sc-warning', '--sc-info',
      '--sc-text', '--sc-text-secondary', '--sc-border', '--sc-bg', '--sc-bg-muted', '--sc-sidebar-bg', '--sc-sidebar-sub-bg',
      '--sc-sidebar-text', '--sc-sidebar-hover-bg', '--sc-sidebar-active-bg', '--sc-sidebar-active', '--sc-control-height', '--sc-radius',
    ]));
    expect(THEME_DEFAULTS.primary).toBe('#409EFF');
    // 000 section 9: green sidebar, darker green sub-menu, white menu text.
    expect(THEME_DEFAULTS.sidebarBg).toBe('#2E7D4F');
    expect(THEME_DEFAULTS.sidebarSubBg).toBe('#1F5C39');
    expect(THEME_DEFAULTS.sidebarText).toBe('#FFFFFF');
    expect(cssVar.sidebarBg).toBe('var(--sc-sidebar-bg, #2E7D4F)');
  });

  it('recolours rendered components when the variables change, without re-rendering', async () => {
    const screen = await render(
      <div data-admin-root="">
        <Button variant="primary">保存</Button>
        <div role="tablist"><TabChip title="住户管理" active /></div>
      </div>,
    );
    const root = document.querySelector<HTMLElement>('[data-admin-root]')!;
    const save = screen.getByRole('button', { name: '保存' }).element();
    const chip = (screen.getByRole('tab').element() as HTMLElement).parentElement!;
    // Unthemed, the fill is the readable shade of #409EFF (white text at 4.57:1).
    expect(bg(save)).toBe('rgb(49, 120, 194)');
    root.style.setProperty('--sc-primary', 'rgb(17, 169, 131)');
    expect(bg(save)).toBe('rgb(17, 169, 131)');
    expect(bg(chip)).toBe('rgb(17, 169, 131)');
    root.style.setProperty('--sc-control-height', '28px');
    expect(save.getBoundingClientRect().height).toBe(28);
  });

  it('lets portalled layers (menus, select lists, toasts) inherit the theme of [data-admin-root]', async () => {
    const screen = await render(
      <div data-admin-root="" style={{ paddingTop: 120, ['--sc-bg' as string]: 'rgb(250, 240, 230)', ['--sc-danger' as string]: 'rgb(200, 0, 0)' }}>
        <Dropdown label="更多" items={[{ key: 'a', label: '导出' }]} onSelect={() => {}}><Button>更多</Button></Dropdown>
        <Select aria-label="机构" value={null} onChange={() => {}} options={[{ value: '1', label: '阳光花园' }]} />
        <Toaster toasts={[{ id: 1, kind: 'error', message: '请求失败', duration: 0 }]} onDismiss={() => {}} />
      </div>,
    );
    const root = document.querySelector('[data-admin-root]')!;
    const alert = screen.getByRole('alert').element();
    expect(root.contains(alert)).toBe(true);
    expect(getComputedStyle(alert).borderLeftColor).toBe('rgb(200, 0, 0)');

    await screen.getByRole('button', { name: '更多' }).click();
    const menu = screen.getByRole('menu').element();
    expect(root.contains(menu)).toBe(true);
    expect(bg(menu)).toBe('rgb(250, 240, 230)');
    await userEvent.keyboard('{Escape}');

    await screen.getByRole('combobox', { name: '机构' }).click();
    // The list's positioned layer loads on first use.
    await expect.element(screen.getByRole('listbox')).toBeVisible();
    const listbox = screen.getByRole('listbox').element();
    expect(root.contains(listbox)).toBe(true);
    expect(bg(listbox.parentElement!)).toBe('rgb(250, 240, 230)');
  });
});
