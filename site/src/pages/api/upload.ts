import { defineEndpoint } from '#server/http/endpoint.ts';
import { ok } from '#server/http/responses.ts';
import { handleUpload } from '#server/media/upload.ts';

/**
 * SPEC §7 POST /api/upload: multipart fields named by purpose (galleryImage, profileImage,
 * exerciseImage, exerciseVideo, idVerificationFront/Back, idSelfie, passportPage,
 * certificateDocument, brandLogo). Answers `urls` by field, plus the stored media.
 */
export const POST = defineEndpoint({ route: '/api/upload', method: 'POST' }, async ({ context, user, db }) => {
  const media = await handleUpload(db, user, context.request);
  return ok({ urls: Object.fromEntries(media.map((item) => [item.field, item.url])), media }, 201);
});
