import { coachingLimits, galleryLimits } from '@spotter/domain';
import { DomainError, type DomainErrorKind, type RefusalDetails } from '../errors.ts';

/**
 * The database's own checks are the last line behind the contracts' rules: a request that got past
 * a rule (a rule removed by mistake, two requests at once) is stopped by a check, a unique index or
 * a foreign key. This module turns such a refusal into the domain error of the rule the constraint
 * keeps, so the caller gets that rule's 4xx and translated message, never a 500: each constraint
 * of the migrations by name here, anything else by its SQLSTATE.
 */

interface ConstraintRule {
  kind: Extract<DomainErrorKind, 'invalid' | 'conflict'>;
  key: string;
  /** The contract's field the message belongs to, when there is one. */
  field?: string;
  params?: Record<string, string | number>;
}

const invalid = (key: string, field?: string, params?: ConstraintRule['params']): ConstraintRule => ({
  kind: 'invalid',
  key,
  ...(field && { field }),
  ...(params && { params }),
});
const conflict = (key: string, field?: string): ConstraintRule => ({ kind: 'conflict', key, ...(field && { field }) });

/** A row that changed or went away under the request: reloading shows what is there now. */
const clash = conflict('error_conflict');
const tooLong = (field: string) => invalid('validation_too_long', field);
const notValid = (field?: string) => invalid('validation_invalid', field);
const notAnOption = (field: string) => invalid('validation_option_invalid', field);
/** Values only the server writes (ids, counters, states): nothing the reader typed is at fault. */
const refused = invalid('error_value_refused');

const each = (names: readonly string[], rule: ConstraintRule) => names.map((name) => [name, rule] as const);

