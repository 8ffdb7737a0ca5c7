/**
 * The translated label of every option id of the profile editors (SPEC §3 option lists). Each
 * list is a record over its ids, so a missing label is a type error.
 */
import type {
  Activity,
  ClientGoal,
  NutritionExtra,
  Specialty,
  TimeSlot,
  TrainerServiceFeature,
  TrainingEnvironment,
  TrainingMode,
  Weekday,
} from '@spotter/domain';
import { m } from '@spotter/i18n';

type Labels<T extends string> = Readonly<Record<T, () => string>>;

export const activityLabels: Labels<Activity> = {
  weight_training: m.option_activity_weight_training,
  cardio: m.option_activity_cardio,
  yoga: m.option_activity_yoga,
  pilates: m.option_activity_pilates,
  crossfit: m.option_activity_crossfit,
  hiit: m.option_activity_hiit,
  swimming: m.option_activity_swimming,
  cycling: m.option_activity_cycling,
  running: m.option_activity_running,
  boxing: m.option_activity_boxing,
  martial_arts: m.option_activity_martial_arts,
  team_sports: m.option_activity_team_sports,
  dance: m.option_activity_dance,
  stretching: m.option_activity_stretching,
  walking: m.option_activity_walking,
};

export const goalLabels: Labels<ClientGoal> = {
  weight_loss: m.option_goal_weight_loss,
  muscle_gain: m.option_goal_muscle_gain,
  strength: m.option_goal_strength,
  endurance: m.option_goal_endurance,
  flexibility: m.option_goal_flexibility,
  health: m.option_goal_health,
  performance: m.option_goal_performance,
  rehabilitation: m.option_goal_rehabilitation,
  stress_reduction: m.option_goal_stress_reduction,
};

export const specialtyLabels: Labels<Specialty> = {
  weight_loss: m.option_specialty_weight_loss,
  muscle_gain: m.option_specialty_muscle_gain,
  strength: m.option_specialty_strength,
  endurance: m.option_specialty_endurance,
  flexibility: m.option_specialty_flexibility,
  health: m.option_specialty_health,
  performance: m.option_specialty_performance,
  rehabilitation: m.option_specialty_rehabilitation,
  stress_reduction: m.option_specialty_stress_reduction,
  nutrition: m.option_specialty_nutrition,
  sports_specific: m.option_specialty_sports_specific,
  pre_postnatal: m.option_specialty_pre_postnatal,
  seniors: m.option_specialty_seniors,
};

export const trainingModeLabels: Labels<TrainingMode> = {
  inPerson: m.option_mode_in_person,
  online: m.option_mode_online,
  hybrid: m.option_mode_hybrid,
  selfGuided: m.option_mode_self_guided,
};

export const environmentLabels: Labels<TrainingEnvironment> = {
  commercial_gym: m.option_environment_commercial_gym,
  private_studio: m.option_environment_private_studio,
  home: m.option_environment_home,
  outdoors: m.option_environment_outdoors,
  online_live: m.option_environment_online_live,
  corporate: m.option_environment_corporate,
};

export const serviceFeatureLabels: Labels<TrainerServiceFeature> = {
  support24_7: m.option_feature_support24_7,
  liveTraining: m.option_feature_live_training,
  onlineCalls: m.option_feature_online_calls,
  personalizedNutrition: m.option_feature_personalized_nutrition,
  progressTracking: m.option_feature_progress_tracking,
  mealPlanning: m.option_feature_meal_planning,
  flexibleScheduling: m.option_feature_flexible_scheduling,
  recoveryPlans: m.option_feature_recovery_plans,
};

export const nutritionExtraLabels: Labels<NutritionExtra> = {
  mealPreparationGuides: m.option_nutrition_meal_preparation_guides,
  groceryLists: m.option_nutrition_grocery_lists,
  nutritionalEducation: m.option_nutrition_nutritional_education,
  recipeCollection: m.option_nutrition_recipe_collection,
  supplementGuide: m.option_nutrition_supplement_guide,
  foodSubstitutions: m.option_nutrition_food_substitutions,
};

export const weekdayLabels: Labels<Weekday> = {
  monday: m.option_weekday_monday,
  tuesday: m.option_weekday_tuesday,
  wednesday: m.option_weekday_wednesday,
  thursday: m.option_weekday_thursday,
  friday: m.option_weekday_friday,
  saturday: m.option_weekday_saturday,
  sunday: m.option_weekday_sunday,
};

export const timeSlotLabels: Labels<TimeSlot> = {
  Morning: m.option_slot_morning,
  Afternoon: m.option_slot_afternoon,
  Evening: m.option_slot_evening,
  Night: m.option_slot_night,
};
