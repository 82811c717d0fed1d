/**
 * Async context storage: Node's AsyncLocalStorage. In the browser build (see
 * browserServerPlugin.ts) asyncContext.browser.ts replaces this module.
 */
export { AsyncLocalStorage } from 'node:async_hooks';
