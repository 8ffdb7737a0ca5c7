import { atom } from 'nanostores';
import type { Branding } from '@spotter/domain';

/**
 * Changes made on a page that the shell around it shows too (the avatar, the header logo), so
 * both islands agree without a reload. `undefined` means "as the server rendered it".
 */
export const $livePhotoUrl = atom<string | null | undefined>(undefined);
export const $liveBranding = atom<Branding | null | undefined>(undefined);
