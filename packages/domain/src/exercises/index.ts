/**
 * The exercise contract: the starter library every install ships (reference data, translated into
 * the six languages, read-only) and each trainer's own exercises (one language, with images and a
 * video upload or a YouTube/Vimeo link). GET /api/exercises searches and pages both, POST creates a
 * trainer's exercise, PUT /api/exercises/{id} edits it, POST /api/exercises/{id}/archive archives
 * or restores it, POST /api/exercises/{id}/copy copies a library exercise into the trainer's own.
 */
import { z } from 'zod';
import { experienceLevels, locales, type ExperienceLevel, type Locale } from '../options.ts';
import { foldPlaceName } from '../places/core.ts';
import { optionalText, optionList, requiredOption, requiredText } from '../profile/fields.ts';
import { videoUrlSchema, type VideoUrl } from '../rules/video-url.ts';

/** How an exercise trains (one per exercise). */
export const exerciseCategories = ['strength', 'cardio', 'plyometrics', 'mobility', 'stretching', 'balance'] as const;
export type ExerciseCategory = (typeof exerciseCategories)[number];

/** Muscle groups, as the muscle figure draws them (front: chest … calves; back: traps … calves). */
export const muscles = [
  'chest',
  'shoulders',
  'biceps',
  'triceps',
  'forearms',
  'abs',
  'obliques',
  'hip_flexors',
  'quadriceps',
  'adductors',
  'abductors',
  'traps',
  'upper_back',
  'lats',
  'lower_back',
  'glutes',
  'hamstrings',
  'calves',
] as const;
export type Muscle = (typeof muscles)[number];

export const equipmentKinds = [
  'none',
  'barbell',
  'ez_bar',
  'dumbbell',
  'kettlebell',
  'cable',
  'machine',
  'resistance_band',
  'pull_up_bar',
  'bench',
  'dip_bars',
  'medicine_ball',
  'suspension_trainer',
  'stability_ball',
  'plyo_box',
  'cardio_machine',
  'jump_rope',
  'foam_roller',
] as const;
export type Equipment = (typeof equipmentKinds)[number];

/** What a set of the exercise usually counts: repetitions or seconds (a plank, a run). */
export const exerciseMeasures = ['reps', 'time'] as const;
export type ExerciseMeasure = (typeof exerciseMeasures)[number];

/** Which exercises a search reads: all it may see, the starter library, the trainer's own, or their archived ones. */
export const exerciseScopes = ['all', 'library', 'mine', 'archived'] as const;
export type ExerciseScope = (typeof exerciseScopes)[number];

export const exerciseLimits = {
  nameChars: 80,
  instructionsChars: 3_000,
  /** A trainer's own exercises, archived ones included. */
  exercisesPerTrainer: 500,
  imagesPerExercise: 5,
  /** One video: an upload or a link. */
  videosPerExercise: 1,
  primaryMuscles: 4,
  secondaryMuscles: 6,
  equipment: 4,
  queryChars: 60,
  queryWords: 5,
  pageSize: 24,
  maxPageSize: 48,
} as const;

/**
 * A text folded for search: without case, diacritics or script (Cyrillic read as Latin), so
 * "cucanj" finds "Čučanj" and "Чучањ". Words are kept apart by single spaces.
 */
