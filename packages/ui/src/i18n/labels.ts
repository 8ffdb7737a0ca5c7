import { m } from '@spotter/i18n';
import type { Locale } from '@spotter/domain';

/**
 * Labels chosen at run time (a nav id, a stat key…), each mapped to its message function. Listing
 * them keeps the browser bundle to these messages instead of the whole catalog.
 */
type Label = () => string;

const lookup = (table: Record<string, Label>, key: string): string => table[key]?.() ?? key;

const nav: Record<string, Label> = {
  overview: m.nav_overview,
  trainwithcoach: m.nav_trainwithcoach,
  upcoming_trainings: m.nav_upcoming_trainings,
  trainings: m.nav_trainings,
  progress: m.nav_progress,
  diet_tracker: m.nav_diet_tracker,
  exercise_library: m.nav_exercise_library,
  health: m.nav_health,
  messages: m.nav_messages,
  support: m.nav_support,
  new_clients: m.nav_new_clients,
  clients: m.nav_clients,
  plans: m.nav_plans,
  exercises: m.nav_exercises,
  meals: m.nav_meals,
  brand_customization: m.nav_brand_customization,
  pricing_plans: m.nav_pricing_plans,
  invite_clients: m.nav_invite_clients,
  dashboard: m.nav_dashboard,
  users: m.nav_users,
  trainers: m.nav_trainers,
  coaching_requests: m.nav_coaching_requests,
  verifications: m.nav_verifications,
  settings: m.nav_settings,
  edit_profile: m.nav_edit_profile,
};

const stats: Record<string, Label> = {
  goals_completed: m.stat_goals_completed,
  workouts_this_month: m.stat_workouts_this_month,
  average_rating: m.stat_average_rating,
  clients: m.stat_clients,
  total_sessions: m.stat_total_sessions,
  active_users: m.stat_active_users,
  open_requests: m.stat_open_requests,
  pending_verifications: m.stat_pending_verifications,
};

const achievements: Record<string, Label> = {
  first_session: m.achievement_first_session,
  ten_sessions: m.achievement_ten_sessions,
  fifty_sessions: m.achievement_fifty_sessions,
  hundred_sessions: m.achievement_hundred_sessions,
  streak_7: m.achievement_streak_7,
  streak_30: m.achievement_streak_30,
  early_bird: m.achievement_early_bird,
  first_5k: m.achievement_first_5k,
  comeback: m.achievement_comeback,
};

const roles: Record<string, Label> = { client: m.role_client, trainer: m.role_trainer, admin: m.role_admin };
const genders: Record<string, Label> = { male: m.gender_male, female: m.gender_female };
const experience: Record<string, Label> = {
  beginner: m.experience_beginner,
  intermediate: m.experience_intermediate,
  advanced: m.experience_advanced,
};

export const navLabel = (id: string) => lookup(nav, id);
export const statLabel = (key: string) => lookup(stats, key);
export const achievementLabel = (id: string) => lookup(achievements, id);
export const roleLabel = (role: string) => lookup(roles, role);
export const genderLabel = (gender: string) => lookup(genders, gender);
export const experienceLabel = (level: string) => lookup(experience, level);

/** Each language's name in that language ("Deutsch", "Slovenščina"). */
const nativeNames: Record<Locale, Label> = {
  en: () => m.language_name_en({}, { locale: 'en' }),
  bs: () => m.language_name_bs({}, { locale: 'bs' }),
  de: () => m.language_name_de({}, { locale: 'de' }),
  hr: () => m.language_name_hr({}, { locale: 'hr' }),
  sr: () => m.language_name_sr({}, { locale: 'sr' }),
  sl: () => m.language_name_sl({}, { locale: 'sl' }),
};
export const nativeLanguageLabel = (locale: Locale) => nativeNames[locale]();
