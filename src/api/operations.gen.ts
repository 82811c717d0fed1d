/**
 * PLACEHOLDER: the contract generator (`npm run gen`) overwrites this file with every
 * operation of the catalogue. Only a few entries live here so the API client compiles.
 */

/** How the client treats one operation. */
export interface OperationMeta {
  readonly encoding: 'form' | 'json' | 'multipart' | 'query' | 'none';
  readonly response: 'json' | 'file';
  readonly timeoutMs: number;
}

/** Key: `${METHOD} ${pathTemplate}`, e.g. 'POST /organisation/household/delete/{id}'. */
export const OPERATIONS: Readonly<Record<string, OperationMeta>> = {
  'POST /user/login': { encoding: 'form', response: 'json', timeoutMs: 5000 },
  'POST /user/logout': { encoding: 'none', response: 'json', timeoutMs: 5000 },
  'GET /user/profile': { encoding: 'query', response: 'json', timeoutMs: 5000 },
  'POST /user/updatepwd': { encoding: 'json', response: 'json', timeoutMs: 5000 },
  'POST /organisation/household/delete/{id}': { encoding: 'none', response: 'json', timeoutMs: 5000 },
  'POST /flashdeliver/web/order/exportOrder': { encoding: 'json', response: 'file', timeoutMs: 5000 },
  'POST /web/role/oneKeySettingAppRoleType3OrganisationAdministrators': { encoding: 'form', response: 'json', timeoutMs: 100000 },
};
