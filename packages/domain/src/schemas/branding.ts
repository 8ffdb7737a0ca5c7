import { z } from 'zod';

const hexColor = z
  .string()
  .trim()
  .regex(/^#[0-9a-fA-F]{6}$/, { error: 'validation_color_hex' })
  .transform((value) => value.toLowerCase());

const optionalText = (max: number) =>
  z
    .string({ error: 'validation_invalid' })
    .trim()
    .max(max, { error: 'validation_too_long' })
    .transform((value) => value || null)
    .nullable()
    .optional()
    .transform((value) => value ?? null);

/** A trainer's branding as edited on /trainer/dashboard/brand-customization. */
export const brandingUpdateSchema = z.object({
  useCustomLogo: z.boolean({ error: 'validation_invalid' }),
  hideLogoImage: z.boolean({ error: 'validation_invalid' }),
  customLogoTitle: optionalText(60),
  customLogoTagline: optionalText(120),
  logoTitleColor: hexColor
    .nullable()
    .optional()
    .transform((value) => value ?? null),
  logoTaglineColor: hexColor
    .nullable()
    .optional()
    .transform((value) => value ?? null),
  /** An uploaded brand logo (purpose brand_logo) of the same trainer; null removes it, absent keeps it. */
  customLogoMediaId: z.uuid({ error: 'validation_invalid' }).nullable().optional(),
});
export type BrandingUpdate = z.infer<typeof brandingUpdateSchema>;

export const brandingLimits = { titleChars: 60, taglineChars: 120 } as const;

/** `?role=trainer` of GET /api/coaching-requests/count (SPEC §7). */
export const requestCountQuerySchema = z.object({
  role: z.enum(['trainer'], { error: 'validation_invalid' }),
});

/** PUT /api/users/profile-photo: an uploaded profile photo of the same user, or null to remove it. */
export const profilePhotoUpdateSchema = z.object({
  mediaId: z.uuid({ error: 'validation_invalid' }).nullable(),
});
export type ProfilePhotoUpdate = z.infer<typeof profilePhotoUpdateSchema>;
