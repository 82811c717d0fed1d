import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_FILE_NAME, fileNameFrom, parseContentDisposition } from './contentDisposition';
import { createApiClient } from './createApiClient';
import { ApiError } from './errors';
import { OPERATIONS } from './operations.gen';
import { API_BASE, TEST_OPERATIONS, XLSX_BYTES, startTestServer, type TestServer } from './testServer';
import type { FileResult } from './types';

let server: TestServer;
beforeAll(async () => { server = await startTestServer(); });
afterAll(() => server.close());
beforeEach(() => { server.requests.length = 0; });

const client = (onError = vi.fn()) =>
  createApiClient({ baseUrl: server.url + API_BASE, operations: { ...OPERATIONS, ...TEST_OPERATIONS }, onError });

describe('file downloads', () => {
  it('resolves { blob, fileName } with the RFC 5987 UTF-8 name', async () => {
    const result = await client().call<FileResult>('POST', '/file', { body: { status: 1 } });
    expect(result.fileName).toBe('用户列表.xlsx');
    expect(result.blob).toBeInstanceOf(Blob);
    expect(await result.blob.text()).toBe(XLSX_BYTES);
    expect(result.blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(server.requests[0]!.contentType).toBe('application/json;charset=UTF-8');
  });

  it('reads a plain quoted filename, and falls back to the default name', async () => {
    await expect(client().call<FileResult>('POST', '/file-plain')).resolves.toMatchObject({ fileName: 'report 2024.xlsx' });
    const none = await client().call<FileResult>('POST', '/file-none');
    expect(none.fileName).toBe('下载文件.xlsx');
    expect(await none.blob.text()).toBe(XLSX_BYTES);
  });

  it('treats a JSON answer of a file endpoint as an envelope', async () => {
    const onError = vi.fn();
    const error = await client(onError).call<any>('POST', '/file-error').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ code: 500, msg: 'nothing to export' });
    expect(onError).toHaveBeenCalledWith(error);
  });

  it('reads JSON routes as envelopes when the operation is not a file one', async () => {
    await expect(client().call<any>('POST', '/echo/plain')).resolves.not.toHaveProperty('blob');
  });
});

describe('parseContentDisposition', () => {
  it.each([
    ["attachment; filename*=UTF-8''%E7%94%A8%E6%88%B7.xlsx", '用户.xlsx'],
    ["attachment; filename*=utf-8''a%20b.xlsx; filename=\"x.xlsx\"", 'a b.xlsx'],
    ['attachment; filename="x.xlsx"; filename*=UTF-8\'\'%E7%94%A8.xlsx', '用.xlsx'],
    ["attachment; filename*=ISO-8859-1'en'%A3%20rates.xlsx", '£ rates.xlsx'],
    ['attachment; filename="report \\"Q1\\".xlsx"', 'report "Q1".xlsx'],
    ['attachment;filename=plain.xlsx', 'plain.xlsx'],
    ['attachment; filename=%E8%AE%A2%E5%8D%95+2024.xlsx', '订单 2024.xlsx'],
    ['attachment; filename="\u00e8\u00ae\u00a2\u00e5\u008d\u0095.xlsx"', '订单.xlsx'], // raw UTF-8 read as Latin-1
    ['attachment; filename="caf\u00e9.xlsx"', 'caf\u00e9.xlsx'], // real Latin-1 stays
  ])('%s -> %s', (header, name) => {
    expect(parseContentDisposition(header)).toBe(name);
  });

  it('gives undefined without a file name, and fileNameFrom falls back', () => {
    expect(parseContentDisposition(null)).toBeUndefined();
    expect(parseContentDisposition('attachment')).toBeUndefined();
    expect(fileNameFrom('inline')).toBe(DEFAULT_FILE_NAME);
    expect(fileNameFrom(undefined, 'x.csv')).toBe('x.csv');
    expect(DEFAULT_FILE_NAME).toBe('下载文件.xlsx');
  });
});
