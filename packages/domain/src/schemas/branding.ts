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
  logoTitleColor: hexColor.nullable().optional().transform((value) => value ?? null),
  logoTaglineColor: hexColor.nullable().optional().transform((value) => value ?? null),
});
export type BrandingUpdate = z.infer<typeof brandingUpdateSchema>;

export const brandingLimits = { titleChars: 60, taglineChars: 120 } as const;

/** `?role=trainer` of GET /api/coaching-requests/count (SPEC §7). */
export const requestCountQuerySchema = z.object({
  role: z.enum(['trainer'], { error: 'validation_invalid' }),
});
