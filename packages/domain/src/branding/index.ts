/**
 * The branding contract: a trainer's logo header as GET/PUT /api/users/trainer/branding give and
 * take it (SPEC §3 Theme/branding), shown to the trainer and to their clients.
 */
import { z } from 'zod';
import { plainText } from '../rules/text.ts';

export const brandingLimits = { titleChars: 60, taglineChars: 120 } as const;

/** A trainer's branding as the header and the editor show it. */
export interface Branding {
  useCustomLogo: boolean;
  hideLogoImage: boolean;
  customLogoUrl: string | null;
  customLogoTitle: string | null;
  customLogoTagline: string | null;
  logoTitleColor: string | null;
  logoTaglineColor: string | null;
}

const hexColor = z
  .string({ error: 'validation_color_hex' })
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: 'validation_color_hex' })
  .transform((value) => value.toLowerCase());

/** A colour, or null (absent too) for the default one. */
const optionalColor = hexColor
  .nullable()
  .optional()
  .transform((value) => value ?? null);

/** Text of at most `max` characters; empty or absent is null. */
const optionalText = (max: number) =>
  plainText(max, { tooLongKey: 'validation_too_long' })
    .transform((value) => value || null)
    .nullable()
    .optional()
    .transform((value) => value ?? null);

/** A trainer's branding as edited on /trainer/dashboard/brand-customization. */
export const brandingUpdateSchema = z.object({
  useCustomLogo: z.boolean({ error: 'validation_invalid' }),
  hideLogoImage: z.boolean({ error: 'validation_invalid' }),
  customLogoTitle: optionalText(brandingLimits.titleChars),
  customLogoTagline: optionalText(brandingLimits.taglineChars),
  logoTitleColor: optionalColor,
  logoTaglineColor: optionalColor,
  /** An uploaded brand logo (purpose brand_logo) of the same trainer; null removes it, absent keeps it. */
  customLogoMediaId: z.uuid({ error: 'validation_invalid' }).nullable().optional(),
});
export type BrandingUpdate = z.infer<typeof brandingUpdateSchema>;
