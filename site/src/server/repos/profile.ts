import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import {
  activities as activityIds,
  nutritionExtras as extraIds,
  specialties as specialtyIds,
  timeSlots,
  trainerServiceFeatures as featureIds,
  trainingEnvironments as environmentIds,
  trainingModes as modeIds,
  tidyName,
  weekdays,
  type Activity,
  type ClientEditorData,
  type ClientHealth,
  type ClientSection,
  type ClientSectionUpdate,
  type LanguageCode,
  type Location,
  type NutritionExtra,
  type Specialty,
  type TrainerEditorData,
  type TrainerSection,
  type TrainerSectionUpdate,
  type TrainerServiceFeature,
  type TrainingEnvironment,
  type TrainingMode,
} from '@spotter/domain';
import { inTransaction, type DB } from '../db/index.ts';
import type { TrainerOfferingKind } from '../db/schema.ts';
import { DomainError } from '../errors.ts';
import { placesProvider } from '../places/index.ts';
import { assignSlug } from './marketplace.ts';

type Role = 'trainer' | 'client';

/** The version row's key of a section: 'trainer:languages'. */
const versionKey = (role: Role, section: string) => `${role}:${section}`;

function locationOf(row: {
  city: string | null;
  state: string | null;
  country_code: string | null;
  lat: number | null;
  lon: number | null;
}): Location {
  return { city: row.city ?? '', state: row.state ?? '', countryCode: row.country_code, lat: row.lat, lon: row.lon };
}

function versionsOf(role: Role, rows: ReadonlyArray<{ section: string; version: number }>) {
  const versions = new Map(rows.map((row) => [row.section, row.version]));
  return (section: string) => versions.get(versionKey(role, section)) ?? 0;
}

const notFound = () => new DomainError('not_found', 'error_not_found');

/** The largest version a column holds (PostgreSQL integer). */
export const MAX_VERSION = 2_147_483_647;

/**
 * Raises the section's version from `expected` to the next one, or refuses with a conflict when
 * the stored version is another (someone saved in between). The row stays locked until the
 * transaction ends, so two saves from the same version never both pass.
 */
async function claimVersion(trx: DB, userId: string, key: string, expected: number): Promise<number> {
  // No stored version is that high: refused here, as the database would refuse the number itself.
  if (expected > MAX_VERSION) throw new DomainError('conflict', 'profile_error_conflict');
  const row =
    expected === 0
      ? await trx
          .insertInto('profile_section_versions')
          .values({ user_id: userId, section: key, version: 1 })
          .onConflict((oc) =>
            oc
              .columns(['user_id', 'section'])
              .doUpdateSet({ version: sql<number>`profile_section_versions.version + 1` })
              .where('profile_section_versions.version', '=', 0),
          )
          .returning('version')
          .executeTakeFirst()
      : await trx
          .updateTable('profile_section_versions')
          .set({ version: sql<number>`version + 1` })
          .where('user_id', '=', userId)
          .where('section', '=', key)
          .where('version', '=', expected)
          .returning('version')
          .executeTakeFirst();
  if (!row) throw new DomainError('conflict', 'profile_error_conflict');
  return row.version;
}

const byWeekAndSlot = (a: { weekday: (typeof weekdays)[number]; time_slot: (typeof timeSlots)[number] }, b: typeof a) =>
  weekdays.indexOf(a.weekday) - weekdays.indexOf(b.weekday) ||
  timeSlots.indexOf(a.time_slot) - timeSlots.indexOf(b.time_slot);

// ---- Trainer -------------------------------------------------------------------------------

