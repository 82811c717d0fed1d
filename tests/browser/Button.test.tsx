import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { Button } from '../../src/ui';

describe('Button in Chromium', () => {
  it('uses the theme colour from the CSS custom property', async () => {
    document.documentElement.style.setProperty('--sc-primary', 'rgb(1, 2, 3)');
    const screen = await render(<Button variant="primary">OK</Button>);
    const el = screen.getByRole('button', { name: 'OK' }).element() as HTMLElement;
    expect(getComputedStyle(el).backgroundColor).toBe('rgb(1, 2, 3)');
    document.documentElement.style.removeProperty('--sc-primary');
  });

  it('refuses clicks while loading', async () => {
    const onClick = vi.fn();
    const screen = await render(<Button loading onClick={onClick}>保存</Button>);
    const button = screen.getByRole('button', { name: /保存/ });
    await expect.element(button).toBeDisabled();
    (button.element() as HTMLButtonElement).click();
    expect(onClick).not.toHaveBeenCalled();
  });
});
