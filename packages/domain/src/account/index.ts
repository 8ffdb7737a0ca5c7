/**
 * The account contract: settings a signed-in person keeps for their own account. Today that is
 * the language (SPEC §7 PATCH /api/users/update-language).
 */
import { z } from 'zod';
import { locales } from '../options.ts';

export const localeSchema = z.enum(locales, { error: 'validation_language_invalid' });

export const updateLanguageSchema = z.object({ language: localeSchema });
export type UpdateLanguageInput = z.infer<typeof updateLanguageSchema>;
