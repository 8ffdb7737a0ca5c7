import { readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import type { DB } from '../db/index.ts';
import { mediaAttachments } from '../db/schema.ts';
import { getStorage, tempDir, type Storage } from '../storage/index.ts';
import { isStoredKey } from './upload.ts';

/** Media rows read per query while the sweep collects the keys still in use. */
const SWEEP_PAGE = 500;

/**
 * Deletes stored objects no media row refers to (abandoned or crashed uploads, deleted rows)
 * and stale temporary files. Objects younger than `graceMs` are left alone: they may belong to
 * an upload still in progress.
 */
export async function sweepOrphans(
  db: DB,
  {
    storage = getStorage(),
    graceMs = 15 * 60_000,
    unattachedMs = 24 * 3_600_000,
    temp = tempDir(),
  }: { storage?: Storage; graceMs?: number; unattachedMs?: number; temp?: string } = {},
): Promise<number> {
  // Uploads never attached to anything (a logo uploaded but not saved, a profile photo whose save
  // failed, gallery images left unsaved) are dropped after a day; their files follow below.
  const purposes = [...new Set(mediaAttachments.map((attachment) => attachment.purpose))];
  const unattached = mediaAttachments.map(
    ({ table, column }) =>
      sql`not exists (select 1 from ${sql.table(table)} where ${sql.ref(`${table}.${column}`)} = m.id)`,
  );
  await sql`
    delete from media_objects m
    where m.purpose in (${sql.join(purposes)})
      and m.created_at < now() - make_interval(secs => ${Math.round(unattachedMs / 1000)})
      and ${sql.join(unattached, sql` and `)}
  `.execute(db);
  const known = new Set<string>();
  // Page through the rows by id: one query answering every row would be built whole in the
  // embedded database's WASM heap, which grows to fit it and never shrinks.
  let after: string | null = null;
  for (;;) {
    let page = db.selectFrom('media_objects').select(['id', 'storage_key', 'variants']).orderBy('id').limit(SWEEP_PAGE);
    if (after !== null) page = page.where('id', '>', after);
    const rows = await page.execute();
    for (const row of rows) {
      known.add(row.storage_key);
      const variants = (typeof row.variants === 'string' ? JSON.parse(row.variants) : row.variants) as Record<
        string,
        unknown
      >;
      for (const value of Object.values(variants ?? {})) if (typeof value === 'string') known.add(value);
    }
    if (rows.length < SWEEP_PAGE) break;
    after = rows.at(-1)!.id;
  }
  let removed = 0;
  const cutoff = Date.now() - graceMs;
  for (const { key, modifiedAt } of await storage.list()) {
    // Only objects named the way uploads name them: anything else in a shared bucket or folder
    // (another deployment's prefix, files put there by hand) is not ours to delete.
    if (!isStoredKey(key) || known.has(key) || modifiedAt > cutoff) continue;
    await storage.delete(key).catch(() => {});
    removed += 1;
  }
  for (const name of await readdir(temp).catch(() => [] as string[])) {
    const file = path.join(temp, name);
    const modified = await stat(file)
      .then((info) => info.mtimeMs)
      .catch(() => Date.now());
    if (modified <= cutoff) {
      await rm(file, { force: true });
      removed += 1;
    }
  }
  return removed;
}
