/**
 * The profile editors' sections and limits, free of schemas: the editors' fields import these with
 * the page, while the schemas (trainer.ts, client.ts) load with the first check.
 */
import { limits } from '../rules/limits.ts';

export const profileFieldLimits = {
  nameChars: 100,
  /** Both roles: the terms of use ask for at least 16 years. */
  minAgeYears: 16,
  maxAgeYears: 120,
  descriptionChars: 5000,
  longTextChars: 2000,
  emailChars: 254,
} as const;

export const trainerSections = ['basic-info', 'languages', 'availability', 'specialties', 'location'] as const;
export type TrainerSection = (typeof trainerSections)[number];

export const trainerProfileLimits = {
  shortDescriptionChars: limits.shortDescriptionChars,
  descriptionChars: profileFieldLimits.descriptionChars,
  descriptionWordsRecommended: limits.descriptionWordsRecommended,
  trainerSinceYears: limits.trainerSinceYears,
  sessionMinutes: { min: 15, max: 480, default: limits.defaultSessionMinutes },
  cancellationHours: { min: 0, max: 168, default: limits.defaultCancellationHours },
  maxGyms: limits.maxGyms,
} as const;

/** The years a trainer can have started in: this year and the 49 before it, newest first (SPEC §9). */
export function trainerSinceYears(now: Date = new Date()): number[] {
  const year = now.getUTCFullYear();
  return Array.from({ length: trainerProfileLimits.trainerSinceYears }, (_, index) => year - index);
}

export const clientSections = ['basic-info', 'goals', 'health', 'location'] as const;
export type ClientSection = (typeof clientSections)[number];

export const clientProfileLimits = {
  heightCm: limits.clientHeightCm,
  weightKg: limits.clientWeightKg,
  descriptionChars: profileFieldLimits.descriptionChars,
  longTextChars: profileFieldLimits.longTextChars,
} as const;
