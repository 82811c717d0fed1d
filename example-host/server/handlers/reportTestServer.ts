/**
 * The set-up the report and money tests share: a reference server with its clock at 2026-03-10
 * 10:00 (PGlite, or PostgreSQL when a URL is given), the admin's session, a new project of the
 * first company (so a test counts only the rows it adds), and a call that must answer code 200.
 */
import { expect } from 'vitest';
import { createServer, type ReferenceServer } from '../createServer';
import { testClient, type CallResult, type TestClient } from '../api/testClient';
import type { Row } from '../types';

/** What an envelope's data is to a test: whatever the call answers (the test checks its shape). */
type Data = NonNullable<CallResult['body']>['data'];

export interface ReportTestServer {
  server: ReferenceServer;
  api: TestClient;
  admin: string;
  orgId: number;
  /** POSTs JSON as `session` (the admin by default) and answers the data of a code-200 envelope. */
  ok: (path: string, json: Row, session?: string) => Promise<Data>;
}

/**
 * @example
 * const t = await reportTestServer(process.env.TEST_DATABASE_URL, '报表项目');
 * const data = await t.ok('/statistics/report/flashStatistics', { startDate, endDate, dimension: 'day' });
 */
export async function reportTestServer(databaseUrl: string | undefined, projectName: string): Promise<ReportTestServer> {
  const server = await createServer({ dataDir: 'memory://', quiet: true, now: () => new Date(2026, 2, 10, 10, 0, 0), ...(databaseUrl ? { databaseUrl } : {}) });
  const api = testClient(server);
  const admin = await api.login('admin', 'Admin123');
  const ok = async (path: string, json: Row, session = admin): Promise<Data> => {
    const res = await api.call('POST', path, { json, session });
    expect(res.body?.code, `${path}: ${res.body?.msg}`).toBe(200);
    return res.body!.data;
  };
  const companyId = (await api.call('POST', '/organisation/company/getselectlist', { form: {}, session: admin })).body!.data[0].value;
  const org = await api.call('POST', '/organisation/organization/add', { form: { name: `${projectName}${Date.now() % 1e8}`, companyId }, session: admin });
  return { server, api, admin, orgId: org.body!.data.id as number, ok };
}
