/**
 * The catalogue as plain data. Nothing here imports React, fetch or any other layer:
 * the OpenAPI document, the API client, the reference server and the screens are all
 * derived from these shapes.
 */
import type { ReportDef } from './report';

/**
 * @example
 * LOCALES.map((locale) => resource.title[locale]) // ['订餐订单', 'Dinner orders', 'Pedidos de comida']
 */
export const LOCALES = ['zh-CN', 'en', 'es'] as const;
/**
 * @example
 * LOCALES.map((locale) => resource.title[locale]) // ['订餐订单', 'Dinner orders', 'Pedidos de comida']
 */
export type Locale = (typeof LOCALES)[number];
/**
 * A user-visible text in every supported locale.
 * @example
 * t('单元', 'Units', 'Unidades') // { 'zh-CN': '单元', en: 'Units', es: 'Unidades' }
 */
export type Text = Readonly<Record<Locale, string>>;

/**
 * @example
 * isRangeField({ type: 'date', label: t('日期', 'Date', 'Fecha') }) // true: filtered as from~to
 */
export type FieldType =
  | 'id'
  | 'string'
  | 'text' // long free text (textarea)
  | 'integer'
  | 'number'
  | 'amount' // money, two decimals (000 section 5)
  | 'percent' // 0..100
  | 'boolean'
  | 'date' // yyyy-MM-dd
  | 'datetime' // yyyy-MM-dd HH:mm:ss
  | 'phone' // 11 digits, 1[2-9]xxxxxxxxx
  | 'email'
  | 'url' // http, https, mailto, tel
  | 'enum'
  | 'ref' // id of a row of another resource, chosen from its select list
  | 'image' // URL of an uploaded file
  | 'audio' // URL of an uploaded sound file (mp3, wav, ogg, m4a, aac); our addition
  | 'password'; // write-only, hashed by the server

/**
 * @example
 * v(1, t('启用', 'Enabled', 'Activo'), 'success') // { value: 1, label: {…}, tone: 'success' }
 */
export interface EnumValue {
  readonly value: string | number;
  readonly label: Text;
  /** Colour role for status cells (000 section 4 display mapping). */
  readonly tone?: 'success' | 'info' | 'warning' | 'danger' | 'grey' | 'purple';
}

/**
 * @example
 * fields: { id: f.id(), name: f.string(t('名称', 'Name', 'Nombre'), { required: true, max: 32 }) }
 */
export interface FieldDef {
  readonly type: FieldType;
  readonly label: Text;
  readonly required?: boolean;
  /** Maximum length for strings, maximum value for numbers. */
  readonly max?: number;
  /** Minimum length for strings, minimum value for numbers. */
  readonly min?: number;
  /** For `enum` fields: the allowed values in display order. */
  readonly values?: readonly EnumValue[];
  /** For `ref` fields: the resource key (`service.resource`) whose select list feeds it. */
  readonly ref?: string;
  /** Uniqueness is checked through the resource's `check_exists_name` call. */
  readonly unique?: boolean;
  /** Assigned by the server (ids, timestamps, computed totals); never sent on add/update. */
  readonly readOnly?: boolean;
  /** Offered as a list filter. */
  readonly filter?: boolean;
  /** Hidden from list columns by default (still in forms and details). */
  readonly hiddenInList?: boolean;
  /** Default value for new records. */
  readonly default?: string | number | boolean;
  /**
   * Write-only (AppSecret, SMS and mail keys): never sent back in reads; an edit that leaves it
   * blank keeps the stored value.
   */
  readonly secret?: boolean;
  /** Set when the record is added, read-only afterwards (amounts of money records). */
  readonly createOnly?: boolean;
  /**
   * For integrators only (the API, exports): a call id in the operation log. The operator's screens
   * never draw it (no column, filter, detail line or input): a call name is not the operator's language.
   */
  readonly internal?: boolean;
  /** Assigned by the server on add as `<prefix><yyyyMMdd><sequence>` (order and slip numbers). */
  readonly serial?: string;
  /**
   * Stamped by the server with the calling user (`id`: the user's id, `name`: the display name)
   * when the row is added or put up for approval (see `Approval.requester`); never taken from the
   * payload, so nobody can name someone else as the requester.
   */
  readonly requester?: 'id' | 'name';
}

