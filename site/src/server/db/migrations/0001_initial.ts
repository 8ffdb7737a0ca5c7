import { sql, type Kysely } from 'kysely';

/** The first schema: every entity of SPEC §3, normalised. Runs on PostgreSQL 15 and PGlite. */
const statements = [
  sql`create table users (
    id uuid primary key default gen_random_uuid(),
    email text not null,
    email_verified boolean not null default false,
    password_hash text,
    role text not null check (role in ('client', 'trainer', 'admin')),
    status text not null default 'active' check (status in ('active', 'deactivated', 'deleted')),
    language text not null default 'en' check (language in ('en', 'bs', 'de', 'hr', 'sr', 'sl')),
    deactivated_at timestamptz,
    deleted_at timestamptz,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    check (email = lower(email) and char_length(email) <= 254)
  )`,
  sql`create unique index users_email_key on users (email) where status <> 'deleted'`,
  sql`create index users_role_status_idx on users (role, status)`,

  sql`create table sessions (
    id text primary key check (char_length(id) = 64),
    user_id uuid not null references users (id) on delete cascade,
    expires_at timestamptz not null,
    created_at timestamptz not null default now(),
    user_agent text,
    ip text
  )`,
  sql`create index sessions_user_idx on sessions (user_id)`,
  sql`create index sessions_expires_idx on sessions (expires_at)`,

  sql`create table oauth_accounts (
    provider text not null check (provider in ('google', 'facebook')),
    provider_user_id text not null,
    user_id uuid not null references users (id) on delete cascade,
    email text,
    created_at timestamptz not null default now(),
    primary key (provider, provider_user_id),
    unique (user_id, provider)
  )`,

  sql`create table media_objects (
    id uuid primary key default gen_random_uuid(),
    owner_id uuid references users (id) on delete set null,
    purpose text not null check (purpose in ('gallery', 'profile_photo', 'exercise_image', 'exercise_video', 'identity_document', 'certificate_document', 'brand_logo')),
    visibility text not null check (visibility in ('public', 'private')),
    status text not null default 'pending' check (status in ('pending', 'ready')),
    content_type text not null,
    byte_size bigint not null check (byte_size >= 0),
    width integer check (width > 0),
    height integer check (height > 0),
    storage_key text not null unique,
    variants jsonb not null default '{}'::jsonb,
    created_at timestamptz not null default now()
  )`,
  sql`create index media_objects_owner_idx on media_objects (owner_id, purpose)`,
  sql`create index media_objects_pending_idx on media_objects (created_at) where status = 'pending'`,

  sql`create table client_profiles (
    user_id uuid primary key references users (id) on delete cascade,
    first_name text not null default '' check (char_length(first_name) <= 100),
    last_name text not null default '' check (char_length(last_name) <= 100),
    date_of_birth date,
    gender text check (gender in ('male', 'female')),
    height_cm integer check (height_cm between 100 and 250),
    weight_kg numeric(5, 1) check (weight_kg between 30 and 200),
    description text check (char_length(description) <= 5000),
    contact_email text,
    contact_phone text,
    experience_level text check (experience_level in ('beginner', 'intermediate', 'advanced')),
    previous_activities text check (char_length(previous_activities) <= 2000),
    primary_goal text check (primary_goal in ('weight_loss', 'muscle_gain', 'strength', 'endurance', 'flexibility', 'health', 'performance', 'rehabilitation', 'stress_reduction')),
    secondary_goal text check (secondary_goal in ('weight_loss', 'muscle_gain', 'strength', 'endurance', 'flexibility', 'health', 'performance', 'rehabilitation', 'stress_reduction')),
    goal_description text check (char_length(goal_description) <= 2000),
    medical_conditions text check (char_length(medical_conditions) <= 2000),
    allergies text check (char_length(allergies) <= 2000),
    profile_image_id uuid references media_objects (id) on delete set null,
    city text,
    state text,
    country text,
    lat double precision check (lat between -90 and 90),
    lon double precision check (lon between -180 and 180),
    level integer not null default 1 check (level >= 1),
    xp integer not null default 0 check (xp >= 0),
    level_progress integer not null default 75 check (level_progress between 0 and 100),
    total_sessions integer not null default 0 check (total_sessions >= 0),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    check (secondary_goal is null or primary_goal is null or secondary_goal <> primary_goal)
  )`,
  sql`create table client_preferred_activities (
    user_id uuid not null references client_profiles (user_id) on delete cascade,
    activity text not null check (activity in ('weight_training', 'cardio', 'yoga', 'pilates', 'crossfit', 'hiit', 'swimming', 'cycling', 'running', 'boxing', 'martial_arts', 'team_sports', 'dance', 'stretching', 'walking')),
    primary key (user_id, activity)
  )`,

  sql`create table trainer_profiles (
    user_id uuid primary key references users (id) on delete cascade,
    first_name text not null default '' check (char_length(first_name) <= 100),
    last_name text not null default '' check (char_length(last_name) <= 100),
    date_of_birth date,
    gender text check (gender in ('male', 'female')),
    trainer_since integer check (trainer_since between 1900 and 2200),
    short_description text check (char_length(short_description) <= 85),
    description text check (char_length(description) <= 10000),
    contact_email text,
    contact_phone text,
    profile_image_id uuid references media_objects (id) on delete set null,
    session_duration integer not null default 60 check (session_duration between 5 and 600),
    cancellation_policy_hours integer not null default 24 check (cancellation_policy_hours between 0 and 720),
    training_environment text check (char_length(training_environment) <= 2000),
    coaching_experience text check (coaching_experience in ('none', 'less_than_year', '1_3_years', '3_5_years', '5_plus_years')),
    city text,
    state text,
    country text,
    lat double precision check (lat between -90 and 90),
    lon double precision check (lon between -180 and 180),
    rating numeric(3, 2) check (rating between 0 and 5),
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  sql`create index trainer_profiles_city_idx on trainer_profiles (lower(city))`,

  sql`create table profile_languages (
    user_id uuid not null references users (id) on delete cascade,
    language text not null check (char_length(language) between 1 and 60),
    primary key (user_id, language)
  )`,
  sql`create table trainer_availabilities (
    trainer_id uuid not null references trainer_profiles (user_id) on delete cascade,
    weekday text not null check (weekday in ('monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday')),
    time_slot text not null check (time_slot in ('Morning', 'Afternoon', 'Evening', 'Night')),
    primary key (trainer_id, weekday, time_slot)
  )`,
  sql`create table trainer_specialties (
    trainer_id uuid not null references trainer_profiles (user_id) on delete cascade,
    specialty text not null check (char_length(specialty) between 1 and 60),
    primary key (trainer_id, specialty)
  )`,
  sql`create table trainer_training_types (
    trainer_id uuid not null references trainer_profiles (user_id) on delete cascade,
    mode text not null check (mode in ('inPerson', 'online', 'hybrid', 'selfGuided')),
    primary key (trainer_id, mode)
  )`,

  sql`create table certifications (
    id uuid primary key default gen_random_uuid(),
    trainer_id uuid not null references trainer_profiles (user_id) on delete cascade,
    name text not null check (char_length(name) between 1 and 200),
    issuer text check (char_length(issuer) <= 200),
    expiry_date date,
    status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
    hidden boolean not null default false,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  sql`create index certifications_trainer_idx on certifications (trainer_id)`,
  sql`create table certification_documents (
    certification_id uuid not null references certifications (id) on delete cascade,
    media_id uuid not null references media_objects (id) on delete cascade,
    primary key (certification_id, media_id)
  )`,

  // position 0..2 with a unique pair holds the three-gym limit in SQL.
  sql`create table trainer_gyms (
    trainer_id uuid not null references trainer_profiles (user_id) on delete cascade,
    position smallint not null check (position between 0 and 2),
    value text not null check (char_length(value) between 1 and 200),
    label text not null check (char_length(label) between 1 and 200),
    name text,
    address text,
    lat double precision,
    lon double precision,
    primary key (trainer_id, position),
    unique (trainer_id, value)
  )`,

  // position 0..49 holds the 50-image limit; highlight_rank 0..5 holds the six-highlight limit.
  sql`create table gallery_images (
    id uuid primary key default gen_random_uuid(),
    trainer_id uuid not null references trainer_profiles (user_id) on delete cascade,
    media_id uuid not null references media_objects (id) on delete restrict,
    position smallint not null check (position between 0 and 49),
    highlight_rank smallint check (highlight_rank between 0 and 5),
    description text check (char_length(description) <= 500),
    created_at timestamptz not null default now(),
    unique (trainer_id, position) deferrable initially deferred,
    unique (trainer_id, highlight_rank) deferrable initially deferred
  )`,

  sql`create table achievements (
    id text primary key check (id ~ '^[a-z0-9_]+$'),
    icon text not null,
    xp integer not null check (xp >= 0)
  )`,
  sql`create table client_achievements (
    user_id uuid not null references client_profiles (user_id) on delete cascade,
    achievement_id text not null references achievements (id) on delete cascade,
    unlocked_at timestamptz not null default now(),
    primary key (user_id, achievement_id)
  )`,

  sql`create table verifications (
    trainer_id uuid primary key references trainer_profiles (user_id) on delete cascade,
    status text not null default 'not_started' check (status in ('not_started', 'started', 'in_progress', 'completed')),
    document_type text check (document_type in ('passport', 'license', 'id_card')),
    submitted_at timestamptz,
    reviewed_at timestamptz,
    reviewer_id uuid references users (id) on delete set null,
    review_note text,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now()
  )`,
  sql`create index verifications_status_idx on verifications (status)`,
  sql`create table verification_document_parts (
    trainer_id uuid not null references verifications (trainer_id) on delete cascade,
    part_type text not null check (part_type in ('front', 'back', 'passport_page', 'selfie')),
    media_id uuid not null references media_objects (id) on delete cascade,
    primary key (trainer_id, part_type)
  )`,

  sql`create table brandings (
    trainer_id uuid primary key references trainer_profiles (user_id) on delete cascade,
    use_custom_logo boolean not null default false,
    hide_logo_image boolean not null default false,
    custom_logo_media_id uuid references media_objects (id) on delete set null,
    custom_logo_title text check (char_length(custom_logo_title) <= 60),
    custom_logo_tagline text check (char_length(custom_logo_tagline) <= 120),
    logo_title_color text check (logo_title_color ~ '^#[0-9a-fA-F]{6}$'),
    logo_tagline_color text check (logo_tagline_color ~ '^#[0-9a-fA-F]{6}$'),
    updated_at timestamptz not null default now()
  )`,

  sql`create table coaching_requests (
    id uuid primary key default gen_random_uuid(),
    client_id uuid not null references users (id) on delete cascade,
    trainer_id uuid not null references users (id) on delete cascade,
    status text not null default 'pending' check (status in ('pending', 'accepted', 'declined', 'cancelled')),
    source text check (char_length(source) <= 60),
    message text check (char_length(message) <= 2000),
    created_at timestamptz not null default now(),
    responded_at timestamptz,
    check (client_id <> trainer_id)
  )`,
  sql`create unique index coaching_requests_one_pending on coaching_requests (client_id, trainer_id) where status = 'pending'`,
  sql`create index coaching_requests_trainer_idx on coaching_requests (trainer_id, status)`,

  // The trainer connection; a trainer's deletion ends it but keeps the client's data.
  sql`create table trainer_clients (
    trainer_id uuid references users (id) on delete set null,
    client_id uuid not null references users (id) on delete cascade,
    started_at timestamptz not null default now(),
    ended_at timestamptz,
    id uuid primary key default gen_random_uuid()
  )`,
  sql`create unique index trainer_clients_active on trainer_clients (trainer_id, client_id) where ended_at is null`,
  sql`create index trainer_clients_client_idx on trainer_clients (client_id)`,

  sql`create table email_codes (
    id uuid primary key default gen_random_uuid(),
    user_id uuid not null references users (id) on delete cascade,
    purpose text not null check (purpose in ('email_update', 'email_verify', 'password_reset')),
    code_hash text not null,
    target text,
    attempts integer not null default 0 check (attempts >= 0),
    expires_at timestamptz not null,
    consumed_at timestamptz,
    created_at timestamptz not null default now()
  )`,
  sql`create index email_codes_user_idx on email_codes (user_id, purpose)`,

  sql`create table rate_limit_buckets (
    key text primary key check (char_length(key) <= 255),
    points integer not null,
    expire bigint
  )`,
  sql`create index rate_limit_buckets_expire_idx on rate_limit_buckets (expire)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const tables = [
    'rate_limit_buckets',
    'email_codes',
    'trainer_clients',
    'coaching_requests',
    'brandings',
    'verification_document_parts',
    'verifications',
    'client_achievements',
    'achievements',
    'gallery_images',
    'trainer_gyms',
    'certification_documents',
    'certifications',
    'trainer_training_types',
    'trainer_specialties',
    'trainer_availabilities',
    'profile_languages',
    'trainer_profiles',
    'client_preferred_activities',
    'client_profiles',
    'media_objects',
    'oauth_accounts',
    'sessions',
    'users',
  ];
  for (const table of tables) await sql`drop table if exists ${sql.table(table)} cascade`.execute(db);
}
