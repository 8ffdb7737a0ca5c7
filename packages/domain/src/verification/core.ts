/**
 * The identity-verification contract's shapes and pure rules (SPEC §2 Identity verification, §3
 * Verification, §4 Verification status, §9): which parts each document type needs, which upload
 * field carries each part, which statuses lock the form, and the image quality the server asks of
 * every part. Free of schemas: the editor imports these with its section.
 */
import type { DocumentPartType, DocumentType, VerificationStatus } from '../options.ts';

/** The parts a document type needs, in the order the flow asks for them (SPEC §2 step 3). */
export const requiredPartsOf: Readonly<Record<DocumentType, readonly DocumentPartType[]>> = Object.freeze({
  passport: ['passport_page', 'selfie'],
  license: ['front', 'back', 'selfie'],
  id_card: ['front', 'back', 'selfie'],
});

/** The upload field (SPEC §7 POST /api/upload) that carries each part. */
export const uploadFieldOfPart: Readonly<Record<DocumentPartType, string>> = Object.freeze({
  front: 'idVerificationFront',
  back: 'idVerificationBack',
  passport_page: 'passportPage',
  selfie: 'idSelfie',
});

/** in_progress and completed lock the upload form (SPEC §4); the server refuses changes then. */
export function isVerificationLocked(status: VerificationStatus): boolean {
  return status === 'in_progress' || status === 'completed';
}

/**
 * What the server asks of every identity image before it accepts it. Sizes in pixels of the
 * image as taken; brightness is the mean luma (0-255); sharpness is the variance of the
 * Laplacian of the image scaled to `sharpnessSide` pixels on its longer side, so a phone's
 * 12-megapixel photo and a 1080p webcam frame are judged alike. A printed document is full of
 * edges; a face is smooth, so a selfie is held to a lower sharpness. (Measured on photographed
 * cards: a sharp one scores over 1,000, a 12-megapixel one blurred by 4 px about 160, by 6 px 50.)
 */
export const identityImageRules = {
  minShortSide: 480,
  minLongSide: 640,
  minBrightness: 45,
  maxBrightness: 235,
  sharpnessSide: 1024,
  minSharpness: { document: 40, selfie: 15 },
} as const;

/** Why an identity image was refused; each has its own message. */
export const identityImageProblems = ['too_small', 'too_dark', 'too_bright', 'blurry'] as const;
export type IdentityImageProblem = (typeof identityImageProblems)[number];

/** The message key of each refusal. */
export const identityImageProblemMessage: Readonly<Record<IdentityImageProblem, string>> = Object.freeze({
  too_small: 'verification_error_too_small',
  too_dark: 'verification_error_too_dark',
  too_bright: 'verification_error_too_bright',
  blurry: 'verification_error_blurry',
});

/** One submitted part: its type and the authorised address its upload answered. */
export interface VerificationPart {
  type: DocumentPartType;
  url: string;
}

/** GET /api/users/trainer/verification: the signed-in trainer's verification. */
export interface Verification {
  status: VerificationStatus;
  documentType: DocumentType | null;
  documentParts: VerificationPart[];
  /** The reviewer's reason when the last decision was a rejection, else null. */
  rejectionReason: string | null;
  submittedAt: string | null;
  reviewedAt: string | null;
}

/** Days a decided case keeps its document files before the maintenance job deletes them. */
export const defaultVerificationRetentionDays = 30;

/** Longest reason an admin may give for a rejection. */
export const verificationReasonChars = 500;

/** A case in the admin's queue (GET /api/admin/verifications), oldest submission first. */
export interface VerificationQueueItem {
  trainerId: string;
  name: string;
  email: string;
  documentType: DocumentType;
  submittedAt: string;
}

/** One time an admin opened one of the case's private documents. */
export interface DocumentAccess {
  adminName: string | null;
  accessedAt: string;
  /** The part opened, or null when it was another document (a certificate) or is gone. */
  part: DocumentPartType | null;
  /** What kind of private document was opened: an identity image or a certificate. */
  purpose: 'identity_document' | 'certificate_document';
  mediaId: string;
}

/** An earlier decision, kept after the documents are deleted. */
export interface VerificationDecisionRecord {
  decision: 'approved' | 'rejected';
  reason: string | null;
  documentType: DocumentType;
  submittedAt: string;
  decidedAt: string;
  reviewerName: string | null;
  documentsDeleted: boolean;
}

/** GET /api/admin/verifications/{trainerId}: one trainer's case with what the reviewer needs. */
export interface VerificationCase {
  trainerId: string;
  name: string;
  email: string;
  /** The trainer's public page, when the profile is listed. */
  publicSlug: string | null;
  joinedAt: string;
  verification: Verification;
  accessLog: DocumentAccess[];
  history: VerificationDecisionRecord[];
}
