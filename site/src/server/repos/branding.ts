import type { BrandingUpdate } from '@spotter/domain';
import { inTransaction, type DB } from '../db/index.ts';
import { assertOwnedMedia, dropMedia } from './media.ts';

/**
 * Creates or replaces a trainer's branding row in one transaction. A new logo must be the
 * trainer's own brand-logo upload; the logo it replaces (or a removed one) is deleted.
 */
export async function saveBranding(db: DB, trainerId: string, input: BrandingUpdate): Promise<void> {
  await inTransaction(db, async (trx) => {
    const values = {
      use_custom_logo: input.useCustomLogo,
      hide_logo_image: input.hideLogoImage,
      custom_logo_title: input.customLogoTitle,
      custom_logo_tagline: input.customLogoTagline,
      logo_title_color: input.logoTitleColor,
      logo_tagline_color: input.logoTaglineColor,
      ...(input.customLogoMediaId !== undefined ? { custom_logo_media_id: input.customLogoMediaId } : {}),
      updated_at: new Date(),
    };
    let previousLogo: string | null = null;
    if (input.customLogoMediaId !== undefined) {
      const current = await trx
        .selectFrom('brandings')
        .select('custom_logo_media_id')
        .where('trainer_id', '=', trainerId)
        .forUpdate()
        .executeTakeFirst();
      previousLogo = current?.custom_logo_media_id ?? null;
      if (input.customLogoMediaId) await assertOwnedMedia(trx, trainerId, [input.customLogoMediaId], 'brand_logo');
    }
    await trx
      .insertInto('brandings')
      .values({ trainer_id: trainerId, ...values })
      .onConflict((oc) => oc.column('trainer_id').doUpdateSet(values))
      .execute();
    if (previousLogo && previousLogo !== input.customLogoMediaId) await dropMedia(trx, trainerId, [previousLogo]);
  });
}
