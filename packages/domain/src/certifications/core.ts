/**
 * The certifications contract's limits, shapes and pure rules, free of schemas: the editor
 * imports these with its section; the schemas (index.ts) load with the first check.
 */
import type { CertificationStatus } from '../options.ts';

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

/** What an admin may decide on a pending certification. */
export const certificationDecisions = ['approve', 'reject'] as const;

/** A certification waiting for an admin (GET /api/admin/certifications), oldest first. */
export interface PendingCertification {
  id: string;
  trainerId: string;
  trainerName: string;
  trainerEmail: string;
  name: string;
  issuer: string | null;
  /** YYYY-MM-DD, or null when it does not expire. */
  expiryDate: string | null;
  documents: CertificationDocument[];
  /** When it was added or last edited: each edit sends it back for review. */
  submittedAt: string;
  version: number;
}
