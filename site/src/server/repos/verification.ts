import { sql } from 'kysely';
import {
  isVerificationLocked,
  type Locale,
  requiredPartsOf,
  type DocumentPartType,
  type Verification,
  type VerificationDecision,
  type VerificationStatus,
  type VerificationSubmit,
} from '@spotter/domain';
import type { DB } from '../db/index.ts';
import { DomainError } from '../errors.ts';
import { mediaUrl } from '../media/url.ts';

const MEDIA_PREFIX = '/media/';

async function lockedStatus(db: DB, trainerId: string): Promise<VerificationStatus> {
  const row = await db
    .selectFrom('verifications')
    .select('status')
    .where('trainer_id', '=', trainerId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'error_not_found');
  return row.status;
}

function refuseWhenLocked(status: VerificationStatus): void {
  if (isVerificationLocked(status)) throw new DomainError('conflict', 'verification_error_locked');
}

/** Refuses (409) while the trainer's verification is in review or complete. */
export async function assertVerificationOpen(db: DB, trainerId: string): Promise<void> {
  const row = await db
    .selectFrom('verifications')
    .select('status')
    .where('trainer_id', '=', trainerId)
    .executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'error_not_found');
  refuseWhenLocked(row.status);
}

/**
 * Inside the upload's transaction: the first accepted image starts the verification (again after a
 * rejection); a verification submitted meanwhile refuses the image (409), which rolls it back.
 */
export async function markVerificationStarted(trx: DB, trainerId: string): Promise<void> {
  const status = await lockedStatus(trx, trainerId);
  refuseWhenLocked(status);
  if (status === 'not_started' || status === 'rejected') {
    await trx
      .updateTable('verifications')
      .set({ status: 'started', updated_at: sql<Date>`now()` })
      .where('trainer_id', '=', trainerId)
      .execute();
  }
}

/** The trainer's verification as GET /api/users/trainer/verification gives it. */
export async function verificationOf(db: DB, trainerId: string): Promise<Verification> {
  const row = await db
    .selectFrom('verifications')
    .select(['status', 'document_type', 'submitted_at', 'reviewed_at', 'review_note'])
    .where('trainer_id', '=', trainerId)
    .executeTakeFirst();
  if (!row) throw new DomainError('not_found', 'error_not_found');
  const parts = await db
    .selectFrom('verification_document_parts as p')
    .innerJoin('media_objects as m', 'm.id', 'p.media_id')
    .select(['p.part_type', 'm.storage_key'])
    .where('p.trainer_id', '=', trainerId)
    .execute();
  const order = row.document_type ? requiredPartsOf[row.document_type] : [];
  return {
    status: row.status,
    documentType: row.document_type,
    documentParts: parts
      .map((part) => ({ type: part.part_type, url: mediaUrl(part.storage_key) }))
      .sort((a, b) => order.indexOf(a.type) - order.indexOf(b.type)),
    rejectionReason: row.status === 'rejected' ? row.review_note : null,
    submittedAt: row.submitted_at?.toISOString() ?? null,
    reviewedAt: row.reviewed_at?.toISOString() ?? null,
  };
}

/**
 * Submits the parts for review, in the caller's transaction: each must be an identity image this
 * trainer uploaded (another trainer's, or any other upload, is refused), and the verification must
 * not be in review or complete. The parts replace any earlier ones; the status becomes in_progress.
 */
export async function submitVerification(
  trx: DB,
  trainerId: string,
  body: VerificationSubmit,
): Promise<VerificationStatus> {
  refuseWhenLocked(await lockedStatus(trx, trainerId));
  const keys = body.documentParts.map((part) => part.url.slice(MEDIA_PREFIX.length));
  const media = await trx
    .selectFrom('media_objects')
    .select(['id', 'storage_key'])
    .where('storage_key', 'in', keys)
    .where('owner_id', '=', trainerId)
    .where('purpose', '=', 'identity_document')
    .execute();
  const idOf = new Map(media.map((row) => [row.storage_key, row.id]));
  const unknown = body.documentParts.filter((part) => !idOf.has(part.url.slice(MEDIA_PREFIX.length)));
  if (unknown.length) {
    throw new DomainError('invalid', 'verification_error_part_unknown', {
      fieldErrors: Object.fromEntries(
        unknown.map((part) => [`documentParts.${part.type}`, ['verification_error_part_unknown']]),
      ),
    });
  }
  await trx.deleteFrom('verification_document_parts').where('trainer_id', '=', trainerId).execute();
  await trx
    .insertInto('verification_document_parts')
    .values(
      body.documentParts.map((part) => ({
        trainer_id: trainerId,
        part_type: part.type as DocumentPartType,
        media_id: idOf.get(part.url.slice(MEDIA_PREFIX.length))!,
      })),
    )
    .execute();
  await trx
    .updateTable('verifications')
    .set({
      status: 'in_progress',
      document_type: body.documentType,
      submitted_at: sql<Date>`now()`,
      reviewed_at: null,
      reviewer_id: null,
      review_note: null,
      updated_at: sql<Date>`now()`,
    })
    .where('trainer_id', '=', trainerId)
    .execute();
  return 'in_progress';
}

/** A decided case: what the trainer is told by email. */
export interface DecidedVerification {
  status: VerificationStatus;
  trainerEmail: string;
  trainerLocale: Locale;
  reason: string | null;
}

/**
 * An admin's decision on a case waiting for review, in the caller's transaction: completed or
 * rejected with a reason, and a decision record that outlives the documents.
 */
export async function decideVerification(
  trx: DB,
  adminId: string,
  trainerId: string,
  decision: VerificationDecision,
): Promise<DecidedVerification> {
  const status = await lockedStatus(trx, trainerId);
  if (status !== 'in_progress') throw new DomainError('conflict', 'verification_error_not_waiting');
  const reason = decision.decision === 'reject' ? decision.reason : null;
  const next: VerificationStatus = decision.decision === 'approve' ? 'completed' : 'rejected';
  const row = await trx
    .updateTable('verifications')
    .set({
      status: next,
      reviewed_at: sql<Date>`now()`,
      reviewer_id: adminId,
      review_note: reason,
      updated_at: sql<Date>`now()`,
    })
    .where('trainer_id', '=', trainerId)
    .returning(['document_type', 'submitted_at'])
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('verification_reviews')
    .values({
      trainer_id: trainerId,
      document_type: row.document_type ?? 'id_card',
      submitted_at: row.submitted_at ?? sql<Date>`now()`,
      decision: next === 'completed' ? 'approved' : 'rejected',
      reason,
      reviewer_id: adminId,
    })
    .execute();
  const user = await trx
    .selectFrom('users')
    .select(['email', 'language'])
    .where('id', '=', trainerId)
    .executeTakeFirstOrThrow();
  return { status: next, trainerEmail: user.email, trainerLocale: user.language, reason };
}

/** Only the status (the dashboard's identity line). */
export async function verificationStatusOf(db: DB, trainerId: string): Promise<VerificationStatus> {
  const row = await db
    .selectFrom('verifications')
    .select('status')
    .where('trainer_id', '=', trainerId)
    .executeTakeFirst();
  return row?.status ?? 'not_started';
}
