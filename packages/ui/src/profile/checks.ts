/**
 * The browser-side checks of the editors' own forms (a gym, a certification) with the shared
 * schemas: zod, the schemas and the validation messages load with the first check, not with the page.
 */
import type { z } from 'zod';
import type { CertificationCreate, GymCreate } from '@spotter/domain';

/** The parsed payload, or the translated messages by field. */
export type Checked<T> = { data: T; errors: null } | { data: null; errors: Record<string, string[]> };

async function check<T>(schema: Promise<z.ZodType<T>>, input: unknown): Promise<Checked<T>> {
  const [loaded, { translateFieldErrors }] = await Promise.all([schema, import('../i18n/validation.ts')]);
  const parsed = loaded.safeParse(input);
  return parsed.success
    ? { data: parsed.data, errors: null }
    : { data: null, errors: translateFieldErrors(parsed.error) };
}

/** A gym to add to the directory (POST /api/places/gyms). */
export const checkGym = (input: { name: string; address: string; lat: number; lon: number }) =>
  check<GymCreate>(
    import('@spotter/domain/places/index').then((places) => places.gymCreateSchema),
    input,
  );

/** A certification as created or edited (POST/PUT /api/users/trainer/certifications). */
export const checkCertification = (input: Record<keyof CertificationCreate, unknown>) =>
  check<CertificationCreate>(
    import('@spotter/domain/certifications/index').then((certifications) => certifications.certificationCreateSchema),
    input,
  );
