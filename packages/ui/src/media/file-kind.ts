import type { MediaRule } from '@spotter/domain';

const MB = 1024 * 1024;

// Browsers and systems name some types differently, or none at all; the server checks the bytes anyway.
const typeAliases: Record<string, string> = {
  'image/jpg': 'image/jpeg',
  'image/pjpeg': 'image/jpeg',
  'image/x-png': 'image/png',
  'video/avi': 'video/x-msvideo',
  'video/msvideo': 'video/x-msvideo',
  'video/mov': 'video/quicktime',
};
const typesByExtension: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  mp4: 'video/mp4',
  mov: 'video/quicktime',
  avi: 'video/x-msvideo',
  webm: 'video/webm',
  pdf: 'application/pdf',
};

/** The kind a chosen file claims, by its declared type or else its extension (a first check only). */
export function claimedKind(file: Pick<File, 'type' | 'name'>): string {
  const declared = file.type.toLowerCase();
  if (declared) return typeAliases[declared] ?? declared;
  const extension = /\.([a-z0-9]+)$/i.exec(file.name)?.[1]?.toLowerCase() ?? '';
  return typesByExtension[extension] ?? '';
}

/** The picker's filter: the rule's MIME types plus their extensions, for systems that only know names. */
export function acceptFor(rule: MediaRule): string[] {
  const kinds: readonly string[] = rule.kinds;
  const extensions = Object.entries(typesByExtension)
    .filter(([, kind]) => kinds.includes(kind))
    .map(([extension]) => `.${extension}`);
  return [...kinds, ...extensions];
}

/** Why a file breaks an upload rule in the browser ('type' or 'size'), or null when it passes. */
export function ruleFailure(rule: MediaRule, file: Pick<File, 'type' | 'name' | 'size'>): 'type' | 'size' | null {
  if (!(rule.kinds as readonly string[]).includes(claimedKind(file))) return 'type';
  if (file.size > rule.maxBytes) return 'size';
  return null;
}

/** A limit in MB for messages: "1", "2.5". */
export function megabytes(bytes: number): string {
  const value = bytes / MB;
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}
