/**
 * The certifications contract: a trainer's certificates with their private documents (SPEC §3
 * Certification), as GET/POST /api/users/trainer/certifications and
 * PUT/DELETE /api/users/trainer/certifications/{id} give and take them. Status is pending on
 * creation and after every edit; only an admin changes it.
 */
import { z } from 'zod';
import { optionalText, requiredText, versionSchema } from '../profile/fields.ts';
import { certificationDecisions, certificationLimits } from './core.ts';

export * from './core.ts';

const certificationFields = {
  name: requiredText(certificationLimits.nameChars),
  issuer: optionalText(certificationLimits.issuerChars),
  expiryDate: z.iso
    .date({ error: 'validation_date_invalid' })
    .nullable()
    .optional()
    .or(z.literal('').transform(() => null))
    .transform((value) => value ?? null),
  hidden: z.boolean({ error: 'validation_invalid' }).default(false),
  /** Uploaded documents (purpose certificate_document) of the same trainer. */
  documentIds: z
    .array(z.uuid({ error: 'validation_invalid' }))
    .max(certificationLimits.maxDocuments)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'validation_duplicate' })
    .default([]),
};

/** POST /api/users/trainer/certifications */
export const certificationCreateSchema = z.object(certificationFields);
export type CertificationCreate = z.infer<typeof certificationCreateSchema>;

/** PUT /api/users/trainer/certifications/{id}: the whole certification and the version it was read at. */
export const certificationUpdateSchema = z.object({ ...certificationFields, version: versionSchema });
export type CertificationUpdate = z.infer<typeof certificationUpdateSchema>;

/** DELETE /api/users/trainer/certifications/{id}?version=… */
export const certificationDeleteQuerySchema = z.object({ version: z.coerce.number().int().min(0) });

/**
 * POST /api/admin/certifications/{id}/decision: an admin approves or rejects a pending
 * certification. `version` is the one the admin reviewed: one edited since is a conflict (409).
 */
export const certificationDecisionSchema = z.object({
  decision: z.enum(certificationDecisions, { error: 'validation_option_invalid' }),
  version: versionSchema.optional(),
});
export type CertificationDecision = z.infer<typeof certificationDecisionSchema>;
