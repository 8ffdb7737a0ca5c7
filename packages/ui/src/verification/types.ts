import type { DocumentPartType, DocumentType, VerificationStatus } from '@spotter/domain';
import { m } from '@spotter/i18n';

/**
 * Uploads one identity image under `field` and resolves with its authorised address. `onProgress`
 * gets 0-100 as real work is done (bytes sent up to 25, then 25 received, 65 checked, 100 stored);
 * `signal` cancels. A refusal rejects with an Error whose message is translated.
 */
export type UploadIdentityImage = (
  field: string,
  file: File,
  onProgress: (percent: number) => void,
  signal: AbortSignal,
) => Promise<string>;

/** Submits the parts for review and resolves with the status the server answered. */
export type SubmitVerification = (
  documentType: DocumentType,
  parts: Array<{ type: DocumentPartType; url: string }>,
) => Promise<VerificationStatus>;

/** SPEC §4: in_progress reads 'under review', completed 'verified', other values title-cased. */
export function statusLabel(status: VerificationStatus): string {
  switch (status) {
    case 'not_started':
      return m.verification_status_not_started();
    case 'started':
      return m.verification_status_started();
    case 'in_progress':
      return m.verification_status_in_progress();
    case 'completed':
      return m.verification_status_completed();
    case 'rejected':
      return m.verification_status_rejected();
  }
}

export function documentLabel(type: DocumentType): string {
  switch (type) {
    case 'passport':
      return m.verification_document_passport();
    case 'license':
      return m.verification_document_license();
    case 'id_card':
      return m.verification_document_id_card();
  }
}

export function partTitle(part: DocumentPartType): string {
  switch (part) {
    case 'front':
      return m.verification_part_front();
    case 'back':
      return m.verification_part_back();
    case 'passport_page':
      return m.verification_part_passport_page();
    case 'selfie':
      return m.verification_part_selfie();
  }
}

export function partHint(part: DocumentPartType): string {
  switch (part) {
    case 'front':
      return m.verification_part_front_hint();
    case 'back':
      return m.verification_part_back_hint();
    case 'passport_page':
      return m.verification_part_passport_page_hint();
    case 'selfie':
      return m.verification_part_selfie_hint();
  }
}

/** The stage a progress figure stands for, as the upload reports it. */
export function stageLabel(percent: number): string {
  if (percent >= 100) return m.verification_stage_stored();
  if (percent >= 65) return m.verification_stage_checked();
  if (percent >= 25) return m.verification_stage_uploaded();
  return m.verification_stage_uploading();
}

/** The message of a failed call: the server's translated text, else the given fallback. */
export function messageOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.message && !error.message.startsWith('/') ? error.message : fallback;
}

/** True when the error is the cancellation of an upload by the user. */
export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
