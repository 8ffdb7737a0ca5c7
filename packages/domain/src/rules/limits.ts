/**
 * Business constants and limits of SPEC §9 shared by browser and server. A resource's contract
 * gathers the limits of that resource (authLimits, brandingLimits, galleryLimits, statsLimits,
 * mediaRules); this file imports nothing, so a small script can read a constant without zod.
 */
export const limits = {
  mobileBreakpointPx: 1024,
  narrowBreakpointPx: 768,
  bottomNavHeightPx: 60,
  topBarHeightPx: 60,
  maxGyms: 3,
  maxGalleryImages: 50,
  maxHighlightedImages: 6,
  shortDescriptionChars: 85,
  trainerSinceYears: 50,
  defaultSessionMinutes: 60,
  defaultCancellationHours: 24,
  defaultLevel: 1,
  defaultLevelProgress: 75,
  recentAchievements: 3,
  badgeCap: 99,
  tapVibrationMs: 10,
  verificationProgressSteps: [25, 65, 100] as const,
  verificationCancelGuardMs: 2_500,
  verificationCodeLength: 6,
  coachingRequestLifetimeMs: 1_800_000,
  signOutDelayMs: 2_000,
  emailMaskVisibleChars: 3,
  clientHeightCm: { min: 100, max: 250 },
  clientWeightKg: { min: 30, max: 200 },
  descriptionWordsRecommended: { min: 250, max: 300 },
  logoSizesPx: { small: 24, default: 32, large: 40 },
} as const;

/**
 * How hard password guessing and mass registration are made (README › Security). Failed
 * sign-ins are counted per address, per account-and-address pair, and per account once they
 * come from several addresses; a device that signed in before is never slowed down by others.
 */
export const signInLimits = {
  perAddress: { failures: 10, windowSeconds: 600 },
  perAccountAndAddress: { failures: 5, windowSeconds: 900 },
  distributed: { addresses: 5, windowSeconds: 3600, firstDelaySeconds: 1, maxDelaySeconds: 60 },
  registrations: { perAddress: 10, windowSeconds: 3600 },
  /** Registration answers take at least this long, whether the email was free or taken. */
  registrationFloorMs: 400,
} as const;

export const languageStorageKey = 'spotter.language';

/** sessionStorage key of the request-coaching handoff data (SPEC §3, §4). */
export const requestCoachingStorageKey = 'spotter.requestCoaching';
