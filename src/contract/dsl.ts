/**
 * Small builders that keep the catalogue files short and uniform.
 *
 * @example
 * const resource = resourcesOf('organisation', '/organisation');
 * export const unit = resource('unit', {
 *   title: t('单元', 'Units', 'Unidades'),
 *   permission: 'space',
 *   fields: { id: f.id(), name: f.string(t('单元名称', 'Unit name', 'Nombre'), { required: true, max: 32 }) },
 *   operations: [...standard(), post('getselectlist', { kind: 'select' })],
 * });
 */
import type {
  Approval, EnumValue, FieldDef, FieldMap, FieldType, OperationDef, OperationKind, ResourceDef, ServiceDef, Text, Transition,
} from './types';

/**
 * @example
 * post('list', { timeoutMs: DEFAULT_TIMEOUT_MS }) // the default, 5 s
 */
export const DEFAULT_TIMEOUT_MS = 5000;
/**
 * 000 section 9: the one-step app role set-up waits up to 100 s.
 * @example
 * post('oneKeyCreate', { timeoutMs: LONG_TIMEOUT_MS }) // up to 100 s
 */
export const LONG_TIMEOUT_MS = 100000;

/**
 * A text in zh-CN, en and es.
 * @example
 * t('单元', 'Units', 'Unidades') // { 'zh-CN': '单元', en: 'Units', es: 'Unidades' }
 */
export const t = (zh: string, en: string, es: string): Text => ({ 'zh-CN': zh, en, es });

type FieldOpts = Omit<FieldDef, 'type' | 'label'>;
const field = (type: FieldType) => (label: Text, opts: FieldOpts = {}): FieldDef => ({ type, label, ...opts });

/**
 * Field builders; every one takes a label and optional constraints.
 * @example
 * fields: { id: f.id(), name: f.string(t('名称', 'Name', 'Nombre'), { required: true, max: 32 }) }
 */
export const f = {
  id: (): FieldDef => ({ type: 'id', label: t('编号', 'ID', 'ID'), readOnly: true }),
  string: field('string'),
  text: field('text'),
  integer: field('integer'),
  number: field('number'),
  amount: field('amount'),
  percent: field('percent'),
  boolean: field('boolean'),
  date: field('date'),
  datetime: field('datetime'),
  phone: field('phone'),
  email: field('email'),
  url: field('url'),
  image: field('image'),
  audio: field('audio'),
  password: field('password'),
  enum: (label: Text, values: readonly EnumValue[], opts: FieldOpts = {}): FieldDef => ({ type: 'enum', label, values, ...opts }),
  ref: (label: Text, ref: string, opts: FieldOpts = {}): FieldDef => ({ type: 'ref', label, ref, ...opts }),
  /**
   * The id of the user who put the row up for approval (server-set; the two-person rule compares it
   * with the approver). For integrators and the screens' logic, never drawn.
   */
  requesterId: (): FieldDef => ({ type: 'integer', label: t('申请人编号', 'Requester ID', 'ID del solicitante'), readOnly: true, internal: true, requester: 'id' }),
  /** The display name of that user (server-set), shown in lists and details. */
  requesterName: (): FieldDef => ({ type: 'string', label: t('申请人', 'Requested by', 'Solicitado por'), readOnly: true, max: 64, requester: 'name' }),
  /** Server-stamped creation time, shown in lists and filterable as a date range. */
  createTime: (): FieldDef => ({ type: 'datetime', label: t('创建时间', 'Created at', 'Creado'), readOnly: true, filter: true }),
};

/**
 * One enum value.
 * @example
 * v(1, t('启用', 'Enabled', 'Activo'), 'success') // { value: 1, label: {…}, tone: 'success' }
 */
export const v = (value: string | number, label: Text, tone?: EnumValue['tone']): EnumValue =>
  tone ? { value, label, tone } : { value, label };

/**
 * The common enabled/disabled pair used by many status fields.
 * @example
 * status: f.enum(t('状态', 'Status', 'Estado'), ENABLED)
 */
export const ENABLED = [v(1, t('启用', 'Enabled', 'Activo'), 'success'), v(0, t('停用', 'Disabled', 'Inactivo'), 'danger')] as const;

/**
 * What the two targets of an enable/disable toggle over `ENABLED` do (`Transition.verbs`).
 * @example
 * transition: { field: 'status', to: [1, 0], verbs: TOGGLE_VERBS }
 */
