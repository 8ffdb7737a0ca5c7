/** The client editor's sections (SPEC §2 Client profile editor sections, §3, §5 Client form). */
import { z } from 'zod';
import {
  activities,
  clientGoals,
  experienceLevels,
  genders,
  type Activity,
  type ClientGoal,
  type ExperienceLevel,
  type Gender,
} from '../options.ts';
import { languageListSchema, type LanguageCode } from '../languages/index.ts';
import { locationSchema, type Location } from '../places/index.ts';
import {
  birthDateSchema,
  optionList,
  optionalEmail,
  optionalOption,
  optionalPhone,
  optionalText,
  requiredOption,
  requiredText,
  versionSchema,
} from './fields.ts';
import { clientProfileLimits, profileFieldLimits, type ClientSection } from './core.ts';

// ---- Basic info ----------------------------------------------------------------------------

export interface ClientBasicInfo {
  firstName: string;
  lastName: string;
  dateOfBirth: string | null;
  gender: Gender | null;
  height: number | null;
  weight: number | null;
  description: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  experienceLevel: ExperienceLevel | null;
  previousActivities: string | null;
}

/** A number within bounds, or null for empty. */
const optionalMeasure = (min: number, max: number, step: 'whole' | 'tenth') => {
  const number = z.number({ error: 'validation_invalid' }).min(min).max(max);
  return z
    .union([step === 'whole' ? number.int() : number, z.literal(''), z.null()], { error: 'validation_invalid' })
    .optional()
    .transform((value) => {
      if (value === '' || value === null || value === undefined) return null;
      return step === 'tenth' ? Math.round(value * 10) / 10 : value;
    });
};

export const clientBasicInfoSchema = z.object({
  version: versionSchema,
  firstName: requiredText(profileFieldLimits.nameChars),
  lastName: requiredText(profileFieldLimits.nameChars),
  dateOfBirth: birthDateSchema,
  gender: requiredOption(genders),
  height: optionalMeasure(clientProfileLimits.heightCm.min, clientProfileLimits.heightCm.max, 'whole'),
  weight: optionalMeasure(clientProfileLimits.weightKg.min, clientProfileLimits.weightKg.max, 'tenth'),
  description: optionalText(clientProfileLimits.descriptionChars, { lines: true }),
  contactEmail: optionalEmail,
  contactPhone: optionalPhone,
  experienceLevel: optionalOption(experienceLevels),
  previousActivities: optionalText(clientProfileLimits.longTextChars, { lines: true }),
});
export type ClientBasicInfoUpdate = z.infer<typeof clientBasicInfoSchema>;

// ---- Goals, activities, languages ----------------------------------------------------------

export interface ClientGoals {
  primaryGoal: ClientGoal | null;
  secondaryGoal: ClientGoal | null;
  goalDescription: string | null;
  preferredActivities: Activity[];
  languages: LanguageCode[];
}

/** SPEC §4 Goals: the primary goal can be toggled off; the secondary goal never equals it. */
export const clientGoalsSchema = z
  .object({
    version: versionSchema,
    primaryGoal: optionalOption(clientGoals),
    secondaryGoal: optionalOption(clientGoals),
    goalDescription: optionalText(clientProfileLimits.longTextChars, { lines: true }),
    preferredActivities: optionList(activities),
    languages: languageListSchema,
  })
  .refine((value) => value.secondaryGoal === null || value.secondaryGoal !== value.primaryGoal, {
    error: 'validation_secondary_goal_same',
    path: ['secondaryGoal'],
  });
export type ClientGoalsUpdate = z.infer<typeof clientGoalsSchema>;

// ---- Health (private) ----------------------------------------------------------------------

/** Private: the client and the trainers they are connected to read it, nobody else. */
export interface ClientHealth {
  medicalConditions: string | null;
  allergies: string | null;
}

export const clientHealthSchema = z.object({
  version: versionSchema,
  medicalConditions: optionalText(clientProfileLimits.longTextChars, { lines: true }),
  allergies: optionalText(clientProfileLimits.longTextChars, { lines: true }),
});
export type ClientHealthUpdate = z.infer<typeof clientHealthSchema>;

// ---- Location ------------------------------------------------------------------------------

export interface ClientLocation {
  location: Location;
}

export const clientLocationSchema = z.object({ version: versionSchema, location: locationSchema });
export type ClientLocationUpdate = z.infer<typeof clientLocationSchema>;

// ---- The editor ----------------------------------------------------------------------------

/** What /client/dashboard/edit renders from: every section with its version. */
export interface ClientEditorData {
  'basic-info': { values: ClientBasicInfo; version: number };
  goals: { values: ClientGoals; version: number };
  health: { values: ClientHealth; version: number };
  location: { values: ClientLocation; version: number };
}

/** The payload schema of each client section. */
export const clientSectionSchemas = {
  'basic-info': clientBasicInfoSchema,
  goals: clientGoalsSchema,
  health: clientHealthSchema,
  location: clientLocationSchema,
} as const satisfies Record<ClientSection, z.ZodType>;

/** The parsed payload of a client section (`S` a union gives the union of payloads). */
export type ClientSectionUpdate<S extends ClientSection = ClientSection> = z.infer<(typeof clientSectionSchemas)[S]>;
