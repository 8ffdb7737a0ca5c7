import { profilePhotoUpdateSchema } from '@spotter/domain';
import { defineEndpoint } from '#server/http/endpoint.ts';
import { ok } from '#server/http/responses.ts';
import { profilePhotoOf, setProfilePhoto } from '#server/repos/profile-photo.ts';

const route = '/api/users/profile-photo';

/** The signed-in client's or trainer's profile photo (SPEC §3 profileImage), or null. */
export const GET = defineEndpoint({ route, method: 'GET' }, async ({ user, db }) => ok(await profilePhotoOf(db, user)));

/**
 * Sets the profile photo to an uploaded `profileImage` (POST /api/upload) of the same user, or
 * removes it with `{ mediaId: null }`. The replaced photo is deleted.
 */
export const PUT = defineEndpoint(
  { route, method: 'PUT', body: profilePhotoUpdateSchema, transaction: true },
  async ({ user, body, db }) => {
    await setProfilePhoto(db, user, body.mediaId);
    return ok(await profilePhotoOf(db, user));
  },
);
