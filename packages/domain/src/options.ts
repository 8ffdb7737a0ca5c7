/** Every option list of the product specification (§3), as readonly tuples with derived types. */

export const roles = ['client', 'trainer', 'admin'] as const;
export type Role = (typeof roles)[number];

/** Roles a person may choose when registering; admins are created by seed or CLI only. */
export const selfServiceRoles = ['client', 'trainer'] as const;
export type SelfServiceRole = (typeof selfServiceRoles)[number];

export const accountStatuses = ['active', 'deactivated', 'deleted'] as const;
export type AccountStatus = (typeof accountStatuses)[number];

export const oauthProviders = ['google', 'facebook'] as const;
export type OAuthProvider = (typeof oauthProviders)[number];

export const locales = ['en', 'bs', 'de', 'hr', 'sr', 'sl'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

export const genders = ['male', 'female'] as const;
export type Gender = (typeof genders)[number];

export const activities = [
  'weight_training',
  'cardio',
  'yoga',
  'pilates',
  'crossfit',
  'hiit',
  'swimming',
  'cycling',
  'running',
  'boxing',
  'martial_arts',
  'team_sports',
  'dance',
  'stretching',
  'walking',
] as const;
export type Activity = (typeof activities)[number];

export const mealTypes = ['breakfast', 'lunch', 'dinner', 'pre-workout', 'post-workout', 'snack', 'dessert'] as const;
export type MealType = (typeof mealTypes)[number];

export const difficulties = ['easy', 'medium', 'hard'] as const;
export type Difficulty = (typeof difficulties)[number];

export const prepTimes = ['0-15', '15-30', '30-60', '60+'] as const;
export type PrepTime = (typeof prepTimes)[number];

export const dietaryTags = [
  'vegetarian',
  'vegan',
  'gluten-free',
  'dairy-free',
  'keto',
  'paleo',
  'low-carb',
  'high-protein',
  'low-fat',
  'high-fiber',
  'keto-friendly',
] as const;
export type DietaryTag = (typeof dietaryTags)[number];

export const cuisines = [
  'italian',
  'mexican',
  'asian',
  'mediterranean',
  'american',
  'indian',
  'french',
  'greek',
  'middle-eastern',
  'korean',
  'thai',
  'japanese',
  'other',
] as const;
export type Cuisine = (typeof cuisines)[number];

export const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof weekdays)[number];

export const planCategories = ['training', 'nutrition'] as const;
export type PlanCategory = (typeof planCategories)[number];

export const timeSlots = ['Morning', 'Afternoon', 'Evening', 'Night'] as const;
export type TimeSlot = (typeof timeSlots)[number];

/** Hours (24h, inclusive start, exclusive end) of each time slot (SPEC §9). Night wraps midnight. */
export const timeSlotHours: Record<TimeSlot, { from: string; to: string }> = {
  Morning: { from: '06:00', to: '11:59' },
  Afternoon: { from: '12:00', to: '16:59' },
  Evening: { from: '17:00', to: '20:59' },
  Night: { from: '21:00', to: '05:59' },
};

export const trainingModes = ['inPerson', 'online', 'hybrid', 'selfGuided'] as const;
export type TrainingMode = (typeof trainingModes)[number];

export const experienceLevels = ['beginner', 'intermediate', 'advanced'] as const;
export type ExperienceLevel = (typeof experienceLevels)[number];

export const coachingExperience = ['none', 'less_than_year', '1_3_years', '3_5_years', '5_plus_years'] as const;
export type CoachingExperience = (typeof coachingExperience)[number];

export const clientGoals = [
  'weight_loss',
  'muscle_gain',
  'strength',
  'endurance',
  'flexibility',
  'health',
  'performance',
  'rehabilitation',
  'stress_reduction',
] as const;
export type ClientGoal = (typeof clientGoals)[number];

/**
 * A trainer's specialties: every client goal (so a client's primary and secondary goals match
 * trainers by id) and four kinds of client a coach may focus on.
 */
export const specialties = [...clientGoals, 'nutrition', 'sports_specific', 'pre_postnatal', 'seniors'] as const;
export type Specialty = (typeof specialties)[number];

/** Where a trainer trains their clients. */
export const trainingEnvironments = [
  'commercial_gym',
  'private_studio',
  'home',
  'outdoors',
  'online_live',
  'corporate',
] as const;
export type TrainingEnvironment = (typeof trainingEnvironments)[number];

export const trainerServiceFeatures = [
  'support24_7',
  'liveTraining',
  'onlineCalls',
  'personalizedNutrition',
  'progressTracking',
  'mealPlanning',
  'flexibleScheduling',
  'recoveryPlans',
] as const;
export type TrainerServiceFeature = (typeof trainerServiceFeatures)[number];

export const nutritionExtras = [
  'mealPreparationGuides',
  'groceryLists',
  'nutritionalEducation',
  'recipeCollection',
  'supplementGuide',
  'foodSubstitutions',
] as const;
export type NutritionExtra = (typeof nutritionExtras)[number];

export const documentTypes = ['passport', 'license', 'id_card'] as const;
export type DocumentType = (typeof documentTypes)[number];

export const documentPartTypes = ['front', 'back', 'passport_page', 'selfie'] as const;
export type DocumentPartType = (typeof documentPartTypes)[number];

export const verificationStatuses = ['not_started', 'started', 'in_progress', 'completed', 'rejected'] as const;
export type VerificationStatus = (typeof verificationStatuses)[number];

export const certificationStatuses = ['pending', 'approved', 'rejected'] as const;
export type CertificationStatus = (typeof certificationStatuses)[number];

export const coachingRequestStatuses = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
export type CoachingRequestStatus = (typeof coachingRequestStatuses)[number];

export const mediaPurposes = [
  'gallery',
  'profile_photo',
  'exercise_image',
  'exercise_video',
  'identity_document',
  'certificate_document',
  'brand_logo',
] as const;
export type MediaPurpose = (typeof mediaPurposes)[number];

export const emailCodePurposes = ['email_update', 'email_verify', 'password_reset'] as const;
export type EmailCodePurpose = (typeof emailCodePurposes)[number];

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}
