import { sql } from 'kysely';
import type { CertificationDecision, CertificationStatus, PendingCertification } from '@spotter/domain';
import { inTransaction, type DB } from '../db/index.ts';
import { DomainError } from '../errors.ts';
import { documentsOf, documentDto } from './certifications.ts';

const fullName = sql<string>`trim(p.first_name || ' ' || p.last_name)`;

/**
 * The certifications waiting for a review (GET /api/admin/certifications), the longest waiting
 * first: an edit sends a certification back to review, so it waits since its last change.
 */
export async function pendingCertifications(db: DB, limit = 200): Promise<PendingCertification[]> {
  const rows = await db
    .selectFrom('certifications as c')
    .innerJoin('trainer_profiles as p', 'p.user_id', 'c.trainer_id')
    .innerJoin('users as u', 'u.id', 'c.trainer_id')
    .select((eb) => [
      'c.id',
      'c.trainer_id',
      fullName.as('trainer_name'),
      'u.email',
      'c.name',
      'c.issuer',
      'c.expiry_date',
      'c.updated_at',
      'c.version',
      documentsOf(eb).as('documents'),
    ])
    .where('c.status', '=', 'pending')
    .orderBy('c.updated_at')
    .orderBy('c.id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    id: row.id,
    trainerId: row.trainer_id,
    trainerName: row.trainer_name,
    trainerEmail: row.email,
    name: row.name,
    issuer: row.issuer,
    expiryDate: row.expiry_date,
    // Private files: /media/… answers only their owner and admins, and logs each admin's opening.
    documents: row.documents.map(documentDto),
    submittedAt: new Date(row.updated_at).toISOString(),
    version: row.version,
  }));
}

/**
 * An admin's decision on a pending certification: approved or rejected. Unknown: not found;
 * decided already: a conflict; edited since the version the admin reviewed: a conflict too. The
 * version moves on, so the trainer's editor reloads the decided certification before changing it.
 */
export async function decideCertification(
  db: DB,
  id: string,
  decision: CertificationDecision,
): Promise<{ status: CertificationStatus }> {
  return inTransaction(db, async (trx) => {
    const row = await trx
      .selectFrom('certifications')
      .select(['status', 'version'])
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw new DomainError('not_found', 'error_not_found');
    if (row.status !== 'pending')
      throw new DomainError('conflict', 'admin_verification_error_certification_not_pending');
    if (decision.version !== undefined && decision.version !== row.version)
      throw new DomainError('conflict', 'admin_verification_error_certification_changed');
    const status: CertificationStatus = decision.decision === 'approve' ? 'approved' : 'rejected';
    await trx
      .updateTable('certifications')
      .set((eb) => ({ status, version: eb('version', '+', 1), updated_at: new Date() }))
      .where('id', '=', id)
      .execute();
    return { status };
  });
}
