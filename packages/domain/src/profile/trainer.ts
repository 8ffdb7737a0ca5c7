/** The trainer editor's sections (SPEC §2 Trainer profile editor sections, §3, §5 Trainer form). */
import { z } from 'zod';
import {
  activities,
  genders,
  nutritionExtras,
  specialties,
  timeSlots,
  trainerServiceFeatures,
  trainingEnvironments,
  trainingModes,
  weekdays,
  type Activity,
  type Gender,
  type NutritionExtra,
  type Specialty,
  type TimeSlot,
  type TrainerServiceFeature,
  type TrainingEnvironment,
  type TrainingMode,
  type Weekday,
} from '../options.ts';
import { languageListSchema, type LanguageCode } from '../languages/index.ts';
import { locationSchema, type Location } from '../places/index.ts';
import {
  birthDateSchema,
  optionList,
  optionalPhone,
  optionalText,
  requiredEmail,
  requiredOption,
  requiredText,
  versionSchema,
} from './fields.ts';
import { profileFieldLimits, trainerProfileLimits, trainerSinceYears, type TrainerSection } from './core.ts';

// ---- Basic info ----------------------------------------------------------------------------

export interface TrainerBasicInfo {
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD, or null while not given. */
  dateOfBirth: string | null;
  gender: Gender | null;
  trainerSince: number | null;
  shortdescription: string | null;
  description: string | null;
  contactEmail: string | null;
  /** E.164. */
  contactPhone: string | null;
}

export const trainerBasicInfoSchema = z.object({
  version: versionSchema,
  firstName: requiredText(profileFieldLimits.nameChars),
  lastName: requiredText(profileFieldLimits.nameChars),
  dateOfBirth: birthDateSchema,
  gender: requiredOption(genders),
  trainerSince: z
    .number({ error: 'validation_required' })
    .int()
    .refine((year) => trainerSinceYears().includes(year), { error: 'validation_trainer_since_range' }),
  shortdescription: optionalText(trainerProfileLimits.shortDescriptionChars, { lines: true }),
  description: optionalText(trainerProfileLimits.descriptionChars, { lines: true }),
  contactEmail: requiredEmail,
  contactPhone: optionalPhone,
});
export type TrainerBasicInfoUpdate = z.infer<typeof trainerBasicInfoSchema>;

// ---- Languages -----------------------------------------------------------------------------

export interface TrainerLanguages {
  languages: LanguageCode[];
}

export const trainerLanguagesSchema = z.object({ version: versionSchema, languages: languageListSchema });
export type TrainerLanguagesUpdate = z.infer<typeof trainerLanguagesSchema>;

// ---- Availability --------------------------------------------------------------------------

export interface AvailabilitySlot {
  weekday: Weekday;
  timeSlot: TimeSlot;
}

export interface TrainerAvailability {
  availability: AvailabilitySlot[];
  sessionDuration: number;
  cancellationPolicy: number;
  /** IANA time zone the slots are meant in, e.g. 'Europe/Sarajevo'; null until chosen. */
  timeZone: string | null;
}

/** True when the runtime knows the IANA zone ('Europe/Sarajevo', 'UTC'). */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** A whole number, or null for empty; `fallback` is used for empty (SPEC §5: empty → 60 / 24). */
const wholeNumberOr = (fallback: number, min: number, max: number) =>
  z
    .union([z.number({ error: 'validation_invalid' }).int().min(min).max(max), z.literal(''), z.null()], {
      error: 'validation_invalid',
    })
    .optional()
    .transform((value) => (value === '' || value === null || value === undefined ? fallback : value));

