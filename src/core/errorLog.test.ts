import { expect, test } from 'vitest';
import { ERROR_LOG_LIMIT, createErrorLogStore, describeError } from './errorLog';

test('records message, stack, url and time; keeps the newest entries only', () => {
  const log = createErrorLogStore(() => 42);
  log.add(new TypeError('x is undefined'), { componentStack: '\n    at Page' });
  const [entry] = log.getState();
  expect(entry!.message).toBe('x is undefined');
  expect(entry!.stack).toContain('TypeError');
  expect(entry!.stack).toContain('at Page');
  expect(entry!.time).toBe(42);
  for (let i = 0; i < ERROR_LOG_LIMIT + 5; i += 1) log.add(`e${i}`);
  expect(log.getState()).toHaveLength(ERROR_LOG_LIMIT);
  expect(log.getState().at(-1)!.message).toBe(`e${ERROR_LOG_LIMIT + 4}`);
  log.clear();
  expect(log.getState()).toEqual([]);
});

test('anything thrown becomes a message', () => {
  expect(describeError({ code: 1 }).message).toBe('{"code":1}');
  expect(describeError(undefined).message).toBe('undefined');
});
