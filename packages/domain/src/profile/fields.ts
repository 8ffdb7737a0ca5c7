/** Field schemas both profile editors share: names, birth dates, contact details, optional text. */
import { z } from 'zod';
import { ageInYears } from '../rules/format.ts';
import { plainText, type TextShape } from '../rules/text.ts';

export { formatPhone, optionalPhone, phoneAsStored } from './phone.ts';
import { profileFieldLimits } from './core.ts';

/** Required text of at most `max` characters, trimmed, without control characters (see plainText). */
export const requiredText = (max: number, shape: TextShape = {}) =>
  plainText(max, { invalidKey: 'validation_required', ...shape }).min(1, { error: 'validation_required' });

/** Optional text of at most `max` characters (see plainText): empty, null or absent is null. */
export const optionalText = (max: number, shape: TextShape = {}) =>
  plainText(max, shape)
    .nullable()
    .optional()
    .transform((value) => value || null);

/** An option id of `options`, or null (empty and absent too). */
export const optionalOption = <const T extends readonly [string, ...string[]]>(options: T) =>
  z
    .union([z.enum(options, { error: 'validation_option_invalid' }), z.literal(''), z.null()], {
      error: 'validation_option_invalid',
    })
    .optional()
    .transform((value) => (value ? value : null));

/** An option id of `options`: missing is 'required', anything else not listed 'choose one of the options'. */
export const requiredOption = <const T extends readonly [string, ...string[]]>(options: T) =>
  z.enum(options, {
    error: (issue) =>
      issue.input === undefined || issue.input === null || issue.input === ''
        ? 'validation_required'
        : 'validation_option_invalid',
  });

/** A list of option ids of `options`, each at most once. */
export const optionList = <const T extends readonly [string, ...string[]]>(options: T) =>
  z
    .array(z.enum(options, { error: 'validation_option_invalid' }))
    .max(options.length)
    .refine((ids) => new Set(ids).size === ids.length, { error: 'validation_duplicate' });

/** Today's date as YYYY-MM-DD in UTC. */
function todayIso(now = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** A birth date, YYYY-MM-DD: not in the future, at least 16 and at most 120 years ago. */
export const birthDateSchema = z.iso.date({ error: 'validation_date_invalid' }).superRefine((value, context) => {
  if (value > todayIso()) {
    context.addIssue({ code: 'custom', message: 'validation_date_in_future', input: value });
    return;
  }
  const age = ageInYears(value);
  if (age === null || age < profileFieldLimits.minAgeYears) {
    context.addIssue({ code: 'custom', message: 'validation_age_too_young', input: value });
  } else if (age > profileFieldLimits.maxAgeYears) {
    context.addIssue({ code: 'custom', message: 'validation_date_invalid', input: value });
  }
});

export const requiredEmail = z
  .string({ error: 'validation_email_required' })
  .trim()
  .min(1, { error: 'validation_email_required' })
  .max(profileFieldLimits.emailChars, { error: 'validation_email_too_long' })
  .pipe(z.email({ error: 'validation_email_invalid' }))
  .transform((value) => value.toLowerCase());

export const optionalEmail = z
  .union([requiredEmail, z.literal(''), z.null()])
  .optional()
  .transform((value) => value || null);

/** Words in a text, as the description's counter shows them. */
export function countWords(text: string | null | undefined): number {
  const words = (text ?? '').trim().match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu);
  return words ? words.length : 0;
}

/** The concurrency token of a section: the version its values were read at. */
export const versionSchema = z.number({ error: 'validation_invalid' }).int().min(0);
