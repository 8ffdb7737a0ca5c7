/**
 * The languages a trainer or client can say they speak: every ISO 639-1 code (SPEC §2
 * multi-language selector), stored as codes. Names come from `Intl.DisplayNames` in the reader's
 * language; each code has the region whose flag stands for it.
 */
import { z } from 'zod';
import { languageCodes, languageLimits } from './core.ts';

export * from './core.ts';

/** A list of language codes: known codes, each once, at most `languageLimits.maxLanguages`. */
export const languageListSchema = z
  .array(z.enum(languageCodes, { error: 'validation_option_invalid' }))
  .max(languageLimits.maxLanguages)
  .refine((codes) => new Set(codes).size === codes.length, { error: 'validation_duplicate' });
