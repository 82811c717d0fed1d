// The repo's type-check runs before any build, when the types of these imports (dist/) do not exist
// yet; tests/package/exports.test.ts compiles and runs this file in a consumer's copy, against the packed package.
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-nocheck
/**
 * A CommonJS consumer: `require` of the root and of a subpath reaches the CommonJS build and its
 * .d.cts types (the schema's paths type the client), and both name one module graph.
 */
/* eslint-disable @typescript-eslint/no-require-imports -- a CommonJS consumer is what this file tests */
import admin = require('@supercloud/admin');
import api = require('@supercloud/admin/api');
import React = require('react');

/** A known path takes its body and types its rows; a path the schema lacks is refused. */
export async function visitorNames(client: api.ApiClient): Promise<string[]> {
  const res = await client.POST('/passthrough/visitorInfo/list', { body: { pageNum: 1, pageSize: 10 } });
  // @ts-expect-error the schema has no such path
  await client.POST('/no/such/path');
  return (res.data?.list ?? []).map((v) => String(v.name));
}

const client: api.ApiClient = admin.createApiClient({ baseUrl: '/super_cloud/api' });
const body: React.ReactElement = React.createElement(admin.DialogBody, null, 'text');
console.log(JSON.stringify({ client: typeof client.POST, body: typeof body, sameModule: admin.ApiError === api.ApiError }));
