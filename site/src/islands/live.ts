import type { Branding } from '@spotter/domain';
import { tabAtom } from '@spotter/ui/stores/index.ts';

/**
 * Changes made on a page that the shell around it shows too (the avatar, the header logo), so
 * both islands agree without a reload. `undefined` means "as the server rendered it".
 */
export const $livePhotoUrl = tabAtom<string | null | undefined>(undefined);
export const $liveBranding = tabAtom<Branding | null | undefined>(undefined);