export const trainerAvailabilitySchema = z.object({
  version: versionSchema,
  availability: z
    .array(
      z.object({
        weekday: z.enum(weekdays, { error: 'validation_option_invalid' }),
        timeSlot: z.enum(timeSlots, { error: 'validation_option_invalid' }),
      }),
    )
    .max(weekdays.length * timeSlots.length)
    .refine((slots) => new Set(slots.map((slot) => `${slot.weekday}:${slot.timeSlot}`)).size === slots.length, {
      error: 'validation_duplicate',
    }),
  sessionDuration: wholeNumberOr(
    trainerProfileLimits.sessionMinutes.default,
    trainerProfileLimits.sessionMinutes.min,
    trainerProfileLimits.sessionMinutes.max,
  ),
  cancellationPolicy: wholeNumberOr(
    trainerProfileLimits.cancellationHours.default,
    trainerProfileLimits.cancellationHours.min,
    trainerProfileLimits.cancellationHours.max,
  ),
  timeZone: z
    .string({ error: 'validation_time_zone_invalid' })
    .trim()
    .max(64)
    // Empty means none chosen yet, like null.
    .refine((zone) => zone === '' || isTimeZone(zone), { error: 'validation_time_zone_invalid' })
    .nullable()
    .optional()
    .transform((value) => value || null),
});
export type TrainerAvailabilityUpdate = z.infer<typeof trainerAvailabilitySchema>;

// ---- Specialties and training types --------------------------------------------------------

export interface TrainerSpecialties {
  specialties: Specialty[];
  /** The 15 activities of SPEC §3. */
  trainingTypes: Activity[];
  trainingModes: TrainingMode[];
  trainingEnvironments: TrainingEnvironment[];
  serviceFeatures: TrainerServiceFeature[];
  nutritionExtras: NutritionExtra[];
}

export const trainerSpecialtiesSchema = z.object({
  version: versionSchema,
  specialties: optionList(specialties),
  trainingTypes: optionList(activities),
  trainingModes: optionList(trainingModes),
  trainingEnvironments: optionList(trainingEnvironments),
  serviceFeatures: optionList(trainerServiceFeatures),
  nutritionExtras: optionList(nutritionExtras),
});
export type TrainerSpecialtiesUpdate = z.infer<typeof trainerSpecialtiesSchema>;

// ---- Workout space and location ------------------------------------------------------------

/** A gym the trainer works at (SPEC §3 Gym entry): its directory id, name and address. */
export interface GymChoice {
  value: string;
  label: string;
  address: string;
}

export interface TrainerLocation {
  location: Location;
  gyms: GymChoice[];
}

/**
 * The trainer's location and up to three gyms of the directory, each once (SPEC §5 Gyms). Only
 * `value` counts: the server reads the name and address from the directory.
 */
export const trainerLocationSchema = z.object({
  version: versionSchema,
  location: locationSchema,
  gyms: z
    .array(
      z.object({
        value: z.uuid({ error: 'validation_gym_unknown' }),
        label: z.string().max(200).optional(),
        address: z.string().max(300).optional(),
      }),
    )
    .max(trainerProfileLimits.maxGyms, { error: 'gyms_error_max' })
    .refine((gyms) => new Set(gyms.map((gym) => gym.value)).size === gyms.length, {
      error: 'validation_gym_duplicate',
    }),
});
export type TrainerLocationUpdate = z.infer<typeof trainerLocationSchema>;

// ---- The editor ----------------------------------------------------------------------------

/** What /trainer/dashboard/edit renders from: every section with its version. */
export interface TrainerEditorData {
  'basic-info': { values: TrainerBasicInfo; version: number };
  languages: { values: TrainerLanguages; version: number };
  availability: { values: TrainerAvailability; version: number };
  specialties: { values: TrainerSpecialties; version: number };
  location: { values: TrainerLocation; version: number };
}

/** The payload schema of each trainer section. */
export const trainerSectionSchemas = {
  'basic-info': trainerBasicInfoSchema,
  languages: trainerLanguagesSchema,
  availability: trainerAvailabilitySchema,
  specialties: trainerSpecialtiesSchema,
  location: trainerLocationSchema,
} as const satisfies Record<TrainerSection, z.ZodType>;

/** The parsed payload of a trainer section (`S` a union gives the union of payloads). */
export type TrainerSectionUpdate<S extends TrainerSection = TrainerSection> = z.infer<
  (typeof trainerSectionSchemas)[S]
>;
