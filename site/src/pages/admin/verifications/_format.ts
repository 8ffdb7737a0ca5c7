import type { DocumentAccess, DocumentPartType, DocumentType, VerificationStatus } from '@spotter/domain';
import { m } from '@spotter/i18n';
import type { BadgeTone } from '@spotter/ui/primitives/Badge/index.ts';
import { dateTimeFormat, numberFormat } from '@spotter/ui/i18n/formatters.ts';
import { dateStyle } from '@spotter/ui/i18n/intlLocale.ts';

/* The labels and formats the review queue and a case page share (not a route: the name starts with _). */

export const documentTypeLabel: Record<DocumentType, () => string> = {
  passport: m.admin_verification_document_passport,
  license: m.admin_verification_document_license,
  id_card: m.admin_verification_document_id_card,
};

export const partLabel: Record<DocumentPartType, () => string> = {
  front: m.admin_verification_part_front,
  back: m.admin_verification_part_back,
  passport_page: m.admin_verification_part_passport_page,
  selfie: m.admin_verification_part_selfie,
};

export const statusLabel: Record<VerificationStatus, () => string> = {
  not_started: m.admin_verification_status_not_started,
  started: m.admin_verification_status_started,
  in_progress: m.admin_verification_status_in_progress,
  completed: m.admin_verification_status_completed,
  rejected: m.admin_verification_status_rejected,
};

export const statusTone: Record<VerificationStatus, BadgeTone> = {
  not_started: 'neutral',
  started: 'neutral',
  in_progress: 'warning',
  completed: 'success',
  rejected: 'danger',
};

/** What an access-log line opened: the identity part, a certificate, or an identity image deleted since. */
export function accessedDocument(entry: Pick<DocumentAccess, 'part' | 'purpose'>): string {
  if (entry.part) return partLabel[entry.part]();
  return entry.purpose === 'certificate_document'
    ? m.admin_verification_part_certificate()
    : m.admin_verification_part_other();
}

/** A trainer's name, or for a profile saved before a name was asked a stand-in, never an empty link. */
export function trainerName(name: string): string {
  return name.trim() || m.admin_verification_unnamed();
}

/** A calendar day ('Nov 20, 2026'), of a timestamp or of a YYYY-MM-DD date. */
export function day(value: string, locale: string): string {
  return dateTimeFormat(locale, { ...dateStyle(locale, 'medium'), timeZone: 'UTC' }).format(new Date(value));
}

/** A moment to the minute with its zone named ('Nov 20, 2026, 9:05 PM UTC'): the log is an audit trail. */
export function moment(iso: string, locale: string): string {
  return dateTimeFormat(locale, {
    year: 'numeric',
    month: locale === 'bs' ? 'numeric' : 'short',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
    timeZoneName: 'short',
  }).format(new Date(iso));
}

/** A file's size in kB or MB, in the reader's number format. */
export function fileSize(bytes: number, locale: string): string {
  const mega = bytes >= 1_000_000;
  return numberFormat(locale, {
    style: 'unit',
    unit: mega ? 'megabyte' : 'kilobyte',
    unitDisplay: 'short',
    maximumFractionDigits: 1,
  }).format(mega ? bytes / 1_000_000 : Math.max(bytes / 1_000, 0.1));
}
