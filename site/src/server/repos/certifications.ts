import type { ExpressionBuilder } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import {
  certificationLimits,
  type Certification,
  type CertificationDocument,
  type CertificationCreate,
  type CertificationUpdate,
} from '@spotter/domain';
import { inTransaction, type DB } from '../db/index.ts';
import type { Database } from '../db/schema.ts';
import { DomainError } from '../errors.ts';
import { mediaUrl } from '../media/upload.ts';
import { assertOwnedMedia, dropMedia } from './media.ts';

const notFound = () => new DomainError('not_found', 'error_not_found');

/** A certification's documents in their order, as a JSON array beside its row (aliased `c`). */
export function documentsOf(eb: ExpressionBuilder<Database & { c: Database['certifications'] }, 'c'>) {
  return jsonArrayFrom(
    eb
      .selectFrom('certification_documents as d')
      .innerJoin('media_objects as m', 'm.id', 'd.media_id')
      .select(['m.id', 'm.storage_key', 'm.content_type', 'm.byte_size'])
      .whereRef('d.certification_id', '=', 'c.id')
      .orderBy('d.position'),
  );
}

/** One of those documents as the browser gets it: private, /media/… answers only its owner and admins. */
export function documentDto(document: {
  id: string;
  storage_key: string;
  content_type: string;
  byte_size: number | string;
}): CertificationDocument {
  return {
    id: document.id,
    url: mediaUrl(document.storage_key),
    contentType: document.content_type,
    byteSize: Number(document.byte_size),
  };
}

function certificationsQuery(db: DB, trainerId: string) {
  return db
    .selectFrom('certifications as c')
    .select((eb) => [
      'c.id',
      'c.name',
      'c.issuer',
      'c.expiry_date',
      'c.status',
      'c.hidden',
      'c.created_at',
      'c.updated_at',
      'c.version',
      documentsOf(eb).as('documents'),
    ])
    .where('c.trainer_id', '=', trainerId);
}

type Row = Awaited<ReturnType<ReturnType<typeof certificationsQuery>['executeTakeFirstOrThrow']>>;

function toCertification(row: Row): Certification {
  return {
    id: row.id,
    name: row.name,
    issuer: row.issuer,
    expiryDate: row.expiry_date,
    status: row.status,
    hidden: row.hidden,
    documents: row.documents.map(documentDto),
    createdAt: new Date(row.created_at).toISOString(),
    updatedAt: new Date(row.updated_at).toISOString(),
    version: row.version,
  };
}

/** A trainer's certifications, oldest first, with their documents (hidden ones included: this is the owner's list). */
export async function certificationsOf(db: DB, trainerId: string): Promise<Certification[]> {
  const rows = await certificationsQuery(db, trainerId).orderBy('c.created_at').orderBy('c.id').execute();
  return rows.map(toCertification);
}

async function certificationOf(db: DB, trainerId: string, id: string): Promise<Certification> {
  const row = await certificationsQuery(db, trainerId).where('c.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return toCertification(row);
}

/**
 * Attaches documents in the given order: each must be this trainer's certificate upload and not
 * attached to another certification.
 */
async function attachDocuments(trx: DB, trainerId: string, certificationId: string, ids: readonly string[]) {
  await assertOwnedMedia(trx, trainerId, ids, 'certificate_document');
  await trx.deleteFrom('certification_documents').where('certification_id', '=', certificationId).execute();
  if (!ids.length) return;
  const elsewhere = await trx
    .selectFrom('certification_documents')
    .select('media_id')
    .where('media_id', 'in', ids)
    .executeTakeFirst();
  if (elsewhere) {
    throw new DomainError('invalid', 'profile_error_document_in_use', {
      fieldErrors: { documentIds: ['profile_error_document_in_use'] },
    });
  }
  await trx
    .insertInto('certification_documents')
    .values(ids.map((media_id, position) => ({ certification_id: certificationId, media_id, position })))
    .execute();
}

/** Adds a certification, pending review; at most `certificationLimits.maxCertifications` per trainer. */
export async function createCertification(
  db: DB,
  trainerId: string,
  input: CertificationCreate,
): Promise<Certification> {
  return inTransaction(db, async (trx) => {
    // The profile row's lock makes the count below hold against concurrent additions.
    const profile = await trx
      .selectFrom('trainer_profiles')
      .select('user_id')
      .where('user_id', '=', trainerId)
      .forUpdate()
      .executeTakeFirst();
    if (!profile) throw notFound();
    const { count } = await trx
      .selectFrom('certifications')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('trainer_id', '=', trainerId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= certificationLimits.maxCertifications) {
      throw new DomainError('invalid', 'profile_error_certifications_full', {
        params: { max: certificationLimits.maxCertifications },
      });
    }
    const { id } = await trx
      .insertInto('certifications')
      .values({
        trainer_id: trainerId,
        name: input.name,
        issuer: input.issuer,
        expiry_date: input.expiryDate,
        hidden: input.hidden,
        status: 'pending',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await attachDocuments(trx, trainerId, id, input.documentIds);
    return certificationOf(trx, trainerId, id);
  });
}

/** Locks one of the trainer's certifications at the version given; another trainer's is 'not found'. */
async function claimCertification(trx: DB, trainerId: string, id: string, version: number) {
  const row = await trx
    .selectFrom('certifications')
    .select('version')
    .where('id', '=', id)
    .where('trainer_id', '=', trainerId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound();
  if (row.version !== version) throw new DomainError('conflict', 'profile_error_conflict');
  return trx
    .selectFrom('certification_documents')
    .select('media_id')
    .where('certification_id', '=', id)
    .execute()
    .then((rows) => rows.map((r) => r.media_id));
}

/**
 * Replaces a certification's fields and documents; it goes back to 'pending' review. Documents
 * no longer attached are deleted (the orphan sweep removes their files).
 */
export async function updateCertification(
  db: DB,
  trainerId: string,
  id: string,
  input: CertificationUpdate,
): Promise<Certification> {
  return inTransaction(db, async (trx) => {
    const previous = await claimCertification(trx, trainerId, id, input.version);
    await trx
      .updateTable('certifications')
      .set((eb) => ({
        name: input.name,
        issuer: input.issuer,
        expiry_date: input.expiryDate,
        hidden: input.hidden,
        status: 'pending',
        version: eb('version', '+', 1),
        updated_at: new Date(),
      }))
      .where('id', '=', id)
      .execute();
    await attachDocuments(trx, trainerId, id, input.documentIds);
    await dropMedia(
      trx,
      trainerId,
      previous.filter((mediaId) => !input.documentIds.includes(mediaId)),
    );
    return certificationOf(trx, trainerId, id);
  });
}

/** Deletes a certification read at `version`, with its documents. */
export async function deleteCertification(db: DB, trainerId: string, id: string, version: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    const documents = await claimCertification(trx, trainerId, id, version);
    await trx.deleteFrom('certifications').where('id', '=', id).execute();
    await dropMedia(trx, trainerId, documents);
  });
}
