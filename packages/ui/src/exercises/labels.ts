/**
 * The translated label of every exercise option id (category, muscle, equipment, measure, scope,
 * level). Each list is a record over its ids, so a missing label is a type error.
 */
import type {
  Equipment,
  ExerciseCategory,
  ExerciseMeasure,
  ExerciseScope,
  ExperienceLevel,
  Muscle,
} from '@spotter/domain';
import { m } from '@spotter/i18n';

type Labels<T extends string> = Readonly<Record<T, () => string>>;

export const exerciseCategoryLabels: Labels<ExerciseCategory> = {
  strength: m.exercises_category_strength,
  cardio: m.exercises_category_cardio,
  plyometrics: m.exercises_category_plyometrics,
  mobility: m.exercises_category_mobility,
  stretching: m.exercises_category_stretching,
  balance: m.exercises_category_balance,
};

export const muscleLabels: Labels<Muscle> = {
  chest: m.exercises_muscle_chest,
  shoulders: m.exercises_muscle_shoulders,
  biceps: m.exercises_muscle_biceps,
  triceps: m.exercises_muscle_triceps,
  forearms: m.exercises_muscle_forearms,
  abs: m.exercises_muscle_abs,
  obliques: m.exercises_muscle_obliques,
  hip_flexors: m.exercises_muscle_hip_flexors,
  quadriceps: m.exercises_muscle_quadriceps,
  adductors: m.exercises_muscle_adductors,
  abductors: m.exercises_muscle_abductors,
  traps: m.exercises_muscle_traps,
  upper_back: m.exercises_muscle_upper_back,
  lats: m.exercises_muscle_lats,
  lower_back: m.exercises_muscle_lower_back,
  glutes: m.exercises_muscle_glutes,
  hamstrings: m.exercises_muscle_hamstrings,
  calves: m.exercises_muscle_calves,
};

export const equipmentLabels: Labels<Equipment> = {
  none: m.exercises_equipment_none,
  barbell: m.exercises_equipment_barbell,
  ez_bar: m.exercises_equipment_ez_bar,
  dumbbell: m.exercises_equipment_dumbbell,
  kettlebell: m.exercises_equipment_kettlebell,
  cable: m.exercises_equipment_cable,
  machine: m.exercises_equipment_machine,
  resistance_band: m.exercises_equipment_resistance_band,
  pull_up_bar: m.exercises_equipment_pull_up_bar,
  bench: m.exercises_equipment_bench,
  dip_bars: m.exercises_equipment_dip_bars,
  medicine_ball: m.exercises_equipment_medicine_ball,
  suspension_trainer: m.exercises_equipment_suspension_trainer,
  stability_ball: m.exercises_equipment_stability_ball,
  plyo_box: m.exercises_equipment_plyo_box,
  cardio_machine: m.exercises_equipment_cardio_machine,
  jump_rope: m.exercises_equipment_jump_rope,
  foam_roller: m.exercises_equipment_foam_roller,
};

export const exerciseMeasureLabels: Labels<ExerciseMeasure> = {
  reps: m.exercises_measure_reps,
  time: m.exercises_measure_time,
};

export const exerciseScopeLabels: Labels<ExerciseScope> = {
  all: m.exercises_scope_all,
  library: m.exercises_scope_library,
  mine: m.exercises_scope_mine,
  archived: m.exercises_scope_archived,
};

export const exerciseLevelLabels: Labels<ExperienceLevel> = {
  beginner: m.exercises_level_beginner,
  intermediate: m.exercises_level_intermediate,
  advanced: m.exercises_level_advanced,
};
