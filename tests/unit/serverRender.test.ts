/**
 * What a Next.js prerender does with an embedded page: render it on the server, where there is no
 * `window` or `document`. The provider's own router waits for the browser; a page under the host's
 * router renders its first view on the server.
 */
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { AdminProvider } from '../../src/core/AdminProvider';
import { MealOrdersPage } from '../../src/domains/meal';

describe('a server render', () => {
  it('runs without window or document', () => {
    expect(typeof window).toBe('undefined');
    expect(typeof document).toBe('undefined');
  });

  it('renders the provider with its fallback router and the meal page, leaving the page to the browser', () => {
    const html = renderToString(createElement(AdminProvider, { apiBase: '/api' }, createElement(MealOrdersPage)));
    // A browser router made here would have thrown (createBrowserHistory reads `document`).
    expect(html).not.toContain('sca-page');
  });

  it('renders the meal page itself under the host router', () => {
    const page = createElement(AdminProvider, { apiBase: '/api' }, createElement(MealOrdersPage));
    const html = renderToString(createElement(MemoryRouter, { initialEntries: ['/meal'] }, page));
    expect(html).toContain('sca-page');
  });
});
