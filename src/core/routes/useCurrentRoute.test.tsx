import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, expect, test } from 'vitest';
import { AdminProvider } from '../AdminProvider';
import { LATEST_PATH_KEY } from '../session/storage';
import { useLoginTarget } from './useCurrentRoute';

beforeEach(() => localStorage.clear());

const at = (path: string) => function Wrapper({ children }: { children: ReactNode }) {
  return <MemoryRouter initialEntries={[path]}><AdminProvider apiBase="/api">{children}</AdminProvider></MemoryRouter>;
};

test('after login: the redirect query when internal, else the latest path, else /', () => {
  expect(renderHook(useLoginTarget, { wrapper: at('/login?redirect=%2Fplatform%2Fuser%3Fx%3D1') }).result.current).toBe('/platform/user?x=1');
  expect(renderHook(useLoginTarget, { wrapper: at('/login?redirect=%2F%2Fevil.com') }).result.current).toBe('/');
  localStorage.setItem(LATEST_PATH_KEY, '/organisation/build/index');
  expect(renderHook(useLoginTarget, { wrapper: at('/login?redirect=https%3A%2F%2Fevil.com') }).result.current).toBe('/organisation/build/index');
});