/** Everything the trainer editor renders, each section with its version, in one query. */
export async function trainerEditorOf(db: DB, userId: string): Promise<TrainerEditorData> {
  const row = await db
    .selectFrom('trainer_profiles as p')
    .select((eb) => [
      'p.first_name',
      'p.last_name',
      'p.date_of_birth',
      'p.gender',
      'p.trainer_since',
      'p.short_description',
      'p.description',
      'p.contact_email',
      'p.contact_phone',
      'p.session_duration',
      'p.cancellation_policy_hours',
      'p.time_zone',
      'p.city',
      'p.state',
      'p.country_code',
      'p.lat',
      'p.lon',
      jsonArrayFrom(
        eb
          .selectFrom('profile_languages')
          .select('language')
          .whereRef('user_id', '=', 'p.user_id')
          .orderBy('position')
          .orderBy('language'),
      ).as('languages'),
      jsonArrayFrom(
        eb
          .selectFrom('trainer_availabilities')
          .select(['weekday', 'time_slot'])
          .whereRef('trainer_id', '=', 'p.user_id'),
      ).as('availability'),
      jsonArrayFrom(
        eb.selectFrom('trainer_specialties').select('specialty').whereRef('trainer_id', '=', 'p.user_id'),
      ).as('specialties'),
      jsonArrayFrom(eb.selectFrom('trainer_training_types').select('mode').whereRef('trainer_id', '=', 'p.user_id')).as(
        'modes',
      ),
      jsonArrayFrom(
        eb.selectFrom('trainer_offerings').select(['kind', 'value']).whereRef('trainer_id', '=', 'p.user_id'),
      ).as('offerings'),
      jsonArrayFrom(
        eb
          .selectFrom('trainer_gyms')
          .select(['value', 'label', 'address'])
          .whereRef('trainer_id', '=', 'p.user_id')
          .orderBy('position'),
      ).as('gyms'),
      jsonArrayFrom(
        eb.selectFrom('profile_section_versions').select(['section', 'version']).whereRef('user_id', '=', 'p.user_id'),
      ).as('versions'),
    ])
    .where('p.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound();
  const version = versionsOf('trainer', row.versions);
  const offerings = (kind: TrainerOfferingKind) =>
    row.offerings.filter((offering) => offering.kind === kind).map((offering) => offering.value);
  const inListOrder = <T extends string>(list: readonly T[], values: readonly string[]) =>
    list.filter((id) => values.includes(id));
  return {
    'basic-info': {
      values: {
        firstName: row.first_name,
        lastName: row.last_name,
        dateOfBirth: row.date_of_birth,
        gender: row.gender,
        trainerSince: row.trainer_since,
        shortdescription: row.short_description,
        description: row.description,
        contactEmail: row.contact_email,
        contactPhone: row.contact_phone,
      },
      version: version('basic-info'),
    },
    languages: {
      values: { languages: row.languages.map((language) => language.language as LanguageCode) },
      version: version('languages'),
    },
    availability: {
      values: {
        availability: [...row.availability]
          .sort(byWeekAndSlot)
          .map((slot) => ({ weekday: slot.weekday, timeSlot: slot.time_slot })),
        sessionDuration: row.session_duration,
        cancellationPolicy: row.cancellation_policy_hours,
        timeZone: row.time_zone,
      },
      version: version('availability'),
    },
    specialties: {
      values: {
        specialties: inListOrder<Specialty>(
          specialtyIds,
          row.specialties.map((s) => s.specialty),
        ),
        trainingTypes: inListOrder<Activity>(activityIds, offerings('activity')),
        trainingModes: inListOrder<TrainingMode>(
          modeIds,
          row.modes.map((m) => m.mode),
        ),
        trainingEnvironments: inListOrder<TrainingEnvironment>(environmentIds, offerings('environment')),
        serviceFeatures: inListOrder<TrainerServiceFeature>(featureIds, offerings('service_feature')),
        nutritionExtras: inListOrder<NutritionExtra>(extraIds, offerings('nutrition_extra')),
      },
      version: version('specialties'),
    },
    location: {
      values: {
        location: locationOf(row),
        gyms: row.gyms.map((gym) => ({ value: gym.value, label: gym.label, address: gym.address ?? '' })),
      },
      version: version('location'),
    },
  };
}

/** One section of the trainer editor with its version. */
export async function trainerSectionOf<S extends TrainerSection>(
  db: DB,
  userId: string,
  section: S,
): Promise<TrainerEditorData[S]> {
  return (await trainerEditorOf(db, userId))[section];
}

/** Locks the profile row for the save, so saves of one profile run one after another. */
async function lockProfile(trx: DB, table: 'trainer_profiles' | 'client_profiles', userId: string): Promise<void> {
  const row = await trx
    .selectFrom(table)
    .select('user_id')
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound();
}

interface DirectoryGym {
  id: string;
  name: string;
  address: string | null;
  lat: number | null;
  lon: number | null;
}

/** The directory entries of the chosen gyms; an id the directory does not hold is a field error. */
async function directoryGyms(trx: DB, ids: readonly string[]): Promise<DirectoryGym[]> {
  if (!ids.length) return [];
  // The schema let only UUIDs through, in either case; the directory answers them in lower case.
  const wanted = ids.map((id) => id.toLowerCase());
  const { rows } = await sql<DirectoryGym>`
    select id::text as id, name, address, lat, lon from gyms
    where id in (${sql.join(wanted.map((id) => sql`cast(${id} as uuid)`))})
  `.execute(trx);
  const found = new Map(rows.map((row) => [row.id, row]));
  const fieldErrors: Record<string, string[]> = {};
  wanted.forEach((id, index) => {
    if (!found.has(id)) fieldErrors[`gyms.${index}.value`] = ['validation_gym_unknown'];
    else if (wanted.indexOf(id) !== index) fieldErrors[`gyms.${index}.value`] = ['validation_gym_duplicate'];
  });
  if (Object.keys(fieldErrors).length) throw new DomainError('invalid', 'error_validation', { fieldErrors });
  return wanted.map((id) => found.get(id)!);
}

async function replaceLanguages(trx: DB, userId: string, languages: readonly string[]): Promise<void> {
  await trx.deleteFrom('profile_languages').where('user_id', '=', userId).execute();
  if (languages.length) {
    await trx
      .insertInto('profile_languages')
      .values(languages.map((language, position) => ({ user_id: userId, language, position })))
      .execute();
  }
}

/**
 * Saves one section of a trainer's profile in one transaction: the version must be the stored
 * one (else a 'conflict'), the lists of the section are replaced, and the section is answered as
 * stored, with its new version.
 */
export async function saveTrainerSection<S extends TrainerSection>(
  db: DB,
  userId: string,
  section: S,
  payload: TrainerSectionUpdate<S>,
): Promise<TrainerEditorData[S]> {
  return inTransaction(db, async (trx) => {
    await lockProfile(trx, 'trainer_profiles', userId);
    await claimVersion(trx, userId, versionKey('trainer', section), payload.version);
    const update = payload as TrainerSectionUpdate<TrainerSection>;
    const touch = { updated_at: new Date() };
    const profile = trx.updateTable('trainer_profiles').where('user_id', '=', userId);
    if ('firstName' in update) {
      await profile
        .set({
          ...touch,
          first_name: update.firstName,
          last_name: update.lastName,
          date_of_birth: update.dateOfBirth,
          gender: update.gender,
          trainer_since: update.trainerSince,
          short_description: update.shortdescription,
          description: update.description,
          contact_email: update.contactEmail,
          contact_phone: update.contactPhone,
        })
        .execute();
      await assignSlug(trx, userId, update.firstName, update.lastName);
    } else if ('availability' in update) {
      await profile
        .set({
          ...touch,
          session_duration: update.sessionDuration,
          cancellation_policy_hours: update.cancellationPolicy,
          time_zone: update.timeZone,
        })
        .execute();
      await trx.deleteFrom('trainer_availabilities').where('trainer_id', '=', userId).execute();
      if (update.availability.length) {
        await trx
          .insertInto('trainer_availabilities')
          .values(
            update.availability.map((slot) => ({
              trainer_id: userId,
              weekday: slot.weekday,
              time_slot: slot.timeSlot,
            })),
          )
          .execute();
      }
    } else if ('specialties' in update) {
      await profile.set(touch).execute();
      await trx.deleteFrom('trainer_specialties').where('trainer_id', '=', userId).execute();
      await trx.deleteFrom('trainer_training_types').where('trainer_id', '=', userId).execute();
      await trx.deleteFrom('trainer_offerings').where('trainer_id', '=', userId).execute();
      if (update.specialties.length) {
        await trx
          .insertInto('trainer_specialties')
          .values(update.specialties.map((specialty) => ({ trainer_id: userId, specialty })))
          .execute();
      }
      if (update.trainingModes.length) {
        await trx
          .insertInto('trainer_training_types')
          .values(update.trainingModes.map((mode) => ({ trainer_id: userId, mode })))
          .execute();
      }
      const offerings = [
        ...update.trainingTypes.map((value) => ({ kind: 'activity' as const, value })),
        ...update.trainingEnvironments.map((value) => ({ kind: 'environment' as const, value })),
        ...update.serviceFeatures.map((value) => ({ kind: 'service_feature' as const, value })),
        ...update.nutritionExtras.map((value) => ({ kind: 'nutrition_extra' as const, value })),
      ];
      if (offerings.length) {
        await trx
          .insertInto('trainer_offerings')
          .values(offerings.map((offering) => ({ trainer_id: userId, ...offering })))
          .execute();
      }
    } else if ('gyms' in update) {
      const gyms = await directoryGyms(
        trx,
        update.gyms.map((gym) => gym.value),
      );
      await profile.set({ ...touch, ...locationColumns(await placed(trx, update.location)) }).execute();
      await trx.deleteFrom('trainer_gyms').where('trainer_id', '=', userId).execute();
      if (gyms.length) {
        await trx
          .insertInto('trainer_gyms')
          .values(
            gyms.map((gym, position) => ({
              trainer_id: userId,
              position,
              value: gym.id,
              label: gym.name,
              name: gym.name,
              address: gym.address,
              lat: gym.lat,
              lon: gym.lon,
            })),
          )
          .execute();
      }
    } else {
      await profile.set(touch).execute();
      await replaceLanguages(trx, userId, update.languages);
    }
    return trainerSectionOf(trx, userId, section);
  });
}

/**
 * A location as it is saved: a city typed without choosing a suggestion gets the point (and the
 * state and country left empty) of the place of that name, so city and radius searches find it;
 * when no place of that name is known it is saved without a point, and the section says so.
 */
async function placed(db: DB, location: Location): Promise<Location> {
  if (!location.city || location.lat !== null) return location;
  const found = await placesProvider(db).locateCity(location);
  if (!found) return location;
  return {
    city: location.city,
    state: location.state || found.state,
    countryCode: location.countryCode ?? found.countryCode,
    lat: found.lat,
    lon: found.lon,
  };
}

function locationColumns(location: Location) {
  return {
    city: location.city || null,
    state: location.state || null,
    country_code: location.countryCode,
    lat: location.lat,
    lon: location.lon,
  };
}

// ---- Client --------------------------------------------------------------------------------

/** Everything the client editor renders, each section with its version, in one query. */
export async function clientEditorOf(db: DB, userId: string): Promise<ClientEditorData> {
  const row = await db
    .selectFrom('client_profiles as p')
    .select((eb) => [
      'p.first_name',
      'p.last_name',
      'p.date_of_birth',
      'p.gender',
      'p.height_cm',
      'p.weight_kg',
      'p.description',
      'p.contact_email',
      'p.contact_phone',
      'p.experience_level',
      'p.previous_activities',
      'p.primary_goal',
      'p.secondary_goal',
      'p.goal_description',
      'p.medical_conditions',
      'p.allergies',
      'p.city',
      'p.state',
      'p.country_code',
      'p.lat',
      'p.lon',
      jsonArrayFrom(
        eb
          .selectFrom('profile_languages')
          .select('language')
          .whereRef('user_id', '=', 'p.user_id')
          .orderBy('position')
          .orderBy('language'),
      ).as('languages'),
      jsonArrayFrom(
        eb.selectFrom('client_preferred_activities').select('activity').whereRef('user_id', '=', 'p.user_id'),
      ).as('activities'),
      jsonArrayFrom(
        eb.selectFrom('profile_section_versions').select(['section', 'version']).whereRef('user_id', '=', 'p.user_id'),
      ).as('versions'),
    ])
    .where('p.user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound();
  const version = versionsOf('client', row.versions);
  const chosen = new Set<string>(row.activities.map((a) => a.activity));
  return {
    'basic-info': {
      values: {
        firstName: row.first_name,
        lastName: row.last_name,
        dateOfBirth: row.date_of_birth,
        gender: row.gender,
        height: row.height_cm,
        weight: row.weight_kg === null ? null : Number(row.weight_kg),
        description: row.description,
        contactEmail: row.contact_email,
        contactPhone: row.contact_phone,
        experienceLevel: row.experience_level,
        previousActivities: row.previous_activities,
      },
      version: version('basic-info'),
    },
    goals: {
      values: {
        primaryGoal: row.primary_goal,
        secondaryGoal: row.secondary_goal,
        goalDescription: row.goal_description,
        preferredActivities: activityIds.filter((id) => chosen.has(id)),
        languages: row.languages.map((language) => language.language as LanguageCode),
      },
      version: version('goals'),
    },
    health: {
      values: { medicalConditions: row.medical_conditions, allergies: row.allergies },
      version: version('health'),
    },
    location: { values: { location: locationOf(row) }, version: version('location') },
  };
}

/** One section of the client editor with its version. */
export async function clientSectionOf<S extends ClientSection>(
  db: DB,
  userId: string,
  section: S,
): Promise<ClientEditorData[S]> {
  return (await clientEditorOf(db, userId))[section];
}

/**
 * A client without a name gives one (the coaching request asks for it): saved inside the caller's
 * transaction, the basic-info section's version raised so an editor open elsewhere reloads first.
 * Answers whether the profile still needs it (missing and not given).
 */
export async function giveClientNameIfMissing(
  trx: DB,
  userId: string,
  given: { firstName?: string | undefined; lastName?: string | undefined },
): Promise<{ missing: boolean }> {
  const row = await trx
    .selectFrom('client_profiles')
    .select(['first_name', 'last_name'])
    .where('user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound();
  if (tidyName(row.first_name) && tidyName(row.last_name)) return { missing: false };
  const firstName = tidyName(row.first_name) || tidyName(given.firstName);
  const lastName = tidyName(row.last_name) || tidyName(given.lastName);
  if (!firstName || !lastName) return { missing: true };
  await trx
    .updateTable('client_profiles')
    .set({ first_name: firstName, last_name: lastName, updated_at: new Date() })
    .where('user_id', '=', userId)
    .execute();
  await trx
    .insertInto('profile_section_versions')
    .values({ user_id: userId, section: versionKey('client', 'basic-info'), version: 1 })
    .onConflict((oc) =>
      oc
        .columns(['user_id', 'section'])
        .doUpdateSet({ version: sql<number>`least(profile_section_versions.version + 1, ${MAX_VERSION})` }),
    )
    .execute();
  return { missing: false };
}

/** Saves one section of a client's profile in one transaction, like saveTrainerSection. */
export async function saveClientSection<S extends ClientSection>(
  db: DB,
  userId: string,
  section: S,
  payload: ClientSectionUpdate<S>,
): Promise<ClientEditorData[S]> {
  return inTransaction(db, async (trx) => {
    await lockProfile(trx, 'client_profiles', userId);
    await claimVersion(trx, userId, versionKey('client', section), payload.version);
    const update = payload as ClientSectionUpdate<ClientSection>;
    const touch = { updated_at: new Date() };
    const profile = trx.updateTable('client_profiles').where('user_id', '=', userId);
    if ('firstName' in update) {
      await profile
        .set({
          ...touch,
          first_name: update.firstName,
          last_name: update.lastName,
          date_of_birth: update.dateOfBirth,
          gender: update.gender,
          height_cm: update.height,
          weight_kg: update.weight,
          description: update.description,
          contact_email: update.contactEmail,
          contact_phone: update.contactPhone,
          experience_level: update.experienceLevel,
          previous_activities: update.previousActivities,
        })
        .execute();
    } else if ('preferredActivities' in update) {
      await profile
        .set({
          ...touch,
          primary_goal: update.primaryGoal,
          secondary_goal: update.secondaryGoal,
          goal_description: update.goalDescription,
        })
        .execute();
      await trx.deleteFrom('client_preferred_activities').where('user_id', '=', userId).execute();
      if (update.preferredActivities.length) {
        await trx
          .insertInto('client_preferred_activities')
          .values(update.preferredActivities.map((activity) => ({ user_id: userId, activity })))
          .execute();
      }
      await replaceLanguages(trx, userId, update.languages);
    } else if ('medicalConditions' in update) {
      await profile
        .set({ ...touch, medical_conditions: update.medicalConditions, allergies: update.allergies })
        .execute();
    } else {
      await profile.set({ ...touch, ...locationColumns(await placed(trx, update.location)) }).execute();
    }
    return clientSectionOf(trx, userId, section);
  });
}

/**
 * A client's health data for one of their trainers: only while the two are connected. Anyone
 * else gets 'not found', so the answer does not even reveal that the client exists.
 */
export async function clientHealthForTrainer(db: DB, trainerId: string, clientId: string): Promise<ClientHealth> {
  const row = await db
    .selectFrom('trainer_clients as tc')
    .innerJoin('client_profiles as p', 'p.user_id', 'tc.client_id')
    .select(['p.medical_conditions', 'p.allergies'])
    .where('tc.trainer_id', '=', trainerId)
    .where('tc.client_id', '=', clientId)
    .where('tc.ended_at', 'is', null)
    .executeTakeFirst();
  if (!row) throw notFound();
  return { medicalConditions: row.medical_conditions, allergies: row.allergies };
}
