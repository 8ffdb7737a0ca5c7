import { endpoint } from '#server/http/handler.ts';
import { ok } from '#server/http/responses.ts';
import { getDb } from '#server/db/index.ts';
import { handleUpload } from '#server/media/upload.ts';

/**
 * SPEC §7 POST /api/upload: multipart fields named by purpose (galleryImage, profileImage,
 * exerciseImage, exerciseVideo, idVerificationFront/Back, idSelfie, passportPage,
 * certificateDocument, brandLogo). Answers `urls` by field, plus the stored media.
 */
export const POST = endpoint(async (context) => {
  const media = await handleUpload(await getDb(), context.locals.user!, context.request);
  return ok({ urls: Object.fromEntries(media.map((item) => [item.field, item.url])), media }, 201);
});