/**
 * @example
 * const resource = resourcesOf('organisation', '/organisation');
 * export const unit = resource('unit', { title: t('单元', 'Units', 'Unidades'), fields: { id: f.id() }, operations: standard() });
 */
export type FieldMap = Readonly<Record<string, FieldDef>>;

/**
 * @example
 * operationKey({ method: 'POST', path: '/organisation/unit/list' }) // 'POST /organisation/unit/list'
 */
export type HttpMethod = 'GET' | 'POST';

/**
 * How the request carries its input.
 * @example
 * post('import', { multipart: true }) // encoding 'multipart': the file goes as multipart/form-data
 */
export type Encoding = 'form' | 'json' | 'multipart' | 'query' | 'none';

/**
 * What an operation does, so that the server, the client and the screens can treat
 * every call of one kind alike.
 * @example
 * operationsOf(orderDinner, 'export').map((o) => o.name)
 */
export type OperationKind =
  | 'list' // paged rows: { list, total, pageNum, pageSize }
  | 'all' // every matching row, unpaged
  | 'get' // one row by id (path or body)
  | 'add'
  | 'update'
  | 'save' // add when no id, update otherwise
  | 'delete' // by id in the path (soft by default)
  | 'deleteIds' // body `ids`: comma-separated ids
  | 'select' // value/label pairs for select lists
  | 'checkName' // uniqueness check: data { exists } for the label field
  | 'tree' // nested { value, label, children }
  | 'stats' // aggregates over real rows
  | 'report' // a report (see report.ts): grouped measures over a bounded date range
  | 'export' // file download (xlsx)
  | 'import' // multipart upload of xlsx/csv, per-row report
  | 'upload' // multipart file storage
  | 'transition' // changes one status field along an allowed transition
  | 'action'; // anything else; the server gives it a dedicated handler

/**
 * @example
 * transition: { field: 'status', to: [1, 0], verbs: TOGGLE_VERBS }
 */
export interface Transition {
  /** The status field the action changes. */
  readonly field: string;
  /** States from which the action is allowed. */
  readonly from: readonly (string | number)[];
  /** Target state; with several, the request field named `field` picks one of them. */
  readonly to: readonly (string | number)[];
  /**
   * What choosing each target does, as the operator says it (通过 / 驳回, 启用 / 停用), by target
   * state; required when there are several targets.
   */
  readonly verbs?: Readonly<Record<string, Text>>;
  /** Extra fields set along with the transition (e.g. a generated card number). */
  readonly sets?: readonly string[];
}

/**
 * The two-person rule of a call that approves a request (a recharge, a message release, a shelf
 * listing, a household registration, a refund): its own permission key, never the key of the calls
 * that make the request, and the server refuses it to the user who asked.
 * @example
 * approval: { permission: 'approve:recharge', requester: 'requesterId' }
 */
export interface Approval {
  /** The approver's permission key (our addition: spec 000 section 6 names none). */
  readonly permission: string;
  /**
   * Field of the rows holding the id of the user who put the row up for approval (a `requester:
   * 'id'` field, set by the server on add and on the submitting transition). Absent where no user
   * asks: a refund of a payment a till or the app took.
   */
  readonly requester?: string;
}

/**
 * @example
 * const list = operationOf(orderDinner, 'list'); // the resource's own list call, or null
 */
