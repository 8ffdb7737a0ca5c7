import { certificationLimits, mediaRules, type CertificationDocument } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { dateStyle } from '../../i18n/intlLocale.ts';
import { dateTimeFormat, numberFormat } from '../../i18n/formatters.ts';

const rule = mediaRules.certificate_document;
const MB = 1024 * 1024;

/** The largest document in whole megabytes, for messages (10). */
export const maxDocumentMegabytes = rule.maxBytes / MB;

/** What the file picker offers: the kinds of the upload rule and their usual extensions. */
export const acceptedDocumentTypes = [...rule.kinds, '.pdf', '.jpg', '.jpeg', '.png'];

/** A document of the form: uploaded (with the file's name when it was chosen here). */
export interface FormDocument extends CertificationDocument {
  fileName?: string;
}

/**
 * Splits chosen files into those that may be uploaded and the messages for those that may not
 * (wrong kind, too large, past the document limit), checked before anything is sent.
 */
export function checkDocuments(files: readonly File[], alreadyThere: number): { accepted: File[]; problems: string[] } {
  const accepted: File[] = [];
  const problems: string[] = [];
  for (const file of files) {
    if (!(rule.kinds as readonly string[]).includes(file.type)) {
      problems.push(m.profile_cert_error_type({ fileName: file.name }));
    } else if (file.size > rule.maxBytes) {
      problems.push(m.profile_cert_error_size({ fileName: file.name, maxSize: maxDocumentMegabytes }));
    } else if (alreadyThere + accepted.length >= certificationLimits.maxDocuments) {
      problems.push(m.profile_cert_error_max_documents({ fileName: file.name, max: certificationLimits.maxDocuments }));
    } else {
      accepted.push(file);
    }
  }
  return { accepted, problems };
}

/** 'PDF', 'JPG' or 'PNG' for a document's content type. */
export function documentKind(contentType: string): string {
  if (contentType === 'application/pdf') return 'PDF';
  if (contentType === 'image/jpeg') return 'JPG';
  if (contentType === 'image/png') return 'PNG';
  return contentType.split('/').at(-1)?.toUpperCase() ?? contentType;
}

/** A file size in the reader's language: '820 kB', '1.4 MB'. */
export function formatByteSize(bytes: number, locale: string): string {
  const megabytes = bytes >= MB;
  return numberFormat(locale, {
    style: 'unit',
    unit: megabytes ? 'megabyte' : 'kilobyte',
    unitDisplay: 'short',
    maximumFractionDigits: megabytes ? 1 : 0,
  }).format(megabytes ? bytes / MB : Math.max(1, bytes / 1024));
}

/** A date-only 'YYYY-MM-DD' in the reader's language, read as a calendar day (no time zone shift). */
export function formatDay(isoDate: string, locale: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  if (!year || !month || !day) return isoDate;
  return dateTimeFormat(locale, { ...dateStyle(locale, 'medium'), timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}
