import * as m from './paraglide/messages.js';
import type { Locale } from './paraglide/runtime.js';

type MessageFn = (params?: Record<string, unknown>, options?: { locale?: Locale }) => string;

/**
 * Every message a shared schema's issue can carry: the keys of the domain's zod error map and
 * the keys schemas name themselves. Listed one by one so a browser bundle holds these messages
 * only, not the whole catalog.
 */
const validationMessages = {
  validation_required: m.validation_required,
  validation_invalid: m.validation_invalid,
  validation_option_invalid: m.validation_option_invalid,
  validation_too_small: m.validation_too_small,
  validation_too_big: m.validation_too_big,
  validation_too_long: m.validation_too_long,
  validation_text_too_short: m.validation_text_too_short,
  validation_text_too_long: m.validation_text_too_long,
  validation_text_length: m.validation_text_length,
  validation_list_too_short: m.validation_list_too_short,
  validation_list_too_long: m.validation_list_too_long,
  validation_list_length: m.validation_list_length,
  validation_number_too_small: m.validation_number_too_small,
  validation_number_too_big: m.validation_number_too_big,
  validation_number_not_greater: m.validation_number_not_greater,
  validation_number_not_less: m.validation_number_not_less,
  validation_number_step: m.validation_number_step,
  validation_fields_unexpected: m.validation_fields_unexpected,
  validation_url_invalid: m.validation_url_invalid,
  validation_date_invalid: m.validation_date_invalid,
  validation_time_invalid: m.validation_time_invalid,
  validation_date_too_early: m.validation_date_too_early,
  validation_date_too_late: m.validation_date_too_late,
  validation_email_required: m.validation_email_required,
  validation_email_invalid: m.validation_email_invalid,
  validation_email_too_long: m.validation_email_too_long,
  validation_password_required: m.validation_password_required,
  validation_password_too_short: m.validation_password_too_short,
  validation_password_too_long: m.validation_password_too_long,
  validation_role_required: m.validation_role_required,
  validation_language_invalid: m.validation_language_invalid,
  validation_color_hex: m.validation_color_hex,
  validation_video_url: m.validation_video_url,
  gallery_error_full: m.gallery_error_full,
  validation_duplicate: m.validation_duplicate,
  validation_phone_invalid: m.validation_phone_invalid,
  validation_date_in_future: m.validation_date_in_future,
  validation_age_too_young: m.validation_age_too_young,
  validation_secondary_goal_same: m.validation_secondary_goal_same,
  gyms_error_max: m.gyms_error_max,
  validation_gym_duplicate: m.validation_gym_duplicate,
  validation_gym_unknown: m.validation_gym_unknown,
  validation_trainer_since_range: m.validation_trainer_since_range,
  validation_time_zone_invalid: m.validation_time_zone_invalid,
  validation_control_characters: m.validation_control_characters,
  account_code_required: m.account_code_required,
  account_code_invalid: m.account_code_invalid,
  account_current_email_required: m.account_current_email_required,
  account_current_email_mismatch: m.account_current_email_mismatch,
  account_new_email_required: m.account_new_email_required,
  account_passwords_mismatch: m.account_passwords_mismatch,
  account_current_password_required: m.account_current_password_required,
  account_link_invalid: m.account_link_invalid,
  plans_error_too_many_sets: m.plans_error_too_many_sets,
  plans_error_superset_size: m.plans_error_superset_size,
  plans_error_too_many_entries: m.plans_error_too_many_entries,
  plans_error_too_many_days: m.plans_error_too_many_days,
  plans_error_too_many_weeks: m.plans_error_too_many_weeks,
  plans_error_too_many_clients: m.plans_error_too_many_clients,
} as unknown as Readonly<Record<string, MessageFn>>;

/** The keys `validationMessage` knows, for the test that keeps the list complete. */
export const validationMessageKeys: readonly string[] = Object.keys(validationMessages);

/** A message key with the values its text names (the domain's `MessageRef`). */
export interface KeyWithParams {
  key: string;
  params: Record<string, string | number>;
}

/**
 * A validation message key, or a key with its values, in the current language (or `locale`).
 * Text that is not such a key (a message the server already translated) passes through.
 */
export function validationMessage(ref: string | KeyWithParams, locale?: Locale): string {
  const { key, params } = typeof ref === 'string' ? { key: ref, params: {} } : ref;
  if (!Object.hasOwn(validationMessages, key)) return key;
  const message = validationMessages[key]!;
  return locale ? message(params, { locale }) : message(params);
}

/** `{ field: [key or { key, params }] }` (the domain's `fieldErrorKeys`) → `{ field: [message] }`. */
export function translateValidationErrors(
  fieldErrors: Readonly<Record<string, ReadonlyArray<string | KeyWithParams>>>,
  locale?: Locale,
): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([field, refs]) => [field, refs.map((ref) => validationMessage(ref, locale))]),
  );
}
