import { z } from 'zod';
import { ownValue } from '../rules/lookup.ts';

/**
 * The message key of every zod issue a schema did not name itself, installed as zod's global
 * error map when the domain is imported, so no zod English ever reaches a user: browser and
 * server translate the key into the reader's language (see @spotter/i18n).
 */

type Issue = z.core.$ZodRawIssue;
type Bound = Extract<Issue, { code: 'too_big' | 'too_small' }>;

/**
 * The keys whose message names a value, and the name of that value; `fieldErrorKeys` hands
 * them on as `{ key, params }`, so the message can say 'Use at most 60 characters.'
 */
export const parameterisedMessageKeys = {
  validation_text_too_short: 'min',
  validation_text_too_long: 'max',
  validation_text_length: 'length',
  validation_list_too_short: 'min',
  validation_list_too_long: 'max',
  validation_list_length: 'length',
  validation_number_too_small: 'min',
  validation_number_too_big: 'max',
  validation_number_not_greater: 'min',
  validation_number_not_less: 'max',
  validation_number_step: 'step',
  validation_fields_unexpected: 'fields',
  // The training-plan contract's limits (plans/index.ts): the limit is told with the refusal.
  plans_error_too_many_sets: 'max',
  plans_error_superset_size: 'max',
  plans_error_too_many_entries: 'max',
  plans_error_too_many_days: 'max',
  plans_error_too_many_weeks: 'max',
  plans_error_too_many_clients: 'max',
} as const;
export type ParameterisedKey = keyof typeof parameterisedMessageKeys;

/** Every key the error map can give, for the catalog test and the browser's message list. */
export const zodMessageKeys = [
  'validation_required',
  'validation_invalid',
  'validation_option_invalid',
  'validation_email_invalid',
  'validation_url_invalid',
  'validation_date_invalid',
  'validation_time_invalid',
  'validation_date_too_early',
  'validation_date_too_late',
  'validation_too_small',
  'validation_too_big',
  ...(Object.keys(parameterisedMessageKeys) as ParameterisedKey[]),
] as const;
export type ZodMessageKey = (typeof zodMessageKeys)[number];

/** What a too_small / too_big issue measured, by its origin. */
const measures = {
  string: 'text',
  array: 'list',
  set: 'list',
  number: 'number',
  int: 'number',
  bigint: 'number',
  date: 'date',
} as const;

/** too_small / too_big, by what was measured: text length, list size, number, date. */
function boundKey(issue: Bound): ZodMessageKey {
  const below = issue.code === 'too_small';
  const measure = ownValue(measures, issue.origin);
  if (measure === 'text' || measure === 'list') {
    if (issue.exact) return `validation_${measure}_length`;
    // Text shorter than one character is text left out.
    if (below && measure === 'text' && Number(issue.minimum) <= 1) return 'validation_required';
    return below ? `validation_${measure}_too_short` : `validation_${measure}_too_long`;
  }
  if (measure === 'number') {
    if (issue.inclusive === false) return below ? 'validation_number_not_greater' : 'validation_number_not_less';
    return below ? 'validation_number_too_small' : 'validation_number_too_big';
  }
  if (measure === 'date') return below ? 'validation_date_too_early' : 'validation_date_too_late';
  return below ? 'validation_too_small' : 'validation_too_big';
}

const formatKeys: Readonly<Record<string, ZodMessageKey>> = {
  email: 'validation_email_invalid',
  url: 'validation_url_invalid',
  date: 'validation_date_invalid',
  datetime: 'validation_date_invalid',
  time: 'validation_time_invalid',
};

/** The message key for a zod issue raised without one of its own. */
export function zodMessageKey(issue: Issue): ZodMessageKey {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? 'validation_required' : 'validation_invalid';
    case 'too_small':
    case 'too_big':
      return boundKey(issue);
    case 'invalid_format':
      return ownValue(formatKeys, issue.format) ?? 'validation_invalid';
    case 'invalid_value':
      return 'validation_option_invalid';
    case 'not_multiple_of':
      return 'validation_number_step';
    case 'unrecognized_keys':
      return 'validation_fields_unexpected';
    default:
      // invalid_union, invalid_key, invalid_element and custom checks without a message.
      return 'validation_invalid';
  }
}

z.config({ customError: zodMessageKey });
