import { profilePhotoUpdateSchema } from '@spotter/domain';
import { endpoint } from '#server/http/handler.ts';
import { parseBody } from '#server/http/body.ts';
import { ok } from '#server/http/responses.ts';
import { getDb } from '#server/db/index.ts';
import { profilePhotoOf, setProfilePhoto } from '#server/repos/profile-photo.ts';

/** The signed-in client's or trainer's profile photo (SPEC §3 profileImage), or null. */
export const GET = endpoint(async (context) => ok(await profilePhotoOf(await getDb(), context.locals.user!)));

/**
 * Sets the profile photo to an uploaded `profileImage` (POST /api/upload) of the same user, or
 * removes it with `{ mediaId: null }`. The replaced photo is deleted.
 */
export const PUT = endpoint(async (context) => {
  const { mediaId } = await parseBody(context.request, profilePhotoUpdateSchema);
  const db = await getDb();
  await setProfilePhoto(db, context.locals.user!, mediaId);
  return ok(await profilePhotoOf(db, context.locals.user!));
});
