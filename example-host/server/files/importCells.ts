/**
 * From spreadsheet text to field values, checked like `add` checks a form: header labels in
 * any locale (or field names) find their field; each cell is converted to the field's type
 * and checked against its rules, with a Chinese message naming the field.
 */
import {
  AUDIO_PATTERN, DATE_PATTERN, DATETIME_PATTERN, IMAGE_PATTERN, LINK_PATTERN, PHONE_PATTERN, type FieldDef, type ResourceDef,
} from '../../../src/contract';

const norm = (s: string): string => s.normalize('NFKC').replace(/^\s*\*+/, '').replace(/\s+/g, '').toLowerCase();

/** For each column of the header, the field it fills (null when unknown or not writable). */
export function mapHeader(r: ResourceDef, header: readonly string[]): (string | null)[] {
  const names = new Map<string, string>();
  for (const [name, fd] of Object.entries(r.fields)) {
    if (name === 'id' || fd.readOnly || fd.type === 'password') continue;
    for (const k of [name, fd.label['zh-CN'], fd.label.en, fd.label.es]) if (!names.has(norm(k))) names.set(norm(k), name);
  }
  const seen = new Set<string>();
  return header.map((h) => {
    const f = names.get(norm(h ?? '')) ?? null;
    if (!f || seen.has(f)) return null;
    seen.add(f);
    return f;
  });
}

export type Converted = { ok: true; value: unknown } | { ok: false; msg: string };

const fail = (msg: string): Converted => ({ ok: false, msg });
const ok = (value: unknown): Converted => ({ ok: true, value });

/** Excel stores dates as days since 1899-12-30; a spreadsheet cell of a date field may hold one. */
function fromSerial(n: number, withTime: boolean): string {
  const ms = Math.round((n - 25569) * 86400000);
  const d = new Date(ms);
  const p = (x: number) => String(x).padStart(2, '0');
  const date = `${d.getUTCFullYear()}-${p(d.getUTCMonth() + 1)}-${p(d.getUTCDate())}`;
  return withTime ? `${date} ${p(d.getUTCHours())}:${p(d.getUTCMinutes())}:${p(d.getUTCSeconds())}` : date;
}

/** 2026/3/5 or 2026.3.5 -> 2026-03-05 (time part kept). */
function normalizeDate(s: string): string {
  const m = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(.*)$/.exec(s);
  return m ? `${m[1]}-${m[2]!.padStart(2, '0')}-${m[3]!.padStart(2, '0')}${m[4]}` : s;
}

function checkLength(label: string, fd: FieldDef, s: string): Converted {
  if (fd.max !== undefined && [...s].length > fd.max) return fail(`${label}长度不能超过${fd.max}个字符`);
  if (fd.min !== undefined && [...s].length < fd.min) return fail(`${label}长度不能少于${fd.min}个字符`);
  return ok(s);
}

function checkRange(label: string, fd: FieldDef, n: number): Converted {
  const min = fd.type === 'percent' ? fd.min ?? 0 : fd.min;
  const max = fd.type === 'percent' ? fd.max ?? 100 : fd.max;
  if (min !== undefined && n < min) return fail(`${label}不能小于${min}`);
  if (max !== undefined && n > max) return fail(`${label}不能大于${max}`);
  return ok(n);
}

const TRUE = new Set(['是', 'true', '1', 'yes', 'y', 'sí', 'si', '启用', '√']);
const FALSE = new Set(['否', 'false', '0', 'no', 'n', '停用', '×']);

/**
 * Converts one non-empty cell; refs are left as text or number for the caller to resolve.
 * @example
 * convertCell(fd, '138 0013 8000') // { ok: false, msg: '手机号格式不正确' }
 */
export function convertCell(fd: FieldDef, raw: string): Converted {
  const label = fd.label['zh-CN'];
  const s = raw.trim();
  switch (fd.type) {
    case 'integer': case 'number': case 'amount': case 'percent': {
      const n = Number(s.replace(/[,，¥￥]/g, '').replace(/%$/, ''));
      if (s === '' || !Number.isFinite(n)) return fail(`${label}必须是数字`);
      if (fd.type === 'integer' && !Number.isInteger(n)) return fail(`${label}必须是整数`);
      if (fd.type === 'amount' && Math.round(n * 100) !== Math.round(n * 100 * 1e6) / 1e6) return fail(`${label}最多保留两位小数`);
      return checkRange(label, fd, n);
    }
    case 'boolean': {
      const k = s.toLowerCase();
      if (TRUE.has(k)) return ok(true);
      if (FALSE.has(k)) return ok(false);
      return fail(`${label}应填写"是"或"否"`);
    }
    case 'enum': {
      const k = norm(s);
      const hit = fd.values?.find((v) => norm(String(v.value)) === k || Object.values(v.label).some((l) => norm(l) === k));
      if (!hit) return fail(`${label}的值"${s}"无效，可选：${fd.values?.map((v) => v.label['zh-CN']).join('、')}`);
      return ok(hit.value);
    }
    case 'date': case 'datetime': {
      const withTime = fd.type === 'datetime';
      const v = /^\d+(\.\d+)?$/.test(s) && Number(s) > 59 ? fromSerial(Number(s), withTime) : normalizeDate(s);
      const pattern = withTime ? DATETIME_PATTERN : DATE_PATTERN;
      if (!new RegExp(pattern).test(v) || Number.isNaN(Date.parse(v.slice(0, 10)))) return fail(`${label}格式不正确`);
      return ok(v);
    }
    case 'phone': {
      const v = s.replace(/[\s-]/g, '');
      return new RegExp(PHONE_PATTERN).test(v) ? ok(v) : fail(`${label}格式不正确`);
    }
    case 'email':
      return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(s) ? checkLength(label, fd, s) : fail(`${label}格式不正确`);
    case 'url':
      return new RegExp(LINK_PATTERN).test(s) ? checkLength(label, fd, s) : fail(`${label}格式不正确`);
    case 'image':
      return new RegExp(IMAGE_PATTERN).test(s) ? checkLength(label, fd, s) : fail(`${label}格式不正确`);
    case 'audio':
      return new RegExp(AUDIO_PATTERN).test(s) ? checkLength(label, fd, s) : fail(`${label}格式不正确`);
    case 'ref': case 'id':
      return ok(s);
    default:
      return checkLength(label, fd, s);
  }
}
