import type { BrandingUpdate } from '@spotter/domain';
import type { DB } from '../db/index.ts';

/** Creates or replaces a trainer's branding row. */
export async function saveBranding(db: DB, trainerId: string, input: BrandingUpdate): Promise<void> {
  const values = {
    use_custom_logo: input.useCustomLogo,
    hide_logo_image: input.hideLogoImage,
    custom_logo_title: input.customLogoTitle,
    custom_logo_tagline: input.customLogoTagline,
    logo_title_color: input.logoTitleColor,
    logo_tagline_color: input.logoTaglineColor,
    updated_at: new Date(),
  };
  await db
    .insertInto('brandings')
    .values({ trainer_id: trainerId, ...values })
    .onConflict((oc) => oc.column('trainer_id').doUpdateSet(values))
    .execute();
}
