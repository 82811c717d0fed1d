import { styled } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Button, IconButton } from '../../../src/ui';

// A styled component that renders before any sheet: its <style data-styled> is in the head first.
const Note = styled.p`color: rgb(1, 2, 3);`;
const Tight = styled(Button)`padding: 0 4px;`;
const Corner = styled(IconButton)`position: absolute; top: 0; right: 0;`;

describe('static sheets in Chromium', () => {
  it('come before styled-components in the head, so a styled override of a sheet part wins', async () => {
    const first = await render(<Note>先画的样式</Note>);
    await expect.element(first.getByText('先画的样式')).toBeVisible();
    const screen = await render(
      <div style={{ position: 'relative' }}>
        <Button>默认</Button>
        <Tight>紧凑</Tight>
        <Corner icon="close" label="关闭" />
      </div>,
    );
    const tight = screen.getByRole('button', { name: '紧凑' }).element();
    const plain = screen.getByRole('button', { name: '默认' }).element();
    // The sheet draws both; the styled class overrides the padding of one.
    expect(getComputedStyle(plain).paddingLeft).toBe('15px');
    expect(getComputedStyle(tight).paddingLeft).toBe('4px');
    expect(getComputedStyle(tight).borderTopStyle).toBe('solid');
    expect(getComputedStyle(screen.getByRole('button', { name: '关闭' }).element()).position).toBe('absolute');

    const order = [...document.head.querySelectorAll('style')].map((s) => (s.hasAttribute('data-styled') ? 'styled' : s.dataset.href));
    expect(order.indexOf('sca-button')).toBeLessThan(order.indexOf('styled'));
    expect(order.filter((h) => h === 'sca-button')).toHaveLength(1);
  });
});
