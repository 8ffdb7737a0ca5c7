import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type {
  AccountStatus,
  CertificationStatus,
  ClientGoal,
  CoachingExperience,
  CoachingRequestStatus,
  CoachingSource,
  DocumentPartType,
  DocumentType,
  EmailCodePurpose,
  ExperienceLevel,
  NotificationSettings,
  Gender,
  Locale,
  MediaPurpose,
  OAuthProvider,
  Role,
  TimeSlot,
  TrainingMode,
  VerificationStatus,
  Weekday,
  Activity,
  Equipment,
  ExerciseCategory,
  ExerciseMeasure,
  Muscle,
  PlanWeek,
  SessionEarlierTime,
  SessionPlaceKind,
  SessionStatus,
} from '@spotter/domain';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
/** A timestamp with a database default (now()). */
type DefaultTimestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
/** `date` columns are read as 'YYYY-MM-DD' strings (see the type parsers in db/index.ts). */
type DateOnly = ColumnType<string | null, string | null | undefined, string | null>;
type Numeric = ColumnType<number | null, number | null | undefined, number | null>;

export interface UsersTable {
  id: Generated<string>;
  email: string;
  email_verified: Generated<boolean>;
  password_hash: string | null;
  role: Role;
  status: Generated<AccountStatus>;
  language: Generated<Locale>;
  deactivated_at: NullableTimestamp;
  deleted_at: NullableTimestamp;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
  /** Email-notification switches; an absent key is on (domain `defaultNotificationSettings`). */
  notification_settings: ColumnType<
    Partial<NotificationSettings>,
    Partial<NotificationSettings> | undefined,
    Partial<NotificationSettings>
  >;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  expires_at: Timestamp;
  created_at: DefaultTimestamp;
  user_agent: string | null;
  ip: string | null;
  /** The handle the Sessions card names this session by (never the token's hash). */
  public_id: Generated<string>;
  last_seen_at: DefaultTimestamp;
}

export interface OAuthAccountsTable {
  provider: OAuthProvider;
  provider_user_id: string;
  user_id: string;
  email: string | null;
  created_at: DefaultTimestamp;
}

export interface MediaObjectsTable {
  id: Generated<string>;
  owner_id: string | null;
  purpose: MediaPurpose;
  visibility: 'public' | 'private';
  status: Generated<'pending' | 'ready'>;
  content_type: string;
  byte_size: ColumnType<number, number, number>;
  width: number | null;
  height: number | null;
  storage_key: string;
  variants: Generated<Record<string, unknown>>;
  created_at: DefaultTimestamp;
}

interface LocationColumns {
  city: string | null;
  state: string | null;
  /** ISO 3166-1 alpha-2. */
  country_code: string | null;
  lat: number | null;
  lon: number | null;
}

