import { createHash } from 'node:crypto';
import { sql, type Kysely, type QueryExecutorProvider } from 'kysely';
import { z } from 'zod';
import {
  equipmentKinds,
  exerciseCategories,
  exerciseMeasures,
  exerciseSearchText,
  experienceLevels,
  foldExerciseText,
  locales,
  muscles,
  type LibraryExercise,
  type Locale,
} from '@spotter/domain';
import legs from './data/legs.json' with { type: 'json' };
import upperPushArms from './data/upper-push-arms.json' with { type: 'json' };
import backCore from './data/back-core.json' with { type: 'json' };
import conditioningMobility from './data/conditioning-mobility.json' with { type: 'json' };

const text = z.object({
  name: z.string().trim().min(1).max(80),
  steps: z.array(z.string().trim().min(1).max(300)).min(2).max(8),
});

/** One exercise of the data files; a file that breaks it stops the migration (reference data is checked, not trusted). */
const libraryExerciseSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  category: z.enum(exerciseCategories),
  primaryMuscles: z.array(z.enum(muscles)).min(1).max(4),
  secondaryMuscles: z.array(z.enum(muscles)).max(6),
  equipment: z.array(z.enum(equipmentKinds)).min(1).max(4),
  level: z.enum(experienceLevels),
  measure: z.enum(exerciseMeasures),
  text: z.object({ en: text, bs: text, de: text, hr: text, sr: text, sl: text }),
});

/** A library exercise's id, the same in every install (links and tests can name it): a UUID from its slug. */
export function libraryExerciseId(slug: string): string {
  const hex = createHash('sha256').update(`spotter-exercise-library:${slug}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** The starter library, version 1: every part file, checked, in one list. */
export function libraryExercises(): LibraryExercise[] {
  const all = [legs, upperPushArms, backCore, conditioningMobility].flat();
  const parsed = z.array(libraryExerciseSchema).parse(all);
  const slugs = new Set(parsed.map((exercise) => exercise.slug));
  if (slugs.size !== parsed.length) throw new Error('The exercise library repeats a slug');
  return parsed;
}

/** What a search filters an exercise on, kept on each of its search rows. */
export interface SearchFacets {
  owner_id: string | null;
  archived: boolean;
  category: string;
  level: string;
  /** Its primary and secondary muscles. */
  muscles: string[];
  equipment: string[];
}

export interface SearchRow extends SearchFacets {
  locale: Locale;
  exercise_id: string;
  name: string;
  sort_name: string;
  terms: string;
}

/** The rows `exercise_search` holds for an exercise: per reading language its name, sort key, search words and facets. */
export function searchRows(
  exerciseId: string,
  names: Partial<Record<Locale, string>>,
  fallback: string,
  facets: SearchFacets,
): SearchRow[] {
  return locales.map((locale) => {
    const name = names[locale] ?? names.en ?? fallback;
    return {
      locale,
      exercise_id: exerciseId,
      name,
      sort_name: foldExerciseText(name),
      terms: exerciseSearchText(name, names.en, fallback),
      ...facets,
    };
  });
}

/** Writes search rows in one statement (arrays travel as JSON, which both databases read alike). */
export async function insertSearchRows(db: QueryExecutorProvider, rows: SearchRow[]): Promise<void> {
  if (!rows.length) return;
  await sql`insert into exercise_search
      (locale, exercise_id, owner_id, archived, category, level, muscles, equipment, name, sort_name, terms)
    select s.locale, s.exercise_id, s.owner_id, s.archived, s.category, s.level,
      array(select jsonb_array_elements_text(s.muscles)), array(select jsonb_array_elements_text(s.equipment)),
      s.name, s.sort_name, s.terms
    from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as s (locale text, exercise_id uuid, owner_id uuid,
      archived boolean, category text, level text, muscles jsonb, equipment jsonb, name text, sort_name text, terms text)`.execute(
    db,
  );
}

/**
 * Loads the starter library (a migration's reference data): inserts each exercise by slug, or
 * updates the facts and texts of one already there, so a later version of the files replaces an
 * earlier one without touching trainers' exercises.
 */
export async function importExerciseLibrary(db: Kysely<unknown>, source: number): Promise<void> {
  for (const exercise of libraryExercises()) {
    const { rows } = await sql<{ id: string }>`insert into exercises
        (id, slug, source, category, primary_muscles, secondary_muscles, equipment, level, measure, language)
      values (${libraryExerciseId(exercise.slug)}, ${exercise.slug}, ${source}, ${exercise.category}, ${exercise.primaryMuscles}::text[],
        ${exercise.secondaryMuscles}::text[], ${exercise.equipment}::text[], ${exercise.level}, ${exercise.measure}, 'en')
      on conflict (slug) do update set source = excluded.source, category = excluded.category,
        primary_muscles = excluded.primary_muscles, secondary_muscles = excluded.secondary_muscles,
        equipment = excluded.equipment, level = excluded.level, measure = excluded.measure, updated_at = now()
      returning id`.execute(db);
    const id = rows[0]!.id;
    const texts = locales.map((locale) => exercise.text[locale]);
    await sql`delete from exercise_texts where exercise_id = ${id}`.execute(db);
    await sql`insert into exercise_texts (exercise_id, locale, name, steps)
      select ${id}, t.locale, t.name, array(select jsonb_array_elements_text(t.steps))
      from jsonb_to_recordset(${JSON.stringify(
        locales.map((locale, index) => ({ locale, name: texts[index]!.name, steps: texts[index]!.steps })),
      )}::jsonb) as t (locale text, name text, steps jsonb)`.execute(db);
    const names = Object.fromEntries(locales.map((locale) => [locale, exercise.text[locale].name]));
    await sql`delete from exercise_search where exercise_id = ${id}`.execute(db);
    await insertSearchRows(
      db,
      searchRows(id, names, exercise.text.en.name, {
        owner_id: null,
        archived: false,
        category: exercise.category,
        level: exercise.level,
        muscles: [...exercise.primaryMuscles, ...exercise.secondaryMuscles],
        equipment: exercise.equipment,
      }),
    );
  }
}