export function foldExerciseText(text: string): string {
  return foldPlaceName(text)
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** The words of a search, folded, each once, at most `queryWords` of them. */
export function exerciseQueryWords(query: string): string[] {
  const words = foldExerciseText(query.slice(0, exerciseLimits.queryChars)).split(' ').filter(Boolean);
  return [...new Set(words)].slice(0, exerciseLimits.queryWords);
}

/**
 * The text a search matches an exercise against in one language: its name there and in English
 * (the fallback), folded, each word once, wrapped in spaces so "% squ" matches a word's start.
 */
export function exerciseSearchText(...names: Array<string | null | undefined>): string {
  const words = new Set(
    names
      .filter((name): name is string => Boolean(name))
      .flatMap((name) => foldExerciseText(name).split(' '))
      .filter(Boolean),
  );
  return ` ${[...words].join(' ')} `;
}

const uuidList = (max: number) =>
  z
    .array(z.uuid({ error: 'validation_invalid' }))
    .max(max, { error: 'exercises_error_too_many_images' })
    .refine((ids) => new Set(ids).size === ids.length, { error: 'validation_duplicate' });

/** A trainer's exercise as the editor sends it (POST /api/exercises, PUT /api/exercises/{id}). */
export const exerciseWriteSchema = z
  .object({
    name: requiredText(exerciseLimits.nameChars),
    instructions: optionalText(exerciseLimits.instructionsChars, { lines: true }),
    category: requiredOption(exerciseCategories),
    primaryMuscles: optionList(muscles)
      .min(1, { error: 'exercises_error_primary_muscle' })
      .max(exerciseLimits.primaryMuscles, { error: 'exercises_error_too_many_muscles' }),
    secondaryMuscles: optionList(muscles)
      .max(exerciseLimits.secondaryMuscles, { error: 'exercises_error_too_many_muscles' })
      .default([]),
    equipment: optionList(equipmentKinds)
      .max(exerciseLimits.equipment, { error: 'exercises_error_too_many_equipment' })
      .default([]),
    level: requiredOption(experienceLevels),
    measure: requiredOption(exerciseMeasures),
    /** Uploaded `exerciseImage` media, in display order. */
    imageIds: uuidList(exerciseLimits.imagesPerExercise).default([]),
    /** An uploaded `exerciseVideo`, or null. */
    videoId: z.uuid({ error: 'validation_invalid' }).nullable().default(null),
    /** A YouTube/Vimeo page, a video file link or another address; null for none. */
    videoUrl: z
      .union([z.literal(''), z.null(), videoUrlSchema])
      .optional()
      .transform((value) => (value ? value : null)),
    /** The language the name and steps are written in. */
    language: requiredOption(locales),
    /** The version the editor read (PUT only): a stale one answers 409. */
    version: z.number({ error: 'validation_invalid' }).int().min(0).optional(),
  })
  .superRefine((value, context) => {
    if (value.videoId && value.videoUrl) {
      context.addIssue({ code: 'custom', path: ['videoUrl'], message: 'exercises_error_one_video' });
    }
    const both = value.primaryMuscles.filter((muscle) => value.secondaryMuscles.includes(muscle));
    if (both.length > 0) {
      context.addIssue({ code: 'custom', path: ['secondaryMuscles'], message: 'exercises_error_muscle_twice' });
    }
  });
export type ExerciseWrite = z.infer<typeof exerciseWriteSchema>;
export type ExerciseWriteInput = z.input<typeof exerciseWriteSchema>;

/** DELETE /api/exercises/{id}?version=: the version read (409 when it changed since). */
export const exerciseDeleteQuerySchema = z.object({ version: z.coerce.number().int().min(0) });

export const exerciseArchiveSchema = z.object({ archived: z.boolean({ error: 'validation_invalid' }) });

const optionalFilter = <const T extends readonly [string, ...string[]]>(options: T) =>
  z
    .union([z.enum(options, { error: 'validation_option_invalid' }), z.literal('')])
    .optional()
    .transform((value) => (value ? value : undefined));

/** GET /api/exercises: a search (any words, in any order), filters that combine, and a keyset cursor. */
export const exerciseQuerySchema = z.object({
  q: z
    .string()
    .max(200, { error: 'validation_invalid' })
    .optional()
    .transform((value) => (value ?? '').slice(0, exerciseLimits.queryChars)),
  muscle: optionalFilter(muscles),
  equipment: optionalFilter(equipmentKinds),
  category: optionalFilter(exerciseCategories),
  level: optionalFilter(experienceLevels),
  scope: z
    .union([z.enum(exerciseScopes, { error: 'validation_option_invalid' }), z.literal('')])
    .optional()
    .transform((value) => (value ? value : 'all')),
  /** The cursor of the previous page (`next`). */
  after: z.string().max(400, { error: 'validation_invalid' }).optional(),
  limit: z.coerce
    .number({ error: 'validation_invalid' })
    .int({ error: 'validation_invalid' })
    .min(1, { error: 'validation_invalid' })
    .max(exerciseLimits.maxPageSize, { error: 'validation_invalid' })
    .default(exerciseLimits.pageSize),
});
export type ExerciseQuery = z.infer<typeof exerciseQuerySchema>;
export type ExerciseFilters = Pick<ExerciseQuery, 'q' | 'muscle' | 'equipment' | 'category' | 'level' | 'scope'>;

/** An image of an exercise, as stored media. */
export interface ExerciseImage {
  id: string;
  url: string;
  thumbnailUrl: string | null;
}

/** The exercise's video: an uploaded file, or a link (a YouTube/Vimeo embed loads only when played). */
export type ExerciseVideo = { kind: 'upload'; id: string; url: string } | ({ source: 'link' } & VideoUrl);

/** An exercise in a list: enough for a card. */
export interface ExerciseSummary {
  id: string;
  /** In the reader's language, English where the library lacks it, the trainer's language for their own. */
  name: string;
  category: ExerciseCategory;
  primaryMuscles: Muscle[];
  secondaryMuscles: Muscle[];
  equipment: Equipment[];
  level: ExperienceLevel;
  measure: ExerciseMeasure;
  /** 'library' for the starter library, 'own' for the reader's own, 'trainer' for their trainer's. */
  origin: 'library' | 'own' | 'trainer';
  archived: boolean;
  thumbnailUrl: string | null;
  hasVideo: boolean;
}

export interface ExercisePage {
  items: ExerciseSummary[];
  next: string | null;
}

/** One exercise whole, as its page and the editor show it. */
export interface ExerciseDetail extends ExerciseSummary {
  /** The library's steps (one per line), or the trainer's instructions. */
  steps: string[];
  /** The language the name and steps are shown in. */
  language: Locale;
  images: ExerciseImage[];
  video: ExerciseVideo | null;
  /** The library exercise this one was copied from. */
  copiedFrom: { id: string; name: string } | null;
  /** For the owner: plans that use it (an exercise in use is archived, never deleted). */
  usedByPlans: number;
  version: number;
  updatedAt: string;
}

/** The editor's values for a trainer's exercise (`ExerciseDetail` of their own, or empty). */
export function exerciseFormValues(detail: ExerciseDetail | null, language: Locale): ExerciseWriteInput {
  if (!detail) {
    return {
      name: '',
      instructions: '',
      category: 'strength',
      primaryMuscles: [],
      secondaryMuscles: [],
      equipment: [],
      level: 'beginner',
      measure: 'reps',
      imageIds: [],
      videoId: null,
      videoUrl: '',
      language,
    };
  }
  const video = detail.video;
  return {
    name: detail.name,
    instructions: detail.steps.join('\n'),
    category: detail.category,
    primaryMuscles: [...detail.primaryMuscles],
    secondaryMuscles: [...detail.secondaryMuscles],
    equipment: [...detail.equipment],
    level: detail.level,
    measure: detail.measure,
    imageIds: detail.images.map((image) => image.id),
    videoId: video && 'kind' in video && video.kind === 'upload' ? video.id : null,
    videoUrl: video && 'source' in video ? ('url' in video ? video.url : videoPageUrl(video)) : '',
    language: detail.language,
    version: detail.version,
  };
}

/** The address a viewer would open for a linked video (a YouTube/Vimeo page, or the link itself). */
export function videoPageUrl(video: VideoUrl): string {
  switch (video.kind) {
    case 'youtube':
      return `https://www.youtube.com/watch?v=${video.id}`;
    case 'vimeo':
      return `https://vimeo.com/${video.id}`;
    default:
      return video.url;
  }
}

/** An exercise of the starter library as its data file holds it (one per slug). */
export interface LibraryExercise {
  slug: string;
  category: ExerciseCategory;
  primaryMuscles: Muscle[];
  secondaryMuscles: Muscle[];
  equipment: Equipment[];
  level: ExperienceLevel;
  measure: ExerciseMeasure;
  /** Name and steps in each of the six languages. */
  text: Record<Locale, { name: string; steps: string[] }>;
}

/** The message key of each option's label. */
export const exerciseOptionKey = {
  category: (id: ExerciseCategory) => `exercises_category_${id}`,
  muscle: (id: Muscle) => `exercises_muscle_${id}`,
  equipment: (id: Equipment) => `exercises_equipment_${id}`,
  measure: (id: ExerciseMeasure) => `exercises_measure_${id}`,
  scope: (id: ExerciseScope) => `exercises_scope_${id}`,
} as const;