export const TOGGLE_VERBS = { 1: t('启用', 'Enable', 'Activar'), 0: t('停用', 'Disable', 'Desactivar') } as const;

/**
 * What the two targets of an audit do: approve or reject (`Transition.verbs`).
 * @example
 * transition: { field: 'auditStatus', to: ['approved', 'rejected'], verbs: auditVerbs() }
 */
export const auditVerbs = (approved = 'approved', rejected = 'rejected'): Readonly<Record<string, Text>> => ({
  [approved]: t('通过', 'Approve', 'Aprobar'), [rejected]: t('驳回', 'Reject', 'Rechazar'),
});

/**
 * @example
 * operations: [...standard(), post('getselectlist', { kind: 'select' })]
 */
export interface OpOpts {
  /** Defaults to the last path segment without params. */
  name?: string;
  kind?: OperationKind;
  /** An `action` that only reads (no audit-log row, see changesState). */
  reads?: boolean;
  /** Path below the resource base (default: the name), or absolute when it starts with '/'. */
  path?: string;
  json?: boolean;
  multipart?: boolean;
  /** Response is a file download. */
  file?: boolean;
  query?: readonly string[];
  body?: FieldMap;
  transition?: Transition;
  target?: string;
  where?: OperationDef['where'];
  /** A list of one's own rows: the field holding the calling user's id (see `OperationDef.mine`). */
  mine?: string;
  physical?: boolean;
  /** An export that answers the import template (see `OperationDef.template`). */
  template?: boolean;
  stats?: OperationDef['stats'];
  permission?: string | null;
  /** A call that approves a request: its own permission key, refused to the requester (see `Approval`). */
  approval?: Approval;
  public?: boolean;
  timeoutMs?: number;
  summary?: string;
  /** The operator's short name of the call in zh-CN, en, es (see `OperationDef.label`). */
  label?: Text;
}

/**
 * An operation template; `resource()` fills in the base path.
 * @example
 * operations: [...standard({ except: ['delete_ids'] })] // list, get, add, update, delete/{id}
 */
export type OpTemplate = (base: string) => OperationDef;

const KIND_BY_NAME: Record<string, OperationKind> = {
  list: 'list', add: 'add', update: 'update', delete: 'delete', delete_ids: 'deleteIds',
  getselectlist: 'select', check_exists_name: 'checkName', addOrSave: 'save',
};

function guessKind(name: string, o: OpOpts): OperationKind {
  if (o.transition) return 'transition';
  if (o.file) return 'export';
  if (KIND_BY_NAME[name]) return KIND_BY_NAME[name];
  return 'action';
}

function op(method: 'GET' | 'POST', segment: string, o: OpOpts = {}): OpTemplate {
  return (base) => {
    const rel = o.path ?? segment;
    const path = rel.startsWith('/') ? rel : `${base}/${rel}`.replace(/\/$/, '');
    const name = o.name ?? segment.split('/').filter((s) => s && !s.startsWith('{')).pop() ?? 'get';
    const kind = o.kind ?? guessKind(name, o);
    const encoding = method === 'GET'
      ? (o.query?.length ? 'query' : 'none')
      : o.multipart ? 'multipart' : o.json ? 'json' : 'form';
    const def: OperationDef = {
      name, method, path, kind, encoding,
      response: o.file ? 'file' : 'json',
      timeoutMs: o.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      summary: o.summary ?? `${method} ${path}`,
      ...(o.query ? { query: o.query } : {}),
      ...(o.body ? { body: o.body } : {}),
      ...(o.transition ? { transition: o.transition } : {}),
      ...(o.target ? { target: o.target } : {}),
      ...(o.where ? { where: o.where } : {}),
      ...(o.mine ? { mine: o.mine } : {}),
      ...(o.physical ? { physical: true } : {}),
      ...(o.template ? { template: true } : {}),
      ...(o.stats ? { stats: o.stats } : {}),
      ...(o.permission !== undefined ? { permission: o.permission } : {}),
      // The approval's key is the call's key: the one permission check guards it.
      ...(o.approval ? { approval: o.approval, permission: o.approval.permission } : {}),
      ...(o.public ? { public: true } : {}),
      ...(o.reads ? { reads: true } : {}),
      ...(o.label ? { label: o.label } : {}),
    };
    return def;
  };
}

