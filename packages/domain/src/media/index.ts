/**
 * The upload contract: what POST /api/upload accepts for each purpose (SPEC §5, §9) and who may
 * upload it, and the stored media it answers with.
 */
import type { MediaPurpose, Role } from '../options.ts';
import { ownValue } from '../rules/lookup.ts';

const MB = 1024 * 1024;

/** File kinds by MIME type as detected from the bytes (never from the name or declared type). */
export const imageKinds = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export const videoKinds = ['video/mp4', 'video/quicktime', 'video/x-msvideo', 'video/webm'] as const;
export const documentKinds = ['application/pdf'] as const;
export type MediaKind = (typeof imageKinds)[number] | (typeof videoKinds)[number] | (typeof documentKinds)[number];

export interface MediaRule {
  kinds: readonly MediaKind[];
  maxBytes: number;
  /** Private objects are served only to their owner and admins, never cached by shared caches. */
  visibility: 'public' | 'private';
  /** Images are decoded and re-encoded (metadata dropped, display size and thumbnail made). */
  image: boolean;
}

/** What each upload purpose accepts (SPEC §5, §9). */
export const mediaRules: Record<MediaPurpose, MediaRule> = {
  gallery: { kinds: ['image/jpeg', 'image/png', 'image/gif'], maxBytes: 10 * MB, visibility: 'public', image: true },
  profile_photo: {
    kinds: ['image/jpeg', 'image/png', 'image/gif'],
    maxBytes: 1 * MB,
    visibility: 'public',
    image: true,
  },
  exercise_image: {
    kinds: ['image/jpeg', 'image/png', 'image/gif'],
    maxBytes: 5 * MB,
    visibility: 'public',
    image: true,
  },
  exercise_video: { kinds: [...videoKinds], maxBytes: 50 * MB, visibility: 'public', image: false },
  identity_document: { kinds: ['image/jpeg', 'image/png'], maxBytes: 10 * MB, visibility: 'private', image: true },
  certificate_document: {
    kinds: ['application/pdf', 'image/jpeg', 'image/png'],
    maxBytes: 10 * MB,
    visibility: 'private',
    image: false,
  },
  brand_logo: { kinds: ['image/png', 'image/jpeg', 'image/webp'], maxBytes: 2 * MB, visibility: 'public', image: true },
};

/**
 * Who may upload for each purpose (SPEC §6: only trainers have a gallery, certifications, ID
 * verification, brand and exercises; clients and trainers have a profile photo; admins none).
 */
export const uploadRoles: Record<MediaPurpose, readonly Role[]> = {
  gallery: ['trainer'],
  profile_photo: ['client', 'trainer'],
  exercise_image: ['trainer'],
  exercise_video: ['trainer'],
  identity_document: ['trainer'],
  certificate_document: ['trainer'],
  brand_logo: ['trainer'],
};

/** The gallery's shared upload size limit in MB, for the "too large" message (SPEC §5). */
export const galleryMaxMegabytes = mediaRules.gallery.maxBytes / MB;

/** Images larger than this many pixels are refused before decoding (decompression bombs). */
export const maxImagePixels = 40_000_000;

/** Per-user storage quota across all purposes. */
export const storageQuotaBytes = 1024 * MB;

/** Upload field names of SPEC §2/§7 and the purpose each stands for. */
export const uploadFieldPurposes: Readonly<Record<string, MediaPurpose>> = Object.freeze({
  galleryImage: 'gallery',
  profileImage: 'profile_photo',
  exerciseImage: 'exercise_image',
  exerciseVideo: 'exercise_video',
  idVerificationFront: 'identity_document',
  idVerificationBack: 'identity_document',
  idSelfie: 'identity_document',
  passportPage: 'identity_document',
  certificateDocument: 'certificate_document',
  brandLogo: 'brand_logo',
});

/** The purpose an upload field name stands for; undefined for any other name (`__proto__` included). */
export function purposeOfField(field: string): MediaPurpose | undefined {
  return ownValue(uploadFieldPurposes, field);
}

/**
 * The largest multipart request the upload endpoint reads: one 50 MB exercise video and the
 * multipart framing around it (browsers send one file per request). Larger bodies are refused
 * with 413 before or while they stream, below the HTTP adapter's own 60 MB cap.
 */
export const maxUploadRequestBytes = 52 * MB;

/** The public addresses of a stored image: its display size and its thumbnail (none for other files). */
export interface MediaUrls {
  url: string;
  thumbnailUrl: string | null;
}

/** One stored upload as POST /api/upload answers it. */
export interface UploadedMedia extends MediaUrls {
  id: string;
}

export function isAllowedKind(purpose: MediaPurpose, kind: string): kind is MediaKind {
  return (mediaRules[purpose].kinds as readonly string[]).includes(kind);
}