export interface ClientProfilesTable extends LocationColumns {
  user_id: string;
  first_name: Generated<string>;
  last_name: Generated<string>;
  date_of_birth: DateOnly;
  gender: Gender | null;
  height_cm: number | null;
  weight_kg: Numeric;
  description: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  experience_level: ExperienceLevel | null;
  previous_activities: string | null;
  primary_goal: ClientGoal | null;
  secondary_goal: ClientGoal | null;
  goal_description: string | null;
  medical_conditions: string | null;
  allergies: string | null;
  profile_image_id: string | null;
  level: Generated<number>;
  xp: Generated<number>;
  level_progress: Generated<number>;
  total_sessions: Generated<number>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface ClientPreferredActivitiesTable {
  user_id: string;
  activity: Activity;
}

export interface TrainerProfilesTable extends LocationColumns {
  user_id: string;
  first_name: Generated<string>;
  last_name: Generated<string>;
  date_of_birth: DateOnly;
  gender: Gender | null;
  trainer_since: number | null;
  short_description: string | null;
  description: string | null;
  contact_email: string | null;
  contact_phone: string | null;
  profile_image_id: string | null;
  session_duration: Generated<number>;
  cancellation_policy_hours: Generated<number>;
  /** IANA zone the availability slots are meant in. */
  time_zone: string | null;
  coaching_experience: CoachingExperience | null;
  /** The average of the trainer's reviews, null without any (kept with each review write). */
  rating: Numeric;
  rating_count: Generated<number>;
  /** The address part of the public pages (/trainers/{slug}, /page/{slug}); set with the first name. */
  slug: string | null;
  /** Generated from the names and descriptions, folded (spotter_fold); never written. */
  search_vector: ColumnType<string, never, never>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

/** A client's review of a trainer they were connected to; one per pair, one reply by the trainer. */
export interface TrainerReviewsTable {
  id: Generated<string>;
  trainer_id: string;
  client_id: string;
  rating: number;
  body: string;
  reply: string | null;
  replied_at: NullableTimestamp;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

/** One row per trainer for the marketplace search, written only by triggers (migration 0007). */
export interface MarketplaceEntriesTable {
  trainer_id: string;
  listed: boolean;
  verified: boolean;
  rating: Numeric;
  rating_count: number;
  relevance: string;
  rating_key: string;
  newest_key: string;
  lat: number | null;
  lon: number | null;
  specialties: string[];
  modes: string[];
  languages: string[];
  activities: string[];
  availability: string[];
  search_vector: string;
}

export interface ProfileLanguagesTable {
  user_id: string;
  /** ISO 639-1. */
  language: string;
  /** The order the user chose them in. */
  position: Generated<number>;
}

/** The version of each profile section a user saved, for optimistic concurrency ('trainer:languages'). */
export interface ProfileSectionVersionsTable {
  user_id: string;
  section: string;
  version: number;
}

export type TrainerOfferingKind = 'activity' | 'environment' | 'service_feature' | 'nutrition_extra';

/** A trainer's training types (activities), environments, service features and nutrition extras. */
export interface TrainerOfferingsTable {
  trainer_id: string;
  kind: TrainerOfferingKind;
  value: string;
}

export interface TrainerAvailabilitiesTable {
  trainer_id: string;
  weekday: Weekday;
  time_slot: TimeSlot;
}

export interface TrainerSpecialtiesTable {
  trainer_id: string;
  specialty: string;
}

export interface TrainerTrainingTypesTable {
  trainer_id: string;
  mode: TrainingMode;
}

export interface CertificationsTable {
  id: Generated<string>;
  trainer_id: string;
  name: string;
  issuer: string | null;
  expiry_date: DateOnly;
  status: Generated<CertificationStatus>;
  hidden: Generated<boolean>;
  version: Generated<number>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface CertificationDocumentsTable {
  certification_id: string;
  media_id: string;
  /** 0..4: at most five documents. */
  position: number;
}

export interface TrainerGymsTable {
  trainer_id: string;
  position: number;
  value: string;
  label: string;
  name: string | null;
  address: string | null;
  lat: number | null;
  lon: number | null;
}

export interface GalleryImagesTable {
  id: Generated<string>;
  trainer_id: string;
  media_id: string;
  position: number;
  highlight_rank: number | null;
  description: string | null;
  created_at: DefaultTimestamp;
}

export interface AchievementsTable {
  id: string;
  icon: string;
  xp: number;
}

export interface ClientAchievementsTable {
  user_id: string;
  achievement_id: string;
  unlocked_at: DefaultTimestamp;
}

export interface VerificationsTable {
  trainer_id: string;
  status: Generated<VerificationStatus>;
  document_type: DocumentType | null;
  submitted_at: NullableTimestamp;
  reviewed_at: NullableTimestamp;
  reviewer_id: string | null;
  review_note: string | null;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface VerificationDocumentPartsTable {
  trainer_id: string;
  part_type: DocumentPartType;
  media_id: string;
}

export interface VerificationReviewsTable {
  id: Generated<string>;
  trainer_id: string;
  document_type: DocumentType;
  submitted_at: Timestamp;
  decision: 'approved' | 'rejected';
  reason: string | null;
  reviewer_id: string | null;
  decided_at: DefaultTimestamp;
  documents_deleted_at: NullableTimestamp;
}

export interface DocumentAccessLogTable {
  id: Generated<string>;
  admin_id: string | null;
  trainer_id: string;
  media_id: string;
  purpose: 'identity_document' | 'certificate_document';
  accessed_at: DefaultTimestamp;
}

export interface BrandingsTable {
  trainer_id: string;
  use_custom_logo: Generated<boolean>;
  hide_logo_image: Generated<boolean>;
  custom_logo_media_id: string | null;
  custom_logo_title: string | null;
  custom_logo_tagline: string | null;
  logo_title_color: string | null;
  logo_tagline_color: string | null;
  updated_at: DefaultTimestamp;
}

export interface CoachingRequestsTable {
  id: Generated<string>;
  client_id: string;
  trainer_id: string;
  status: Generated<CoachingRequestStatus>;
  source: CoachingSource | null;
  message: string | null;
  goal: ClientGoal | null;
  decline_reason: string | null;
  created_at: DefaultTimestamp;
  responded_at: NullableTimestamp;
}

export interface TrainerClientsTable {
  id: Generated<string>;
  trainer_id: string | null;
  client_id: string;
  started_at: DefaultTimestamp;
  ended_at: NullableTimestamp;
}

export interface EmailCodesTable {
  id: Generated<string>;
  user_id: string;
  purpose: EmailCodePurpose;
  code_hash: string;
  target: string | null;
  attempts: Generated<number>;
  expires_at: Timestamp;
  consumed_at: NullableTimestamp;
  created_at: DefaultTimestamp;
}

export interface RateLimitBucketsTable {
  key: string;
  points: number;
  expire: ColumnType<number | null, number | null, number | null>;
}

/**
 * A training session (migrations 0002, 0017): its UTC start beside the IANA zone it was planned
 * in (the trainer's). A scheduled session whose end has passed took place.
 */
export interface TrainingSessionsTable {
  id: Generated<string>;
  /** Null once the trainer's account is deleted (the client keeps the history). */
  trainer_id: string | null;
  client_id: string;
  series_id: string | null;
  /** The row this one replaced in a reschedule. */
  previous_id: string | null;
  starts_at: Timestamp;
  duration_minutes: Generated<number>;
  status: Generated<SessionStatus | 'completed'>;
  requested_by: Generated<'trainer' | 'client'>;
  time_zone: Generated<string>;
  place_kind: Generated<SessionPlaceKind>;
  gym_id: string | null;
  place_name: string | null;
  place_address: string | null;
  online_url: string | null;
  rating: number | null;
  notes: string | null;
  outside_availability: Generated<boolean>;
  cancelled_by: 'trainer' | 'client' | null;
  cancel_reason: string | null;
  cancelled_at: NullableTimestamp;
  late_cancel: Generated<boolean>;
  /** Earlier times of a rescheduled session, oldest first. */
  history: ColumnType<SessionEarlierTime[], string | undefined, string>;
  version: Generated<number>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface ClientGoalsTable {
  id: Generated<string>;
  client_id: string;
  title: string;
  target_date: DateOnly;
  completed_at: NullableTimestamp;
  created_at: DefaultTimestamp;
}

export interface MessagesTable {
  id: Generated<string>;
  sender_id: string | null;
  recipient_id: string;
  body: string;
  created_at: DefaultTimestamp;
  read_at: NullableTimestamp;
}

export interface LoginDevicesTable {
  /** SHA-256 (hex) of the device cookie's token. */
  id: string;
  user_id: string;
  created_at: DefaultTimestamp;
  last_used_at: DefaultTimestamp;
}

/** The bundled world-cities dataset (migration 0004), searched by the folded name's prefix. */
export interface CitiesTable {
  /** GeoNames id. */
  id: number;
  name: string;
  /** foldForSearch(name). */
  search_name: string;
  /** First-level division (state, province …); '' when the dataset has none. */
  state: string;
  /** ISO 3166-1 alpha-2. */
  country_code: string;
  population: number;
  lat: number;
  lon: number;
  /** Where the row came from (migration 0008). */
  source: Generated<number>;
}

/** Every name a city is found by, folded with foldPlaceName (migration 0008). */
export interface CityNamesTable {
  city_id: number;
  search_name: string;
  /** Served countries first, then population: suggestions are ordered by it, highest first. */
  rank: string | number;
  source: number;
}

/** A city's name in one of Spotter's languages, where it differs from `cities.name` (migration 0009). */
export interface CityLabelsTable {
  city_id: number;
  locale: string;
  name: string;
  source: number;
}

/** The datasets places come from, with their licence. */
export interface PlaceSourcesTable {
  id: number;
  name: string;
  licence: string;
  url: string;
}

/** The gym directory, searched near a point; trainer_gyms.value holds a gym's id as text. */
export interface GymsTable {
  id: Generated<string>;
  name: string;
  /** foldForSearch(name). */
  search_name: string;
  address: string;
  city: Generated<string>;
  country_code: string | null;
  lat: number;
  lon: number;
  created_by: string | null;
  created_at: DefaultTimestamp;
}

export interface ExerciseSourcesTable {
  id: number;
  name: string;
  licence: string;
}

export interface ExercisesTable {
  id: Generated<string>;
  /** The library's stable key; null for a trainer's own exercise. */
  slug: string | null;
  source: number | null;
  /** Null for the starter library. */
  owner_id: string | null;
  copied_from: string | null;
  category: ExerciseCategory;
  primary_muscles: Muscle[];
  secondary_muscles: ColumnType<Muscle[], Muscle[] | undefined, Muscle[]>;
  equipment: Equipment[];
  level: ExperienceLevel;
  measure: ExerciseMeasure;
  language: Locale;
  video_media_id: string | null;
  video_url: string | null;
  archived_at: NullableTimestamp;
  version: Generated<number>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface ExerciseTextsTable {
  exercise_id: string;
  locale: Locale;
  name: string;
  steps: string[];
}

export interface ExerciseSearchTable {
  locale: Locale;
  exercise_id: string;
  /** The exercise's facets, kept here so a search reads no other table (see migration 0016). */
  owner_id: string | null;
  archived: Generated<boolean>;
  category: ExerciseCategory;
  level: ExperienceLevel;
  muscles: Muscle[];
  equipment: Equipment[];
  name: string;
  /** foldExerciseText(name): the order of a list. */
  sort_name: string;
  /** exerciseSearchText(name, English name): " word word ", matched by word start. */
  terms: string;
}

export interface ExerciseImagesTable {
  exercise_id: string;
  media_id: string;
  position: number;
}

export interface TrainingPlansTable {
  id: Generated<string>;
  trainer_id: string;
  /** Null for a template. */
  client_id: string | null;
  template_id: string | null;
  name: string;
  goal: string | null;
  document: ColumnType<{ weeks: PlanWeek[] }, string, string>;
  weeks: number;
  days_per_week: number;
  start_date: DateOnly;
  version: Generated<number>;
  created_at: DefaultTimestamp;
  updated_at: DefaultTimestamp;
}

export interface PlanExercisesTable {
  plan_id: string;
  exercise_id: string;
}

/** A user's secret calendar feed address, kept as its SHA-256 (hex). */
export interface CalendarFeedsTable {
  user_id: string;
  token_hash: string;
  created_at: DefaultTimestamp;
}

export interface Database {
  calendar_feeds: CalendarFeedsTable;
  exercise_sources: ExerciseSourcesTable;
  exercises: ExercisesTable;
  exercise_texts: ExerciseTextsTable;
  exercise_search: ExerciseSearchTable;
  exercise_images: ExerciseImagesTable;
  training_plans: TrainingPlansTable;
  plan_exercises: PlanExercisesTable;
  training_sessions: TrainingSessionsTable;
  client_goals: ClientGoalsTable;
  messages: MessagesTable;
  users: UsersTable;
  sessions: SessionsTable;
  oauth_accounts: OAuthAccountsTable;
  media_objects: MediaObjectsTable;
  client_profiles: ClientProfilesTable;
  client_preferred_activities: ClientPreferredActivitiesTable;
  trainer_profiles: TrainerProfilesTable;
  profile_languages: ProfileLanguagesTable;
  profile_section_versions: ProfileSectionVersionsTable;
  trainer_offerings: TrainerOfferingsTable;
  trainer_availabilities: TrainerAvailabilitiesTable;
  trainer_specialties: TrainerSpecialtiesTable;
  trainer_training_types: TrainerTrainingTypesTable;
  certifications: CertificationsTable;
  certification_documents: CertificationDocumentsTable;
  trainer_gyms: TrainerGymsTable;
  gallery_images: GalleryImagesTable;
  achievements: AchievementsTable;
  client_achievements: ClientAchievementsTable;
  verifications: VerificationsTable;
  verification_document_parts: VerificationDocumentPartsTable;
  verification_reviews: VerificationReviewsTable;
  document_access_log: DocumentAccessLogTable;
  brandings: BrandingsTable;
  coaching_requests: CoachingRequestsTable;
  trainer_clients: TrainerClientsTable;
  trainer_reviews: TrainerReviewsTable;
  marketplace_entries: MarketplaceEntriesTable;
  email_codes: EmailCodesTable;
  rate_limit_buckets: RateLimitBucketsTable;
  login_devices: LoginDevicesTable;
  cities: CitiesTable;
  city_names: CityNamesTable;
  city_labels: CityLabelsTable;
  place_sources: PlaceSourcesTable;
  gyms: GymsTable;
}

/** A column of some table, named with its table. */
type ColumnOf = { [T in keyof Database]: { table: T; column: keyof Database[T] & string } }[keyof Database];

/**
 * Where uploads get attached: each column that refers to a media object, with the purpose of the
 * uploads it holds. The orphan sweep drops uploads of these purposes that no column here refers
 * to after a day, so a table that starts holding media adds its column here. Identity images uploaded but never submitted,
 * or replaced by a new submission, go after a day; submitted ones by the retention job.
 */
export const mediaAttachments = [
  { purpose: 'gallery', table: 'gallery_images', column: 'media_id' },
  { purpose: 'profile_photo', table: 'client_profiles', column: 'profile_image_id' },
  { purpose: 'profile_photo', table: 'trainer_profiles', column: 'profile_image_id' },
  { purpose: 'brand_logo', table: 'brandings', column: 'custom_logo_media_id' },
  { purpose: 'certificate_document', table: 'certification_documents', column: 'media_id' },
  { purpose: 'identity_document', table: 'verification_document_parts', column: 'media_id' },
  { purpose: 'exercise_image', table: 'exercise_images', column: 'media_id' },
  { purpose: 'exercise_video', table: 'exercises', column: 'video_media_id' },
] as const satisfies ReadonlyArray<ColumnOf & { purpose: MediaPurpose }>;

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
