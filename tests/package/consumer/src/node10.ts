// The repo's type-check runs before any build, when the types of these imports (dist/) do not exist
// yet; tests/package/exports.test.ts type-checks this file in a consumer's copy, against the packed package.
// eslint-disable-next-line @typescript-eslint/ban-ts-comment
// @ts-nocheck
/** A consumer under node10 resolution: the root through `types`, subpaths through typesVersions. */
import { createApiClient, type ApiClient } from '@supercloud/admin';
import { OPERATIONS } from '@supercloud/admin/api';
import { catalogue } from '@supercloud/admin/contract';
import { parseTime } from '@supercloud/admin/utils';
import * as meal from '@supercloud/admin/meal';
import * as passthrough from '@supercloud/admin/passthrough';

export const client: ApiClient = createApiClient({ baseUrl: '/super_cloud/api' });
export const used = [OPERATIONS, catalogue, parseTime, meal, passthrough];