/** Each named constraint and unique index of the migrations, with the rule it keeps. */
export const constraintRules: ReadonlyMap<string, ConstraintRule> = new Map<string, ConstraintRule>([
  // Limits of the product.
  ['trainer_gyms_position_check', invalid('gyms_error_max', 'gyms')],
  ['trainer_gyms_trainer_id_value_key', invalid('validation_gym_duplicate', 'gyms')],
  ['trainer_gyms_value_check', invalid('validation_gym_unknown', 'gyms')],
  ['trainer_gyms_value_check1', invalid('validation_gym_unknown', 'gyms')],
  ['trainer_gyms_label_check', invalid('validation_gym_unknown', 'gyms')],
  ['trainer_gyms_address_check', invalid('validation_gym_unknown', 'gyms')],
  ['trainer_gyms_check', invalid('validation_gym_unknown', 'gyms')],
  ['gallery_images_position_check', invalid('gallery_error_full', 'images')],
  [
    'gallery_images_highlight_rank_check',
    invalid('gallery_error_highlight_max', 'images', { maxCount: galleryLimits.maxHighlighted }),
  ],
  ['gallery_images_description_check', tooLong('description')],
  ['certification_documents_position_check', invalid('validation_list_too_long', 'documentIds', { max: 5 })],
  ['certification_documents_media_key', conflict('profile_error_document_in_use', 'documentIds')],
  ['profile_languages_position_check', invalid('validation_list_too_long', 'languages', { max: 20 })],
  ['profile_languages_language_check', notAnOption('languages')],
  ['profile_languages_language_check1', notAnOption('languages')],

  // Coaching and reviews.
  ['coaching_requests_one_pending', conflict('coaching_error_duplicate')],
  ['trainer_clients_active', conflict('coaching_error_already_connected')],
  [
    'coaching_requests_message_check',
    invalid('validation_text_too_long', 'message', { max: coachingLimits.messageChars }),
  ],
  [
    'coaching_requests_decline_reason_check',
    invalid('validation_text_too_long', 'reason', { max: coachingLimits.declineReasonChars }),
  ],
  ['coaching_requests_goal_check', notAnOption('goal')],
  ['coaching_requests_source_check', notAnOption('source')],
  ['coaching_requests_check', invalid('error_forbidden')],
  ...each(
    ['coaching_requests_status_check', 'coaching_requests_responded_check'],
    conflict('coaching_error_not_pending'),
  ),
  ['trainer_reviews_trainer_id_client_id_key', clash],
  ['trainer_reviews_body_check', notValid('body')],
  ['trainer_reviews_reply_check', notValid('reply')],
  ['trainer_reviews_rating_check', notValid('rating')],
  ['trainer_reviews_check', conflict('reviews_error_already_replied')],

  // Accounts.
  ['users_email_key', conflict('auth_error_email_taken', 'email')],
  ['users_email_check', invalid('validation_email_invalid', 'email')],
  ['users_language_check', notAnOption('language')],
  ...each(['users_role_check', 'users_status_check'], refused),

  // Profile texts and choices (the fields as the contracts name them).
  ...each(['trainer_profiles_first_name_check', 'client_profiles_first_name_check'], tooLong('firstName')),
  ...each(['trainer_profiles_last_name_check', 'client_profiles_last_name_check'], tooLong('lastName')),
  ['trainer_profiles_short_description_check', tooLong('shortdescription')],
  ...each(['trainer_profiles_description_check', 'client_profiles_description_check'], tooLong('description')),
  ['client_profiles_previous_activities_check', tooLong('previousActivities')],
  ['client_profiles_goal_description_check', tooLong('goalDescription')],
  ['client_profiles_medical_conditions_check', tooLong('medicalConditions')],
  ['client_profiles_allergies_check', tooLong('allergies')],
  ...each(['trainer_profiles_contact_email_check', 'client_profiles_contact_email_check'], tooLong('contactEmail')),
  ...each(
    ['trainer_profiles_contact_phone_check', 'client_profiles_contact_phone_check'],
    invalid('validation_phone_invalid', 'contactPhone'),
  ),
  ...each(['trainer_profiles_gender_check', 'client_profiles_gender_check'], notAnOption('gender')),
  ['client_profiles_experience_level_check', notAnOption('experienceLevel')],
  ['client_profiles_primary_goal_check', notAnOption('primaryGoal')],
  ['client_profiles_secondary_goal_check', notAnOption('secondaryGoal')],
  ['client_profiles_check', invalid('validation_secondary_goal_same', 'secondaryGoal')],
  ['client_profiles_height_cm_check', notValid('height')],
  ['client_profiles_weight_kg_check', notValid('weight')],
  ['trainer_profiles_trainer_since_check', invalid('validation_trainer_since_range', 'trainerSince')],
  ['trainer_profiles_session_duration_check', notValid('sessionDuration')],
  ['trainer_profiles_cancellation_policy_hours_check', notValid('cancellationPolicy')],
  ['trainer_profiles_time_zone_check', invalid('validation_time_zone_invalid', 'timeZone')],
  ['trainer_profiles_coaching_experience_check', notAnOption('coachingExperience')],
  // Location: city and state, the country, the point.
  ...each(['trainer_profiles_check', 'client_profiles_check1'], tooLong('location')),
  ...each(
    ['trainer_profiles_check1', 'client_profiles_check2', 'trainer_profiles_lat_check', 'client_profiles_lat_check'],
    notValid('location'),
  ),
  ...each(['trainer_profiles_lon_check', 'client_profiles_lon_check'], notValid('location')),
  ...each(['trainer_profiles_country_code_check', 'client_profiles_country_code_check'], notAnOption('location')),
  ['trainer_specialties_specialty_check', notAnOption('specialties')],
  ['trainer_specialties_specialty_check1', notAnOption('specialties')],
  ['trainer_training_types_mode_check', notAnOption('trainingModes')],
  ...each(['trainer_offerings_check', 'trainer_offerings_kind_check'], notAnOption('trainingTypes')),
  ['client_preferred_activities_activity_check', notAnOption('preferredActivities')],
  ...each(
    ['trainer_availabilities_weekday_check', 'trainer_availabilities_time_slot_check'],
    notAnOption('availability'),
  ),
  ['profile_section_versions_section_check', refused],
  ['profile_section_versions_version_check', conflict('profile_error_conflict')],
  ['trainer_profiles_slug_key', clash],
  ...each(
    [
      'trainer_profiles_slug_check',
      'trainer_profiles_rating_check',
      'trainer_profiles_rating_count_check',
      'trainer_profiles_check2',
      'client_profiles_level_check',
      'client_profiles_level_progress_check',
      'client_profiles_total_sessions_check',
      'client_profiles_xp_check',
    ],
    refused,
  ),

  // Certifications, branding, the gym directory.
  ['certifications_name_check', notValid('name')],
  ['certifications_issuer_check', tooLong('issuer')],
  ...each(['certifications_status_check', 'certifications_version_check'], refused),
  ['brandings_custom_logo_title_check', tooLong('customLogoTitle')],
  ['brandings_custom_logo_tagline_check', tooLong('customLogoTagline')],
  ['brandings_logo_title_color_check', invalid('validation_color_hex', 'logoTitleColor')],
  ['brandings_logo_tagline_color_check', invalid('validation_color_hex', 'logoTaglineColor')],
  ['gyms_name_check', notValid('name')],
  ['gyms_address_check', tooLong('address')],
  ['gyms_city_check', tooLong('city')],
  ...each(['gyms_lat_check', 'gyms_lon_check', 'gyms_country_code_check'], notValid('lat')),

  // Exercises and training plans (the contracts' fields).
  ['exercise_texts_name_check', tooLong('name')],
  ['exercise_texts_locale_check', notAnOption('language')],
  ['exercises_language_check', notAnOption('language')],
  ['exercises_category_check', notAnOption('category')],
  ['exercises_level_check', notAnOption('level')],
  ['exercises_measure_check', notAnOption('measure')],
  ['exercises_primary_muscles_check', invalid('exercises_error_too_many_muscles', 'primaryMuscles')],
  ['exercises_secondary_muscles_check', invalid('exercises_error_too_many_muscles', 'secondaryMuscles')],
  ['exercises_equipment_check', invalid('exercises_error_too_many_equipment', 'equipment')],
  ['exercises_video_url_check', tooLong('videoUrl')],
  ['exercises_check1', invalid('exercises_error_one_video', 'videoUrl')],
  ['training_plans_name_check', tooLong('name')],
  ['training_plans_goal_check', tooLong('goal')],
  ['training_plans_weeks_check', invalid('plans_error_too_many_weeks', 'weeks', { max: 16 })],
  ['training_plans_days_per_week_check', invalid('plans_error_too_many_days', 'weeks', { max: 7 })],
  ['training_plans_check', notValid('startDate')],
  // A library exercise has a slug and no owner, a trainer's an owner and no slug: only the server sets them.
  ...each(['exercises_check', 'exercises_slug_key'], refused),

  // What only the server writes: media, sessions, codes, devices, limiter rows, activity, the dataset.
  ...each(
    [
      'media_objects_byte_size_check',
      'media_objects_height_check',
      'media_objects_width_check',
      'media_objects_purpose_check',
      'media_objects_status_check',
      'media_objects_visibility_check',
      'sessions_id_check',
      'users_notification_settings_object',
      'login_devices_id_check',
      'email_codes_attempts_check',
      'email_codes_purpose_check',
      'oauth_accounts_provider_check',
      'rate_limit_buckets_key_check',
      'verifications_status_check',
      'verification_document_parts_part_type_check',
      'verification_reviews_document_type_check',
      'verification_reviews_decision_check',
      'verification_reviews_reason_check',
      'document_access_log_purpose_check',
      'achievements_id_check',
      'achievements_xp_check',
      'cities_country_code_check',
      'cities_lat_check',
      'cities_lon_check',
      'cities_population_check',
      'city_labels_locale_check',
      'city_labels_name_check',
      'city_names_search_name_check',
      'client_goals_title_check',
      'messages_body_check',
      'training_sessions_check',
      'training_sessions_duration_minutes_check',
      'training_sessions_notes_check',
      'training_sessions_rating_check',
      'training_sessions_status_check',
      'training_sessions_cancel_reason_check',
      'training_sessions_cancelled_by_check',
      'training_sessions_online_check',
      'training_sessions_online_url_check',
      'training_sessions_place_address_check',
      'training_sessions_place_kind_check',
      'training_sessions_place_name_check',
      'training_sessions_requested_by_check',
      'training_sessions_time_zone_check',
    ],
    refused,
  ),
  ['verifications_document_type_check', notAnOption('documentType')],
  ...each(
    [
      'media_objects_storage_key_key',
      'oauth_accounts_user_id_provider_key',
      'certification_documents_position_key',
      'gallery_images_trainer_id_position_key',
      'gallery_images_trainer_id_highlight_rank_key',
    ],
    clash,
  ),
  ...each(
    [
      'achievements_pkey',
      'brandings_pkey',
      'certification_documents_pkey',
      'certifications_pkey',
      'cities_pkey',
      'city_labels_pkey',
      'place_sources_pkey',
      'cities_source_fkey',
      'city_labels_city_id_fkey',
      'city_labels_source_fkey',
      'city_names_source_fkey',
      'client_achievements_pkey',
      'client_goals_pkey',
      'client_preferred_activities_pkey',
      'client_profiles_pkey',
      'coaching_requests_pkey',
      'email_codes_pkey',
      'gallery_images_pkey',
      'gyms_pkey',
      'login_devices_pkey',
      'marketplace_entries_pkey',
      'media_objects_pkey',
      'messages_pkey',
      'oauth_accounts_pkey',
      'profile_languages_pkey',
      'profile_section_versions_pkey',
      'rate_limit_buckets_pkey',
      'sessions_pkey',
      'sessions_public_id_key',
      'trainer_availabilities_pkey',
      'trainer_clients_pkey',
      'trainer_gyms_pkey',
      'trainer_offerings_pkey',
      'trainer_profiles_pkey',
      'trainer_reviews_pkey',
      'trainer_specialties_pkey',
      'trainer_training_types_pkey',
      'training_sessions_pkey',
      'users_pkey',
      'verification_document_parts_pkey',
      'verifications_pkey',
      'verification_reviews_pkey',
      'document_access_log_pkey',
      'exercise_sources_pkey',
      'exercises_pkey',
      'exercise_texts_pkey',
      'exercise_search_pkey',
      'exercise_images_pkey',
      'training_plans_pkey',
      'plan_exercises_pkey',
    ],
    clash,
  ),
  // A foreign key: what the row refers to went away meanwhile (or is still referred to).
  ['gallery_images_media_id_fkey', conflict('error_conflict', 'images')],
  ['certification_documents_media_id_fkey', conflict('error_conflict', 'documentIds')],
  ['brandings_custom_logo_media_id_fkey', conflict('error_conflict', 'customLogoMediaId')],
  ...each(
    [
      'brandings_trainer_id_fkey',
      'certification_documents_certification_id_fkey',
      'certifications_trainer_id_fkey',
      'client_achievements_achievement_id_fkey',
      'client_achievements_user_id_fkey',
      'client_goals_client_id_fkey',
      'client_preferred_activities_user_id_fkey',
      'client_profiles_profile_image_id_fkey',
      'client_profiles_user_id_fkey',
      'coaching_requests_client_id_fkey',
      'coaching_requests_trainer_id_fkey',
      'email_codes_user_id_fkey',
      'gallery_images_trainer_id_fkey',
      'gyms_created_by_fkey',
      'login_devices_user_id_fkey',
      'marketplace_entries_trainer_id_fkey',
      'media_objects_owner_id_fkey',
      'messages_recipient_id_fkey',
      'messages_sender_id_fkey',
      'oauth_accounts_user_id_fkey',
      'profile_languages_user_id_fkey',
      'profile_section_versions_user_id_fkey',
      'sessions_user_id_fkey',
      'trainer_availabilities_trainer_id_fkey',
      'trainer_clients_client_id_fkey',
      'trainer_clients_trainer_id_fkey',
      'trainer_gyms_trainer_id_fkey',
      'trainer_offerings_trainer_id_fkey',
      'trainer_profiles_profile_image_id_fkey',
      'trainer_profiles_user_id_fkey',
      'trainer_reviews_client_id_fkey',
      'trainer_reviews_trainer_id_fkey',
      'trainer_specialties_trainer_id_fkey',
      'trainer_training_types_trainer_id_fkey',
      'training_sessions_client_id_fkey',
      'training_sessions_trainer_id_fkey',
      'verification_document_parts_media_id_fkey',
      'verification_document_parts_trainer_id_fkey',
      'verification_reviews_trainer_id_fkey',
      'verification_reviews_reviewer_id_fkey',
      'document_access_log_admin_id_fkey',
      'document_access_log_trainer_id_fkey',
      'verifications_reviewer_id_fkey',
      'verifications_trainer_id_fkey',
      'exercise_images_exercise_id_fkey',
      'exercise_images_media_id_fkey',
      'exercise_search_exercise_id_fkey',
      'exercise_texts_exercise_id_fkey',
      'exercises_copied_from_fkey',
      'exercises_owner_id_fkey',
      'exercises_source_fkey',
      'exercises_video_media_id_fkey',
      'plan_exercises_exercise_id_fkey',
      'plan_exercises_plan_id_fkey',
      'training_plans_client_id_fkey',
      'training_plans_template_id_fkey',
      'training_plans_trainer_id_fkey',
      'training_sessions_previous_id_fkey',
      'calendar_feeds_pkey',
      'calendar_feeds_token_hash_key',
      'calendar_feeds_user_id_fkey',
    ],
    clash,
  ),
]);

