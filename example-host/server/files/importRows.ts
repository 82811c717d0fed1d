/**
 * Turns the parsed sheet into checked rows: header mapping, per-cell conversion, reference
 * lookup (by id or by the referenced row's label), required fields and unique names, both
 * against the database and within the file. Answers the good rows and the per-row errors.
 */
import type { CatalogueIndex, ResourceDef } from '../../../src/contract';
import { q, tableName } from '../db/migrate';
import type { Db, Row } from '../types';
import { convertCell, mapHeader } from './importCells';

export interface ImportError {
  readonly row: number;
  readonly field?: string;
  readonly msg: string;
}

export interface SheetLine {
  /** Spreadsheet row number (1-based; the header is usually row 1). */
  readonly row: number;
  readonly values: Row;
}

/** Cells of the sheet mapped to fields; empty lines are skipped. Null when no header column is known. */
export function linesOf(r: ResourceDef, table: readonly (readonly string[])[]): { lines: SheetLine[]; errors: ImportError[] } | null {
  // The header is the line (among the first five) naming the most fields: a title line above it is skipped.
  let headerAt = -1;
  let fields: (string | null)[] = [];
  for (let i = 0; i < Math.min(5, table.length); i++) {
    const mapped = mapHeader(r, table[i] ?? []);
    if (mapped.filter(Boolean).length > fields.filter(Boolean).length) { headerAt = i; fields = mapped; }
  }
  if (headerAt < 0) return null;
  const lines: SheetLine[] = [];
  const errors: ImportError[] = [];
  for (let i = headerAt + 1; i < table.length; i++) {
    const cells = table[i] ?? [];
    if (!cells.some((c) => c.trim() !== '')) continue;
    const values: Row = {};
    fields.forEach((f, ci) => {
      if (!f) return;
      const raw = cells[ci] ?? '';
      if (raw.trim() === '') return;
      const got = convertCell(r.fields[f]!, raw);
      if (got.ok) values[f] = got.value;
      else errors.push({ row: i + 1, field: f, msg: got.msg });
    });
    lines.push({ row: i + 1, values });
  }
  return { lines, errors };
}

/** Replaces ref texts by ids: a number is an id that must exist, any other text a unique label. */
async function resolveRefs(db: Db, idx: CatalogueIndex, r: ResourceDef, lines: SheetLine[], errors: ImportError[]): Promise<void> {
  for (const [name, fd] of Object.entries(r.fields)) {
    if (fd.type !== 'ref' || !fd.ref) continue;
    const raw = [...new Set(lines.map((l) => l.values[name]).filter((v) => v !== undefined).map(String))];
    if (!raw.length) continue;
    const target = idx.resource(fd.ref);
    const ids = raw.filter((s) => /^\d+$/.test(s)).map(Number);
    const labels = raw.filter((s) => !/^\d+$/.test(s));
    const found = await db.query(
      `select "id", ${q(target.labelField)}::text as "label" from ${tableName(target)}
       where "_deleted" = false and ("id" = any($1) or ${q(target.labelField)}::text = any($2))`,
      [ids, [...labels, ...ids.map(String)]],
    );
    const byId = new Set(found.map((f) => Number(f.id)));
    const byLabel = new Map<string, number[]>();
    for (const f of found) byLabel.set(String(f.label), [...(byLabel.get(String(f.label)) ?? []), Number(f.id)]);
    const label = fd.label['zh-CN'];
    for (const l of lines) {
      const v = l.values[name];
      if (v === undefined) continue;
      const s = String(v);
      const matches = byLabel.get(s) ?? [];
      if (/^\d+$/.test(s) && byId.has(Number(s))) l.values[name] = Number(s);
      else if (matches.length === 1) l.values[name] = matches[0];
      else {
        errors.push({ row: l.row, field: name, msg: matches.length > 1 ? `${label}"${s}"不唯一，请填写编号` : `${label}"${s}"不存在` });
        delete l.values[name];
      }
    }
  }
}

/** Unique fields (and a unique label field) must be new, in the database and in the file. */
async function checkUnique(db: Db, r: ResourceDef, lines: SheetLine[], errors: ImportError[]): Promise<void> {
  for (const [name, fd] of Object.entries(r.fields)) {
    if (!fd.unique) continue;
    const values = [...new Set(lines.map((l) => l.values[name]).filter((v) => v !== undefined).map(String))];
    if (!values.length) continue;
    const taken = new Set((await db.query(
      `select ${q(name)}::text as "v" from ${tableName(r)} where "_deleted" = false and ${q(name)}::text = any($1)`, [values],
    )).map((x) => String(x.v)));
    const inFile = new Set<string>();
    for (const l of lines) {
      const v = l.values[name];
      if (v === undefined) continue;
      const s = String(v);
      if (taken.has(s) || inFile.has(s)) errors.push({ row: l.row, field: name, msg: `${fd.label['zh-CN']}"${s}"已存在` });
      inFile.add(s);
    }
  }
}

/** Required fields without a default must be present once references are resolved. */
export function checkRequired(r: ResourceDef, lines: SheetLine[], errors: ImportError[]): void {
  const failed = new Set(errors.map((e) => `${e.row}:${e.field}`));
  for (const l of lines) {
    for (const [name, fd] of Object.entries(r.fields)) {
      if (!fd.required || name === 'id' || fd.readOnly || fd.default !== undefined) continue;
      if (l.values[name] === undefined && !failed.has(`${l.row}:${name}`)) errors.push({ row: l.row, field: name, msg: `${fd.label['zh-CN']}不能为空` });
    }
  }
}

/** Resolves refs and checks uniqueness; `prefill` may fill values from other rows before the checks. */
export async function checkLines(
  db: Db, idx: CatalogueIndex, r: ResourceDef, lines: SheetLine[], errors: ImportError[],
  prefill?: (lines: SheetLine[]) => Promise<void>,
): Promise<void> {
  await resolveRefs(db, idx, r, lines, errors);
  if (prefill) await prefill(lines);
  checkRequired(r, lines, errors);
  await checkUnique(db, r, lines, errors);
}
