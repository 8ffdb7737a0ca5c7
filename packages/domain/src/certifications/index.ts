/**
 * The certifications contract: a trainer's certificates with their private documents (SPEC §3
 * Certification), as GET/POST /api/users/trainer/certifications and
 * PUT/DELETE /api/users/trainer/certifications/{id} give and take them. Status is pending on
 * creation and after every edit; only an admin changes it.
 */
import { z } from 'zod';
import type { CertificationStatus } from '../options.ts';
import { optionalText, versionSchema } from '../profile/fields.ts';

export const certificationLimits = {
  maxCertifications: 20,
  maxDocuments: 5,
  nameChars: 200,
  issuerChars: 200,
} as const;

/** A document of a certification: private, served to its trainer and to admins only. */
export interface CertificationDocument {
  /** The media id (purpose certificate_document). */
  id: string;
  /** The authorised address of the file (never a public one). */
  url: string;
  contentType: string;
  byteSize: number;
}

export interface Certification {
  id: string;
  name: string;
  issuer: string | null;
  /** YYYY-MM-DD, or null when it does not expire. */
  expiryDate: string | null;
  status: CertificationStatus;
  hidden: boolean;
  documents: CertificationDocument[];
  createdAt: string;
  updatedAt: string;
  version: number;
}

/** True when the certification's expiry date lies before `today` (YYYY-MM-DD). */
export function isExpired(expiryDate: string | null, today: string = new Date().toISOString().slice(0, 10)): boolean {
  return expiryDate !== null && expiryDate < today;
}

const certificationFields = {
  name: z
    .string({ error: 'validation_required' })
    .trim()
    .min(1, { error: 'validation_required' })
    .max(certificationLimits.nameChars),
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