/** Integrity violations (class 23) and data exceptions (class 22) a request's values can cause. */
const FOREIGN_KEY = '23503';
const UNIQUE = '23505';
const EXCLUSION = '23P01';
/** NUL in a text value: PostgreSQL says 22021 (invalid byte sequence), some drivers 22P05. */
const nulStates = new Set(['22021', '22P05']);

interface DatabaseFault {
  code: string;
  constraint?: string;
  column?: string;
}

function faultOf(error: unknown): DatabaseFault | null {
  if (!error || typeof error !== 'object') return null;
  const { code, constraint, column } = error as Record<string, unknown>;
  if (typeof code !== 'string' || !/^2[23][0-9A-Z]{3}$/.test(code)) return null;
  if (!('severity' in error || 'routine' in error || 'constraint' in error)) return null;
  return {
    code,
    ...(typeof constraint === 'string' && { constraint }),
    ...(typeof column === 'string' && { column }),
  };
}

function refusalFrom(rule: ConstraintRule): DomainError {
  const details: RefusalDetails = {};
  if (rule.params) details.params = rule.params;
  if (rule.field)
    details.fieldErrors = { [rule.field]: [rule.params ? { key: rule.key, params: rule.params } : rule.key] };
  return new DomainError(rule.kind, rule.key, details);
}

/** What a constraint nobody named here refuses: a conflict with what is stored, or a refused value. */
function genericRule(code: string): ConstraintRule {
  if (code === UNIQUE || code === FOREIGN_KEY || code === EXCLUSION) return clash;
  if (nulStates.has(code)) return invalid('validation_control_characters');
  // A NOT NULL or check nobody named here, or another data exception (a number out of range).
  return refused;
}

/**
 * The domain error a database refusal stands for: the rule of the named constraint, else a
 * generic conflict (409) or refused value (400) by SQLSTATE; null for anything that is not a
 * constraint violation or a data exception (a fault).
 */
export function constraintRefusal(error: unknown): DomainError | null {
  const fault = faultOf(error);
  if (!fault) return null;
  const named = fault.constraint === undefined ? undefined : constraintRules.get(fault.constraint);
  return refusalFrom(named ?? genericRule(fault.code));
}

/** The rule a constraint name is mapped to (tests: every constraint of the migrations has one). */
export function ruleOfConstraint(name: string): ConstraintRule | undefined {
  return constraintRules.get(name);
}
