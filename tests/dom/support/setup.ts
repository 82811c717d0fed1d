/**
 * Setup of the jsdom tests, run before each test file. `waitFor` and `findBy*` wait up to 60 s, not
 * Testing Library's 1 s, and no test sets a shorter bound of its own: the machines are shared, and with
 * the other test projects running a step that loads a lazy chunk or calls the in-process server took
 * over 20 s (a test failed that way in a full run). A wait ends as soon as its state is there, so only
 * a failing test pays for the bound.
 *
 * The files of a worker share one module cache and one document (the project runs with
 * `isolate: false`), so each file starts as a fresh page would: nothing rendered, empty storage.
 * Testing Library registers its own unmount after each test only when first imported, that is for the
 * worker's first file: it is registered here for every file.
 */
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll, vi } from 'vitest';

configure({ asyncUtilTimeout: 60_000 });

beforeAll(() => {
  document.body.innerHTML = '';
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});
