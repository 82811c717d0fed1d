/**
 * Turns stored rows into spreadsheet rows as a person reads them: zh-CN column labels, enum
 * values by their label, references by the referenced row's label, booleans as 是/否.
 */
import { isWriteOnly, type CatalogueIndex, type FieldDef, type ResourceDef } from '../../../src/contract';
import { q, tableName } from '../db/migrate';
import type { Db, Row } from '../types';
import type { XlsxCell } from './xlsx';

export interface SheetColumn {
  readonly name: string;
  readonly label: string;
  readonly fd: FieldDef;
}

/** Every field but passwords and secrets, in declaration order. */
export function exportColumns(r: ResourceDef): SheetColumn[] {
  return Object.entries(r.fields)
    .filter(([, fd]) => !isWriteOnly(fd))
    .map(([name, fd]) => ({ name, label: fd.label['zh-CN'], fd }));
}

/** The fields an import fills (what `add` accepts); required ones are marked with '*'. */
export function templateColumns(r: ResourceDef): SheetColumn[] {
  return Object.entries(r.fields)
    .filter(([name, fd]) => name !== 'id' && !fd.readOnly && fd.type !== 'password')
    .map(([name, fd]) => ({ name, label: `${fd.required ? '*' : ''}${fd.label['zh-CN']}`, fd }));
}

export type RefLabels = Map<string, Map<number, string>>;

/** Labels of the rows that the ref columns point at, one query per referenced resource. */
export async function loadRefLabels(db: Db, idx: CatalogueIndex, cols: readonly SheetColumn[], rows: readonly Row[]): Promise<RefLabels> {
  const out: RefLabels = new Map();
  for (const c of cols) {
    if (c.fd.type !== 'ref' || !c.fd.ref) continue;
    const ids = [...new Set(rows.map((r) => Number(r[c.name])).filter((n) => Number.isInteger(n) && n > 0))];
    const map = new Map<number, string>();
    out.set(c.name, map);
    if (!ids.length) continue;
    const target = idx.resource(c.fd.ref);
    const found = await db.query(`select "id", ${q(target.labelField)} as "label" from ${tableName(target)} where "id" = any($1)`, [ids]);
    for (const f of found) map.set(Number(f.id), f.label === null || f.label === undefined ? String(f.id) : String(f.label));
  }
  return out;
}

/** One cell as shown to people. */
export function displayValue(c: SheetColumn, v: unknown, refs: RefLabels): XlsxCell {
  if (v === null || v === undefined || v === '') return null;
  const fd = c.fd;
  switch (fd.type) {
    case 'enum': {
      const hit = fd.values?.find((x) => String(x.value) === String(v));
      return hit ? hit.label['zh-CN'] : String(v);
    }
    case 'ref': return refs.get(c.name)?.get(Number(v)) ?? Number(v);
    case 'boolean': return v === true || v === 't' || v === 1 ? '是' : '否';
    case 'id': case 'integer': case 'number': case 'amount': case 'percent': {
      const n = Number(v);
      return Number.isFinite(n) ? n : String(v);
    }
    default: return v instanceof Date ? v.toISOString() : String(v);
  }
}

/** Header plus one line per row. */
export async function sheetOf(db: Db, idx: CatalogueIndex, cols: readonly SheetColumn[], rows: readonly Row[]): Promise<XlsxCell[][]> {
  const refs = await loadRefLabels(db, idx, cols, rows);
  return [cols.map((c) => c.label), ...rows.map((row) => cols.map((c) => displayValue(c, row[c.name], refs)))];
}

/** `住户20261121.xlsx`: the zh-CN title and the local date. */
export function exportFileName(title: string, now: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${title}${now.getFullYear()}${p(now.getMonth() + 1)}${p(now.getDate())}.xlsx`;
}
