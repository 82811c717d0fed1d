/**
 * The chart in Chromium: drawn with ECharts (loaded on first use), in the theme's colours, with axis
 * numbers in each language, following its container's width; and a screenshot per locale so a
 * change in how a chart looks is seen.
 */
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { Chart } from '../../../src/ui';
import { enableCharts } from '../../../src/ui/chart';

enableCharts();

const DAYS = ['11-15', '11-16', '11-17', '11-18', '11-19'];
const ORDERS = [12000, 18500, 9300, 22100, 30500];

const drawn = async (el: HTMLElement) => {
  await vi.waitFor(() => expect(el.getAttribute('data-ready')).toBe('true'), { timeout: 20_000 });
  await vi.waitFor(() => expect(el.querySelector('svg')).not.toBeNull());
};

describe('Chart in Chromium', () => {
  for (const [locale, unit] of [['zh-CN', '万'], ['en', 'k'], ['es', 'k']] as const) {
    it(`writes the axis in ${locale} (${unit}) and looks as recorded`, async () => {
      const screen = await render(
        <div style={{ width: 340, fontFamily: 'sans-serif' }}>
          <Chart kind="bar" categories={DAYS} series={[{ name: 'orders', data: ORDERS }]} locale={locale} label={`chart-${locale}`} height={240} />
        </div>,
      );
      const chart = screen.getByRole('img', { name: `chart-${locale}` });
      await drawn(chart.element() as HTMLElement);
      await vi.waitFor(() => expect((chart.element() as HTMLElement).textContent).toMatch(new RegExp(`\\d${unit}`)));
      await expect.element(chart).toMatchScreenshot(`chart-bar-${locale}`);
    });
  }

  it('paints the bars in the theme colour and follows the container width', async () => {
    document.documentElement.style.setProperty('--sc-primary', 'rgb(19, 206, 102)');
    const screen = await render(
      <div data-testid="box" style={{ width: 300 }}>
        <Chart kind="bar" categories={DAYS} series={[{ name: 'orders', data: ORDERS }]} locale="en" label="themed" height={200} />
      </div>,
    );
    const el = screen.getByRole('img', { name: 'themed' }).element() as HTMLElement;
    await drawn(el);
    await vi.waitFor(() => expect(el.querySelector('path[fill="rgb(19,206,102)"], path[fill="rgb(19, 206, 102)"]')).not.toBeNull());
    const svg = () => el.querySelector('svg')!;
    expect(Number(svg().getAttribute('width'))).toBe(300);
    (screen.getByTestId('box').element() as HTMLElement).style.width = '420px';
    await vi.waitFor(() => expect(Number(svg().getAttribute('width'))).toBe(420));
    document.documentElement.style.removeProperty('--sc-primary');
  });
});