export interface OperationDef {
  /** Unique within the resource; operationId is `service.resource.name`. */
  readonly name: string;
  readonly method: HttpMethod;
  /** Full path below the API base, spelled exactly as the spec writes it. `{x}` marks path params. */
  readonly path: string;
  readonly kind: OperationKind;
  readonly encoding: Encoding;
  /** `file` for downloads (Blob + Content-Disposition file name). */
  readonly response: 'json' | 'file';
  readonly timeoutMs: number;
  /** Query parameter names for GET calls that take them. */
  readonly query?: readonly string[];
  /** Request fields beyond what the kind implies (or all of them for `action`). */
  readonly body?: FieldMap;
  /** For state-changing actions (001 section 4). */
  readonly transition?: Transition;
  /** Resource key whose rows the call reads or writes, when not its own. */
  readonly target?: string;
  /** Fixed filter a list-like call applies (e.g. only pending audits). */
  readonly where?: Readonly<Record<string, string | number | boolean>>;
  /** For a list: only the rows whose field of this name holds the calling user's id (one's own requests). */
  readonly mine?: string;
  /** Physical delete instead of soft. */
  readonly physical?: boolean;
  /** For `export`: answers the import template (the header row of what an import fills), not rows. */
  readonly template?: boolean;
  /** For `stats`: group rows by these fields and count them, summing the named numeric fields. */
  readonly stats?: {
    readonly groupBy?: readonly string[];
    readonly sum?: readonly string[];
    /**
     * Rows left out of the counts, sums and total (cancelled and refunded orders), answered apart
     * per value in `excluded`, so a total says what it includes.
     */
    readonly exclude?: { readonly field: string; readonly values: readonly (string | number)[] };
  };
  /** Marks a call that approves a request; its `permission` is then `approval.permission`. */
  readonly approval?: Approval;
  /** For `report` calls and their exports: the report they answer. */
  readonly report?: ReportDef;
  /** Permission key checked by the server, when not the resource's. `null` = any logged-in user. */
  readonly permission?: string | null;
  /** Anyone, even without a session (login, getKey). */
  readonly public?: boolean;
  /**
   * An `action` that only reads (a lookup, a check, a URL): it changes no state, so it is not
   * audited (see changesState). Every other action is taken to change state.
   */
  readonly reads?: boolean;
  /** One line for the OpenAPI summary. */
  readonly summary: string;
  /**
   * The operator's short name of the call (挂失, 上架审核, 导出订单), for its button, dialog title
   * and toast; every call with a UI surface (transitions, actions, imports, exports) has one.
   */
  readonly label?: Text;
}

/**
 * @example
 * <ResourceTable resource={orderDinner} rows={rows} fields={listColumns(orderDinner)} label="订餐订单" />
 */
export interface ResourceDef {
  readonly service: string;
  readonly name: string;
  /** `service.resource`, unique over the whole catalogue. */
  readonly key: string;
  /** Path of the standard pattern, below the API base. */
  readonly basePath: string;
  readonly title: Text;
  /** Role key of 000 section 6 needed to use this resource. */
  readonly permission: string;
  readonly fields: FieldMap;
  /** Field used as the label in select lists and breadcrumbs. */
  readonly labelField: string;
  readonly operations: readonly OperationDef[];
  /** Rows are really removed on delete (otherwise a `deleted` flag is set). */
  readonly physicalDelete?: boolean;
  /** Resource key of the parent in a hierarchy (build > unit > floor > roomNo). */
  readonly parent?: { readonly resource: string; readonly field: string };
  /**
   * `true`: append-only records of money or goods (orders, bills, welfare grants): no edit or
   * delete from the screens, and the reference server refuses them. `'money'`: a money ledger
   * (account records, account flow, points records, credit quota changes, refund lines), whose
   * lines only the action that moved the money writes, with who and when: no generic add, update,
   * save, delete or import either (see ledgerRefusal in ledger.ts).
   */
  readonly ledger?: boolean | 'money';
}

/**
 * @example
 * export const organisationService = service('organisation', t('组织', 'Organisation', 'Organización'), '/organisation', false, [unit]);
 */
export interface ServiceDef {
  readonly key: string;
  readonly title: Text;
  /** Default path prefix below the API base. */
  readonly prefix: string;
  /** True where the spec does not state the prefix and we chose it (overridable). */
  readonly prefixAssumed: boolean;
  readonly resources: readonly ResourceDef[];
}