/**
 * The approvers' permission keys (our additions; spec 000 section 6 names none). Each is held apart
 * from the keys of the calls that make the requests it approves.
 * @example
 * approval: { permission: APPROVAL_KEYS.recharge, requester: 'requesterId' }
 */
export const APPROVAL_KEYS = {
  recharge: 'approve:recharge',
  refund: 'approve:refund',
  message: 'approve:message',
  shelf: 'approve:shelf',
  household: 'approve:household',
  credit: 'approve:credit',
} as const;

/**
 * A POST call; `segment` is the path below the resource (or absolute).
 * @example
 * operations: [...standard(), post('getselectlist', { kind: 'select' })]
 */
export const post = (segment: string, o: OpOpts = {}): OpTemplate => op('POST', segment, o);
/**
 * A GET call; `segment` is the path below the resource (or absolute).
 * @example
 * get('detail/{id}', { kind: 'get' })
 */
export const get = (segment: string, o: OpOpts = {}): OpTemplate => op('GET', segment, o);

/**
 * 001 section 7.0: list, get by id, add, update, delete/{id}, delete_ids.
 * @example
 * operations: [...standard({ except: ['delete_ids'] })] // list, get, add, update, delete/{id}
 */
export function standard(o: { except?: readonly string[] } = {}): OpTemplate[] {
  const all: OpTemplate[] = [
    post('list', { kind: 'list', summary: 'List with filters and paging' }),
    get('{id}', { name: 'get', kind: 'get', summary: 'Get one by id' }),
    post('add', { kind: 'add', summary: 'Add' }),
    post('update', { kind: 'update', summary: 'Update' }),
    post('delete/{id}', { name: 'delete', kind: 'delete', summary: 'Delete by id (soft unless the record says physical)' }),
    post('delete_ids', { kind: 'deleteIds', summary: 'Delete several (ids comma-separated)' }),
  ];
  const names = ['list', 'get', 'add', 'update', 'delete', 'delete_ids'];
  return all.filter((_, i) => !o.except?.includes(names[i]!));
}

/**
 * @example
 * const resource = resourcesOf('organisation', '/organisation');
 * export const unit = resource('unit', { title: t('单元', 'Units', 'Unidades'), fields: { id: f.id() }, operations: standard() });
 */
export interface ResourceInput {
  title: Text;
  permission: string;
  fields: FieldMap;
  operations: readonly OpTemplate[];
  /** Base path below the API base; defaults to `/{service prefix}/{name}`. */
  path?: string;
  labelField?: string;
  physicalDelete?: boolean;
  parent?: ResourceDef['parent'];
  ledger?: boolean | 'money';
}

/**
 * Returns the resource builder of one service: every resource it declares gets the
 * service key and, unless it says otherwise, the base path `{prefix}/{name}`.
 * @example
 * const resource = resourcesOf('organisation', '/organisation');
 * export const unit = resource('unit', { title: t('单元', 'Units', 'Unidades'), fields: { id: f.id() }, operations: standard() });
 */
export function resourcesOf(serviceKey: string, prefix: string) {
  return (name: string, r: ResourceInput): ResourceDef => {
    const basePath = r.path ?? `${prefix}/${name}`;
    const operations = r.operations.map((tpl) => tpl(basePath));
    const seen = new Set<string>();
    for (const o of operations) {
      if (seen.has(o.name)) throw new Error(`${serviceKey}.${name}: operation ${o.name} declared twice`);
      seen.add(o.name);
    }
    const labelField = r.labelField ?? (['name', 'title'].find((k) => k in r.fields) ?? 'id');
    return {
      service: serviceKey, name, key: `${serviceKey}.${name}`, basePath, title: r.title,
      permission: r.permission, fields: r.fields, labelField, operations,
      ...(r.physicalDelete ? { physicalDelete: true } : {}),
      ...(r.parent ? { parent: r.parent } : {}),
      ...(r.ledger ? { ledger: r.ledger } : {}),
    };
  };
}

/**
 * Bundles a service's resources.
 * @example
 * export const organisationService = service('organisation', t('组织', 'Organisation', 'Organización'), '/organisation', false, [unit]);
 */
export function service(key: string, title: Text, prefix: string, prefixAssumed: boolean, resources: readonly ResourceDef[]): ServiceDef {
  return { key, title, prefix, prefixAssumed, resources };
}
