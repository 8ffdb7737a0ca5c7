import { sql } from 'kysely';
import type { MediaPurpose, VerificationCase, VerificationQueueItem } from '@spotter/domain';
import type { DB } from '../db/index.ts';
import { DomainError } from '../errors.ts';
import { getStorage, type Storage } from '../storage/index.ts';
import { verificationOf } from './verification.ts';

const fullName = sql<string>`trim(p.first_name || ' ' || p.last_name)`;

/** The cases waiting for a review, oldest submission first (GET /api/admin/verifications). */
export async function verificationQueue(db: DB, limit = 200): Promise<VerificationQueueItem[]> {
  const rows = await db
    .selectFrom('verifications as v')
    .innerJoin('trainer_profiles as p', 'p.user_id', 'v.trainer_id')
    .innerJoin('users as u', 'u.id', 'v.trainer_id')
    .select(['v.trainer_id', fullName.as('name'), 'u.email', 'v.document_type', 'v.submitted_at'])
    .where('v.status', '=', 'in_progress')
    .orderBy('v.submitted_at')
    .orderBy('v.trainer_id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    trainerId: row.trainer_id,
    name: row.name,
    email: row.email,
    documentType: row.document_type ?? 'id_card',
    submittedAt: (row.submitted_at ?? new Date(0)).toISOString(),
  }));
}

/** One trainer's case: the documents, who opened them, and the earlier decisions. */
export async function verificationCase(db: DB, trainerId: string): Promise<VerificationCase> {
  const trainer = await db
    .selectFrom('trainer_profiles as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .leftJoin('marketplace_entries as e', 'e.trainer_id', 'p.user_id')
    .select([fullName.as('name'), 'u.email', 'u.created_at', 'p.slug', 'e.listed'])
    .where('p.user_id', '=', trainerId)
    .executeTakeFirst();
  if (!trainer) throw new DomainError('not_found', 'error_not_found');
  const verification = await verificationOf(db, trainerId);
  const access = await db
    .selectFrom('document_access_log as l')
    .leftJoin('users as a', 'a.id', 'l.admin_id')
    .leftJoin('verification_document_parts as d', (join) =>
      join.onRef('d.media_id', '=', 'l.media_id').onRef('d.trainer_id', '=', 'l.trainer_id'),
    )
    .select(['a.email as admin', 'l.accessed_at', 'd.part_type', 'l.purpose', 'l.media_id'])
    .where('l.trainer_id', '=', trainerId)
    .orderBy('l.accessed_at', 'desc')
    .orderBy('l.id', 'desc')
    .limit(100)
    .execute();
  const history = await db
    .selectFrom('verification_reviews as r')
    .leftJoin('users as a', 'a.id', 'r.reviewer_id')
    .select(['r.decision', 'r.reason', 'r.document_type', 'r.submitted_at', 'r.decided_at', 'a.email as reviewer'])
    .select('r.documents_deleted_at')
    .where('r.trainer_id', '=', trainerId)
    .orderBy('r.decided_at', 'desc')
    .execute();
  return {
    trainerId,
    name: trainer.name,
    email: trainer.email,
    publicSlug: trainer.listed && trainer.slug ? trainer.slug : null,
    joinedAt: trainer.created_at.toISOString(),
    verification,
    accessLog: access.map((row) => ({
      adminName: row.admin,
      accessedAt: row.accessed_at.toISOString(),
      part: row.part_type,
      purpose: row.purpose,
      mediaId: row.media_id,
    })),
    history: history.map((row) => ({
      decision: row.decision,
      reason: row.reason,
      documentType: row.document_type,
      submittedAt: row.submitted_at.toISOString(),
      decidedAt: row.decided_at.toISOString(),
      reviewerName: row.reviewer,
      documentsDeleted: row.documents_deleted_at !== null,
    })),
  };
}

/** Records that an admin opened a trainer's private document (media/[...key].ts). */
export async function logDocumentAccess(
  db: DB,
  entry: { adminId: string; trainerId: string; mediaId: string; purpose: MediaPurpose },
): Promise<void> {
  if (entry.purpose !== 'identity_document' && entry.purpose !== 'certificate_document') return;
  await db
    .insertInto('document_access_log')
    .values({ admin_id: entry.adminId, trainer_id: entry.trainerId, media_id: entry.mediaId, purpose: entry.purpose })
    .execute();
}

/**
 * Retention: the identity images of cases decided more than `days` ago are deleted, files first
 * (display and thumbnail), then their rows (the parts go with them). The decision records stay,
 * marked as having lost their documents. Answers how many images were deleted.
 */
export async function deleteDecidedDocuments(db: DB, days: number, storage: Storage = getStorage()): Promise<number> {
  const due = await db
    .selectFrom('verification_document_parts as d')
    .innerJoin('verifications as v', 'v.trainer_id', 'd.trainer_id')
    .innerJoin('media_objects as m', 'm.id', 'd.media_id')
    .select(['m.id', 'm.storage_key', 'm.variants', 'd.trainer_id'])
    // Parts are written at submission, which clears the decision: any part of a decided case is one
    // the decision was about, even after a rejected trainer has started again.
    .where('v.status', '<>', 'in_progress')
    .where('v.reviewed_at', '<', sql<Date>`now() - make_interval(days => ${days})`)
    .execute();
  if (!due.length) return 0;
  for (const row of due) {
    const variants = (typeof row.variants === 'string' ? JSON.parse(row.variants) : row.variants) as Record<
      string,
      unknown
    > | null;
    const keys = [row.storage_key, ...Object.values(variants ?? {}).filter((v): v is string => typeof v === 'string')];
    for (const key of keys) await storage.delete(key);
  }
  const trainers = [...new Set(due.map((row) => row.trainer_id))];
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('media_objects')
      .where(
        'id',
        'in',
        due.map((row) => row.id),
      )
      .execute();
    await trx
      .updateTable('verification_reviews')
      .set({ documents_deleted_at: sql<Date>`now()` })
      .where('trainer_id', 'in', trainers)
      .where('documents_deleted_at', 'is', null)
      .where('decided_at', '<', sql<Date>`now() - make_interval(days => ${days})`)
      .execute();
  });
  return due.length;
}
