// The repo's type-check runs before any build, when the types of these imports (dist/) do not exist
// yet; tests/package/exports.test.ts compiles and runs this file in a consumer's copy, against the packed package.
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-nocheck
/** The ES module counterpart of require.cts: `import` reaches the ESM build and its .d.ts types. */
import { ApiError, DialogBody, createApiClient } from '@supercloud/admin';
import { ApiError as SubpathApiError, type ApiClient } from '@supercloud/admin/api';
import { createElement, type ReactElement } from 'react';

/** A known path takes its body and types its rows; a path the schema lacks is refused. */
export async function visitorNames(client: ApiClient): Promise<string[]> {
  const res = await client.POST('/passthrough/visitorInfo/list', { body: { pageNum: 1, pageSize: 10 } });
  // @ts-expect-error the schema has no such path
  await client.POST('/no/such/path');
  return (res.data?.list ?? []).map((v) => String(v.name));
}

const client: ApiClient = createApiClient({ baseUrl: '/super_cloud/api' });
const body: ReactElement = createElement(DialogBody, null, 'text');
console.log(JSON.stringify({ client: typeof client.POST, body: typeof body, sameModule: ApiError === SubpathApiError }));
