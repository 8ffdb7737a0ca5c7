import { sql, type Kysely } from 'kysely';

const activities = sql.raw(
  `'weight_training', 'cardio', 'yoga', 'pilates', 'crossfit', 'hiit', 'swimming', 'cycling', 'running', 'boxing', 'martial_arts', 'team_sports', 'dance', 'stretching', 'walking'`,
);
const specialties = sql.raw(
  `'weight_loss', 'muscle_gain', 'strength', 'endurance', 'flexibility', 'health', 'performance', 'rehabilitation', 'stress_reduction', 'nutrition', 'sports_specific', 'pre_postnatal', 'seniors'`,
);
const environments = sql.raw(`'commercial_gym', 'private_studio', 'home', 'outdoors', 'online_live', 'corporate'`);
const serviceFeatures = sql.raw(
  `'support24_7', 'liveTraining', 'onlineCalls', 'personalizedNutrition', 'progressTracking', 'mealPlanning', 'flexibleScheduling', 'recoveryPlans'`,
);
const nutritionExtras = sql.raw(
  `'mealPreparationGuides', 'groceryLists', 'nutritionalEducation', 'recipeCollection', 'supplementGuide', 'foodSubstitutions'`,
);
const countryNames = sql.raw(`case country
  when 'Bosnia and Herzegovina' then 'BA' when 'Croatia' then 'HR' when 'Slovenia' then 'SI'
  when 'Serbia' then 'RS' when 'Germany' then 'DE' when 'Austria' then 'AT' when 'Montenegro' then 'ME'
  when 'North Macedonia' then 'MK' when 'Switzerland' then 'CH' else null end`);
const e164 = sql.raw(`'^\\+[1-9][0-9]{6,14}$'`);
const uuidShape = sql.raw(`'^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$'`);

/**
 * The profile editors' sections (SPEC §2, §3, §5): a version per user and section for optimistic
 * concurrency, the trainer's time zone and offerings, countries as ISO codes, languages as ISO
 * 639-1 codes in the order chosen, and checks that hold the limits of the domain contract.
 */
