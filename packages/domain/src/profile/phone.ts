/**
 * Phone numbers: typed with their country code, stored in E.164, shown formatted. Its own module
 * because its library's metadata is large: editors load it when a number is typed, not with the page.
 */
import { isValidPhoneNumber, parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';

/**
 * A phone number with its country code ('+387 61 123 456'), stored in E.164 ('+38761123456').
 * Empty, null or absent is null.
 */
export const optionalPhone = z
  .string({ error: 'validation_phone_invalid' })
  .trim()
  .max(40, { error: 'validation_phone_invalid' })
  .nullable()
  .optional()
  .transform((value, context) => {
    if (!value) return null;
    const parsed = isValidPhoneNumber(value) ? parsePhoneNumberFromString(value) : undefined;
    if (!parsed) {
      context.addIssue({ code: 'custom', message: 'validation_phone_invalid', input: value });
      return z.NEVER;
    }
    return parsed.number as string;
  });

/** An E.164 number as people read it: '+38761123456' → '+387 61 123 456'; anything else unchanged. */
export function formatPhone(e164: string | null | undefined): string {
  if (!e164) return '';
  return parsePhoneNumberFromString(e164)?.formatInternational() ?? e164;
}

/** The number as it is stored (E.164) when `text` is a valid one, otherwise the text as typed (for the check to flag). */
export function phoneAsStored(text: string): string | null {
  const parsed = optionalPhone.safeParse(text);
  return parsed.success ? parsed.data : text;
}
