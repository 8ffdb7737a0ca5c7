/**
 * The profile photo contract: a client's or trainer's photo (SPEC §3 profileImage) as GET/PUT
 * /api/users/profile-photo give and take it.
 */
import { z } from 'zod';
import type { MediaUrls } from '../media/index.ts';

/** The photo as the profile shows it; null when there is none. */
export interface ProfilePhoto extends MediaUrls {
  mediaId: string;
}

/** An uploaded profile photo (purpose profile_photo) of the same user, or null to remove it. */
export const profilePhotoUpdateSchema = z.object({
  mediaId: z.uuid({ error: 'validation_invalid' }).nullable(),
});
export type ProfilePhotoUpdate = z.infer<typeof profilePhotoUpdateSchema>;