const statements = [
  sql`create table profile_section_versions (
    user_id uuid not null references users (id) on delete cascade,
    section text not null check (section in ('trainer:basic-info', 'trainer:languages', 'trainer:availability', 'trainer:specialties', 'trainer:location', 'client:basic-info', 'client:goals', 'client:health', 'client:location')),
    version integer not null check (version >= 0),
    primary key (user_id, section)
  )`,

  // Countries as codes: the names the first schema stored are converted where known.
  sql`alter table trainer_profiles add column country_code text check (country_code ~ '^[A-Z]{2}$')`,
  sql`alter table client_profiles add column country_code text check (country_code ~ '^[A-Z]{2}$')`,
  sql`update trainer_profiles set country_code = ${countryNames}`,
  sql`update client_profiles set country_code = ${countryNames}`,
  sql`alter table trainer_profiles drop column country`,
  sql`alter table client_profiles drop column country`,
  sql`alter table trainer_profiles add check (char_length(city) <= 120 and char_length(state) <= 120)`,
  sql`alter table client_profiles add check (char_length(city) <= 120 and char_length(state) <= 120)`,
  sql`alter table trainer_profiles add check ((lat is null) = (lon is null))`,
  sql`alter table client_profiles add check ((lat is null) = (lon is null))`,

  sql`alter table trainer_profiles add column time_zone text check (char_length(time_zone) between 1 and 64)`,
  // The free-text environment gives way to the list of trainer_offerings.
  sql`alter table trainer_profiles drop column training_environment`,

  // The domain's limits: sessions 15..480 minutes, cancellation 0..168 hours, description 5,000 characters.
  sql`update trainer_profiles set session_duration = least(greatest(session_duration, 15), 480),
    cancellation_policy_hours = least(cancellation_policy_hours, 168),
    description = left(description, 5000)`,
  sql`alter table trainer_profiles drop constraint if exists trainer_profiles_session_duration_check`,
  sql`alter table trainer_profiles drop constraint if exists trainer_profiles_cancellation_policy_hours_check`,
  sql`alter table trainer_profiles drop constraint if exists trainer_profiles_description_check`,
  sql`alter table trainer_profiles add constraint trainer_profiles_session_duration_check check (session_duration between 15 and 480)`,
  sql`alter table trainer_profiles add constraint trainer_profiles_cancellation_policy_hours_check check (cancellation_policy_hours between 0 and 168)`,
  sql`alter table trainer_profiles add constraint trainer_profiles_description_check check (char_length(description) <= 5000)`,

  // Contact details: phones in E.164 (the schemas convert them), emails within the address limit.
  sql`update trainer_profiles set contact_phone = null where contact_phone !~ ${e164}`,
  sql`update client_profiles set contact_phone = null where contact_phone !~ ${e164}`,
  sql`alter table trainer_profiles add check (contact_phone ~ ${e164})`,
  sql`alter table client_profiles add check (contact_phone ~ ${e164})`,
  sql`alter table trainer_profiles add check (char_length(contact_email) <= 254)`,
  sql`alter table client_profiles add check (char_length(contact_email) <= 254)`,

  // Languages: ISO 639-1 codes in the order chosen; the names the first schema stored are converted where known.
  sql`update profile_languages set language = case language
    when 'Bosnian' then 'bs' when 'English' then 'en' when 'German' then 'de' when 'Croatian' then 'hr'
    when 'Serbian' then 'sr' when 'Slovenian' then 'sl' when 'Italian' then 'it' when 'Hungarian' then 'hu'
    when 'French' then 'fr' when 'Spanish' then 'es' else language end`,
  sql`delete from profile_languages where language !~ '^[a-z]{2}$'`,
  sql`alter table profile_languages add check (language ~ '^[a-z]{2}$')`,
  sql`alter table profile_languages add column position smallint not null default 0 check (position between 0 and 19)`,

  sql`delete from trainer_specialties where specialty not in (${specialties})`,
  sql`alter table trainer_specialties add check (specialty in (${specialties}))`,

  // What a trainer offers besides specialties and modes: activities, environments, features, nutrition extras.
  sql`create table trainer_offerings (
    trainer_id uuid not null references trainer_profiles (user_id) on delete cascade,
    kind text not null check (kind in ('activity', 'environment', 'service_feature', 'nutrition_extra')),
    value text not null,
    primary key (trainer_id, kind, value),
    check (
      (kind = 'activity' and value in (${activities}))
      or (kind = 'environment' and value in (${environments}))
      or (kind = 'service_feature' and value in (${serviceFeatures}))
      or (kind = 'nutrition_extra' and value in (${nutritionExtras}))
    )
  )`,

  // Gyms are entries of the gym directory: the value is the directory's id.
  sql`delete from trainer_gyms where value !~ ${uuidShape}`,
  sql`alter table trainer_gyms add check (value ~ ${uuidShape})`,
  sql`alter table trainer_gyms add check (char_length(address) <= 300)`,
  sql`alter table trainer_gyms add check ((lat is null or lat between -90 and 90) and (lon is null or lon between -180 and 180))`,

  // Certifications: a version for concurrent edits; documents in order, at most five, each in one certification.
  sql`alter table certifications add column version integer not null default 0 check (version >= 0)`,
  sql`alter table certification_documents add column position smallint`,
  sql`update certification_documents d set position = ranked.n - 1
    from (select certification_id, media_id, row_number() over (partition by certification_id order by media_id) as n from certification_documents) ranked
    where ranked.certification_id = d.certification_id and ranked.media_id = d.media_id`,
  sql`delete from certification_documents where position > 4`,
  sql`alter table certification_documents alter column position set not null`,
  sql`alter table certification_documents add check (position between 0 and 4)`,
  sql`alter table certification_documents add constraint certification_documents_position_key unique (certification_id, position) deferrable initially deferred`,
  sql`alter table certification_documents add constraint certification_documents_media_key unique (media_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists trainer_offerings`.execute(db);
  await sql`drop table if exists profile_section_versions`.execute(db);
  await sql`alter table certification_documents drop column if exists position`.execute(db);
  await sql`alter table certification_documents drop constraint if exists certification_documents_media_key`.execute(
    db,
  );
  await sql`alter table certifications drop column if exists version`.execute(db);
  await sql`alter table profile_languages drop column if exists position`.execute(db);
  await sql`alter table trainer_profiles drop column if exists time_zone`.execute(db);
  await sql`alter table trainer_profiles add column if not exists training_environment text`.execute(db);
  for (const table of ['trainer_profiles', 'client_profiles']) {
    await sql`alter table ${sql.table(table)} drop column if exists country_code`.execute(db);
    await sql`alter table ${sql.table(table)} add column if not exists country text`.execute(db);
  }
}
