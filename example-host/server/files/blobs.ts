/**
 * Which stored bytes belong to which row: a server-owned table `_blobs` (not a contract
 * resource) linking an uploaded file or an export task to its FileStore key, its owner (the
 * user who made it and the organisations that user belonged to then) and whether the owner
 * has seen it (the export-centre dot).
 */
import type { Db, Row } from '../types';

export type BlobOwner = 'common.file' | 'session.exportTask';

export interface BlobRow extends Row {
  owner: BlobOwner;
  row_id: number;
  file_key: string;
  user_id: number;
  /** The maker's organisations when the row was made: their users may read an upload too. */
  org_ids: number[];
  seen: boolean;
  created: Date;
}

/** Links bytes to a row and its maker; replaces an earlier link of the same row. */
export async function linkBlob(
  db: Db, owner: BlobOwner, rowId: number, key: string, userId: number, now: Date, orgIds: readonly number[] = [],
): Promise<void> {
  await db.query(
    `insert into "_blobs" ("owner", "row_id", "file_key", "user_id", "org_ids", "seen", "created") values ($1, $2, $3, $4, $5, false, $6)
     on conflict ("owner", "row_id") do update set "file_key" = excluded."file_key", "seen" = false, "created" = excluded."created"`,
    [owner, rowId, key, userId, [...orgIds], now],
  );
}

export async function blobOf(db: Db, owner: BlobOwner, rowId: number): Promise<BlobRow | null> {
  const rows = await db.query<BlobRow>(`select * from "_blobs" where "owner" = $1 and "row_id" = $2`, [owner, rowId]);
  return rows[0] ?? null;
}

/** Row ids of one owner kind made by one user. */
export async function rowIdsOfUser(db: Db, owner: BlobOwner, userId: number): Promise<number[]> {
  const rows = await db.query<{ row_id: number }>(`select "row_id" from "_blobs" where "owner" = $1 and "user_id" = $2`, [owner, userId]);
  return rows.map((r) => Number(r.row_id));
}

export async function markSeen(db: Db, owner: BlobOwner, rowIds: readonly number[]): Promise<void> {
  if (!rowIds.length) return;
  await db.query(`update "_blobs" set "seen" = true where "owner" = $1 and "row_id" = any($2) and "seen" = false`, [owner, rowIds]);
}

export async function unlinkBlob(db: Db, owner: BlobOwner, rowId: number): Promise<void> {
  await db.query(`delete from "_blobs" where "owner" = $1 and "row_id" = $2`, [owner, rowId]);
}
