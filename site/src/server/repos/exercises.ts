import { sql, type Expression, type SqlBool } from 'kysely';
import {
  exerciseLimits,
  exerciseQueryWords,
  parseVideoUrl,
  type ExerciseDetail,
  type ExercisePage,
  type ExerciseQuery,
  type ExerciseSummary,
  type ExerciseVideo,
  type ExerciseWrite,
  type Locale,
  type Role,
} from '@spotter/domain';
import { inTransaction, type DB } from '../db/index.ts';
import { DomainError } from '../errors.ts';
import { insertSearchRows, searchRows } from '../exercises/library.ts';
import { mediaUrl } from '../media/url.ts';
import { assertOwnedMedia, mediaUrls } from './media.ts';

/** Who reads: a trainer sees the library and their own; a client the library and their plans' exercises. */
export interface ExerciseReader {
  id: string;
  role: Role;
}

const notFound = () => new DomainError('not_found', 'exercises_error_not_found');
const iso = (value: Date | string) => new Date(value).toISOString();

/** LIKE's own characters in a user's word, escaped (the words are folded, so only these can occur). */
const escapeLike = (word: string) => word.replace(/[\\%_]/g, (match) => `\\${match}`);

/** Exercises a client may read besides the library: those their plans name. */
function clientPlanExercises(clientId: string) {
  return sql<string>`(select pe.exercise_id from plan_exercises pe
    join training_plans p on p.id = pe.plan_id where p.client_id = ${clientId})`;
}

/**
 * The condition a search row (`s`) meets when `reader` may read its exercise in this scope. Each
 * branch names the owner (null for the library), so the owner index yields the candidates.
 */
function visibleTo(reader: ExerciseReader, scope: ExerciseQuery['scope']): Expression<SqlBool> {
  if (reader.role === 'trainer') {
    switch (scope) {
      case 'library':
        return sql<SqlBool>`s.owner_id is null`;
      case 'mine':
        return sql<SqlBool>`s.owner_id = ${reader.id} and not s.archived`;
      case 'archived':
        return sql<SqlBool>`s.owner_id = ${reader.id} and s.archived`;
      default:
        return sql<SqlBool>`(s.owner_id is null or (s.owner_id = ${reader.id} and not s.archived))`;
    }
  }
  if (reader.role === 'client') {
    // As an array (an init plan), so the primary key finds these few rows beside the library's.
    const theirs = sql<SqlBool>`s.exercise_id = any(array(select pe.exercise_id from plan_exercises pe
      join training_plans p on p.id = pe.plan_id join exercises e on e.id = pe.exercise_id
      where p.client_id = ${reader.id} and e.owner_id is not null))`;
    switch (scope) {
      case 'library':
        return sql<SqlBool>`s.owner_id is null`;
      case 'mine':
        // "From your trainer": the trainers' own exercises their plans name.
        return theirs;
      case 'archived':
        return sql<SqlBool>`false`;
      default:
        return sql<SqlBool>`(s.owner_id is null or ${theirs})`;
    }
  }
  // Admins read the library only.
  return sql<SqlBool>`s.owner_id is null`;
}

function encodeCursor(sortName: string, id: string): string {
  return Buffer.from(JSON.stringify([sortName, id])).toString('base64url');
}

function decodeCursor(cursor: string): [string, string] {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(value) &&
      value.length === 2 &&
      typeof value[0] === 'string' &&
      typeof value[1] === 'string' &&
      /^[0-9a-f-]{36}$/.test(value[1])
    ) {
      return [value[0], value[1]];
    }
  } catch {
    // An unreadable cursor is refused below like any other.
  }
  throw new DomainError('invalid', 'validation_invalid', { fieldErrors: { after: ['validation_invalid'] } });
}

/** The first image of each exercise, as a thumbnail address. */
const firstImage = sql<{
  storage_key: string;
  variants: unknown;
} | null>`(select json_build_object('storage_key', m.storage_key, 'variants', m.variants)
  from exercise_images i join media_objects m on m.id = i.media_id
  where i.exercise_id = e.id order by i.position limit 1)`;

interface SummaryRow {
  id: string;
  name: string;
  sort_name: string;
  owner_id: string | null;
  category: ExerciseSummary['category'];
  primary_muscles: ExerciseSummary['primaryMuscles'];
  secondary_muscles: ExerciseSummary['secondaryMuscles'];
  equipment: ExerciseSummary['equipment'];
  level: ExerciseSummary['level'];
  measure: ExerciseSummary['measure'];
  archived_at: Date | string | null;
  video_media_id: string | null;
  video_url: string | null;
  image: unknown;
}

function parsedJson<T>(value: unknown): T {
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

function summaryOf(row: SummaryRow, reader: ExerciseReader): ExerciseSummary {
  const image = parsedJson<{ storage_key: string; variants: unknown } | null>(row.image);
  const urls = image ? mediaUrls(image.storage_key, image.variants) : null;
  return {
    id: row.id,
    name: row.name,
    category: row.category,
    primaryMuscles: row.primary_muscles,
    secondaryMuscles: row.secondary_muscles,
    equipment: row.equipment,
    level: row.level,
    measure: row.measure,
    origin: row.owner_id === null ? 'library' : row.owner_id === reader.id ? 'own' : 'trainer',
    archived: row.archived_at !== null,
    thumbnailUrl: urls ? (urls.thumbnailUrl ?? urls.url) : null,
    hasVideo: Boolean(row.video_media_id || row.video_url),
  };
}

/** A card's columns, from an exercise (`e`) and its search row in the reader's language (`s`). */
function summaryColumns() {
  return [
    'e.id',
    's.name',
    's.sort_name',
    'e.owner_id',
    'e.category',
    'e.primary_muscles',
    'e.secondary_muscles',
    'e.equipment',
    'e.level',
    'e.measure',
    'e.archived_at',
    'e.video_media_id',
    'e.video_url',
    firstImage.as('image'),
  ] as const;
}

/**
 * A page of the exercises `reader` may see, in `locale` (names fall back to English), by name:
 * each word of the search must start a word of the name there or in English, regardless of case,
 * diacritics and script; the filters combine. The page after `after` continues in index order.
 */
export async function searchExercises(
  db: DB,
  reader: ExerciseReader,
  locale: Locale,
  query: ExerciseQuery,
): Promise<ExercisePage> {
  let page = db
    .selectFrom('exercise_search as s')
    .select(['s.exercise_id', 's.name', 's.sort_name'])
    .where('s.locale', '=', locale)
    .where(visibleTo(reader, query.scope));
  for (const word of exerciseQueryWords(query.q)) {
    page = page.where('s.terms', 'like', `% ${escapeLike(word)}%`);
  }
  if (query.muscle) page = page.where(sql<SqlBool>`${query.muscle} = any(s.muscles)`);
  if (query.equipment) page = page.where(sql<SqlBool>`${query.equipment} = any(s.equipment)`);
  if (query.category) page = page.where('s.category', '=', query.category);
  if (query.level) page = page.where('s.level', '=', query.level);
  if (query.after) {
    const [sortName, id] = decodeCursor(query.after);
    page = page.where(sql<SqlBool>`(s.sort_name, s.exercise_id) > (${sortName}, ${id}::uuid)`);
  }
  // The page is chosen from the search rows alone; only its rows are joined to their exercises.
  const rows = (await db
    .selectFrom(
      page
        .orderBy('s.sort_name')
        .orderBy('s.exercise_id')
        .limit(query.limit + 1)
        .as('s'),
    )
    .innerJoin('exercises as e', 'e.id', 's.exercise_id')
    .select(summaryColumns())
    .orderBy('s.sort_name')
    .orderBy('s.exercise_id')
    .execute()) as SummaryRow[];
  const items = rows.slice(0, query.limit);
  const last = items.at(-1);
  return {
    items: items.map((row) => summaryOf(row, reader)),
    next: rows.length > query.limit && last ? encodeCursor(last.sort_name, last.id) : null,
  };
}

/** True when `reader` may read exercise `id` (archived ones included, for a client whose plan names it). */
async function canRead(db: DB, reader: ExerciseReader, id: string): Promise<boolean> {
  const row = await db
    .selectFrom('exercises as e')
    .select('e.id')
    .where('e.id', '=', id)
    .where(
      reader.role === 'trainer'
        ? sql<SqlBool>`(e.owner_id is null or e.owner_id = ${reader.id})`
        : reader.role === 'client'
          ? sql<SqlBool>`(e.owner_id is null or e.id in ${clientPlanExercises(reader.id)})`
          : sql<SqlBool>`e.owner_id is null`,
    )
    .executeTakeFirst();
  return Boolean(row);
}

function videoOf(row: { video_media_id: string | null; video_url: string | null; video_key: string | null }) {
  if (row.video_media_id && row.video_key) {
    return { kind: 'upload', id: row.video_media_id, url: mediaUrl(row.video_key) } satisfies ExerciseVideo;
  }
  const parsed = row.video_url ? parseVideoUrl(row.video_url) : null;
  return parsed ? ({ source: 'link', ...parsed } satisfies ExerciseVideo) : null;
}

/** One exercise whole, in `locale` (English, then the text's own language, where it has none). */
export async function exerciseDetail(
  db: DB,
  reader: ExerciseReader,
  locale: Locale,
  id: string,
): Promise<ExerciseDetail> {
  if (!(await canRead(db, reader, id))) throw notFound();
  const row = await db
    .selectFrom('exercises as e')
    .innerJoin('exercise_search as s', (join) => join.onRef('s.exercise_id', '=', 'e.id').on('s.locale', '=', locale))
    .leftJoin('media_objects as v', 'v.id', 'e.video_media_id')
    .select([
      ...summaryColumns(),
      'e.language',
      'e.copied_from',
      'e.version',
      'e.updated_at',
      'v.storage_key as video_key',
      sql<number>`(select count(*)::int from plan_exercises pe where pe.exercise_id = e.id)`.as('used_by_plans'),
    ])
    .where('e.id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound();
  const texts = await db
    .selectFrom('exercise_texts')
    .select(['locale', 'name', 'steps'])
    .where('exercise_id', '=', id)
    .execute();
  const text =
    texts.find((candidate) => candidate.locale === locale) ??
    texts.find((candidate) => candidate.locale === 'en') ??
    texts.find((candidate) => candidate.locale === row.language) ??
    texts[0];
  const images = await db
    .selectFrom('exercise_images as i')
    .innerJoin('media_objects as m', 'm.id', 'i.media_id')
    .select(['m.id', 'm.storage_key', 'm.variants'])
    .where('i.exercise_id', '=', id)
    .orderBy('i.position')
    .execute();
  let copiedFrom: ExerciseDetail['copiedFrom'] = null;
  if (row.copied_from) {
    const source = await db
      .selectFrom('exercise_search')
      .select(['exercise_id', 'name'])
      .where('exercise_id', '=', row.copied_from)
      .where('locale', '=', locale)
      .executeTakeFirst();
    if (source) copiedFrom = { id: source.exercise_id, name: source.name };
  }
  const summary = summaryOf(row as SummaryRow, reader);
  return {
    ...summary,
    name: text?.name ?? summary.name,
    steps: text?.steps ?? [],
    language: text?.locale ?? row.language,
    images: images.map((image) => ({ id: image.id, ...mediaUrls(image.storage_key, image.variants) })),
    video: videoOf(row),
    copiedFrom,
    // Only the owner learns where their exercise is used.
    usedByPlans: summary.origin === 'own' ? row.used_by_plans : 0,
    version: row.version,
    updatedAt: iso(row.updated_at),
  };
}

/** The trainer's own exercise, locked for the change; 404 for anyone else's, 403 for the library's. */
async function ownExercise(db: DB, trainerId: string, id: string) {
  const row = await db
    .selectFrom('exercises')
    .select(['id', 'owner_id', 'version', 'video_media_id', 'archived_at'])
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!row || (row.owner_id !== null && row.owner_id !== trainerId)) throw notFound();
  if (row.owner_id === null) throw new DomainError('forbidden', 'exercises_error_library_read_only');
  return { ...row, archived: row.archived_at !== null };
}

async function assertExerciseMedia(db: DB, trainerId: string, write: ExerciseWrite, exerciseId: string | null) {
  try {
    await assertOwnedMedia(db, trainerId, write.imageIds, 'exercise_image');
    if (write.videoId) await assertOwnedMedia(db, trainerId, [write.videoId], 'exercise_video');
  } catch (error) {
    if (error instanceof DomainError) throw new DomainError('forbidden', 'exercises_error_media');
    throw error;
  }
  // An image belongs to one exercise: attaching another exercise's image would share one file.
  if (write.imageIds.length) {
    const taken = await db
      .selectFrom('exercise_images')
      .select('media_id')
      .where('media_id', 'in', write.imageIds)
      .$if(exerciseId !== null, (query) => query.where('exercise_id', '<>', exerciseId!))
      .executeTakeFirst();
    if (taken) throw new DomainError('invalid', 'exercises_error_media');
  }
}

/** Writes an exercise's text, search rows and images (its row exists). */
async function writeExerciseParts(
  trx: DB,
  id: string,
  write: ExerciseWrite,
  ownerId: string,
  archived: boolean,
): Promise<void> {
  const steps = (write.instructions ?? '')
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  await trx.deleteFrom('exercise_texts').where('exercise_id', '=', id).execute();
  await trx
    .insertInto('exercise_texts')
    .values({ exercise_id: id, locale: write.language, name: write.name, steps })
    .execute();
  await trx.deleteFrom('exercise_search').where('exercise_id', '=', id).execute();
  await insertSearchRows(
    trx,
    searchRows(id, { [write.language]: write.name }, write.name, {
      owner_id: ownerId,
      archived,
      category: write.category,
      level: write.level,
      muscles: [...write.primaryMuscles, ...write.secondaryMuscles],
      equipment: write.equipment,
    }),
  );
  await trx.deleteFrom('exercise_images').where('exercise_id', '=', id).execute();
  if (write.imageIds.length) {
    await trx
      .insertInto('exercise_images')
      .values(write.imageIds.map((mediaId, position) => ({ exercise_id: id, media_id: mediaId, position })))
      .execute();
  }
}

function exerciseColumns(write: ExerciseWrite) {
  return {
    category: write.category,
    primary_muscles: write.primaryMuscles,
    secondary_muscles: write.secondaryMuscles,
    equipment: write.equipment,
    level: write.level,
    measure: write.measure,
    language: write.language,
    video_media_id: write.videoId,
    video_url: write.videoUrl ? ('url' in write.videoUrl ? write.videoUrl.url : pageUrlOf(write.videoUrl)) : null,
  };
}

function pageUrlOf(video: NonNullable<ExerciseWrite['videoUrl']>): string {
  if (video.kind === 'youtube') return `https://www.youtube.com/watch?v=${video.id}`;
  if (video.kind === 'vimeo') return `https://vimeo.com/${video.id}`;
  return video.url;
}

/** A trainer's new exercise (at most `exercisesPerTrainer`, archived ones counted). */
export async function createExercise(
  db: DB,
  trainerId: string,
  locale: Locale,
  write: ExerciseWrite,
  copiedFrom: string | null = null,
  /** The id to give it (demo data names its exercises); a new random one otherwise. */
  fixedId?: string,
): Promise<ExerciseDetail> {
  const id = await inTransaction(db, async (trx) => {
    // One trainer's creations queue behind each other, so the count below cannot be outrun.
    await trx.selectFrom('trainer_profiles').select('user_id').where('user_id', '=', trainerId).forUpdate().execute();
    const { count } = await trx
      .selectFrom('exercises')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('owner_id', '=', trainerId)
      .executeTakeFirstOrThrow();
    if (Number(count) >= exerciseLimits.exercisesPerTrainer) {
      throw new DomainError('limit_reached', 'exercises_error_limit', {
        params: { max: exerciseLimits.exercisesPerTrainer },
      });
    }
    await assertExerciseMedia(trx, trainerId, write, null);
    const row = await trx
      .insertInto('exercises')
      .values({
        ...(fixedId ? { id: fixedId } : {}),
        owner_id: trainerId,
        copied_from: copiedFrom,
        ...exerciseColumns(write),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeExerciseParts(trx, row.id, write, trainerId, false);
    return row.id;
  });
  return exerciseDetail(db, { id: trainerId, role: 'trainer' }, locale, id);
}

/** Edits a trainer's own exercise; a stale `version` answers 409 (another tab saved first). */
export async function updateExercise(
  db: DB,
  trainerId: string,
  locale: Locale,
  id: string,
  write: ExerciseWrite,
): Promise<ExerciseDetail> {
  await inTransaction(db, async (trx) => {
    const current = await ownExercise(trx, trainerId, id);
    if (write.version !== undefined && write.version !== current.version) {
      throw new DomainError('conflict', 'exercises_error_conflict');
    }
    await assertExerciseMedia(trx, trainerId, write, id);
    await trx
      .updateTable('exercises')
      .set({ ...exerciseColumns(write), version: sql`version + 1`, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    await writeExerciseParts(trx, id, write, trainerId, current.archived);
  });
  return exerciseDetail(db, { id: trainerId, role: 'trainer' }, locale, id);
}

/** Archives or restores a trainer's own exercise: plans that name it keep it either way. */
export async function setExerciseArchived(
  db: DB,
  trainerId: string,
  locale: Locale,
  id: string,
  archived: boolean,
): Promise<ExerciseDetail> {
  await inTransaction(db, async (trx) => {
    await ownExercise(trx, trainerId, id);
    await trx
      .updateTable('exercises')
      .set({ archived_at: archived ? new Date() : null, version: sql`version + 1`, updated_at: new Date() })
      .where('id', '=', id)
      .execute();
    await trx.updateTable('exercise_search').set({ archived }).where('exercise_id', '=', id).execute();
  });
  return exerciseDetail(db, { id: trainerId, role: 'trainer' }, locale, id);
}

/**
 * Deletes a trainer's own exercise read at `version` (409 when it changed since) that no plan
 * names; one a plan names is archived instead (a plan never loses its exercise). Answers what was done.
 */
export async function deleteExercise(
  db: DB,
  trainerId: string,
  id: string,
  version: number,
): Promise<{ outcome: 'deleted' | 'archived' }> {
  return inTransaction(db, async (trx) => {
    const current = await ownExercise(trx, trainerId, id);
    if (current.version !== version) throw new DomainError('conflict', 'exercises_error_conflict');
    const used = await trx
      .selectFrom('plan_exercises')
      .select('plan_id')
      .where('exercise_id', '=', id)
      .executeTakeFirst();
    if (used) {
      await trx
        .updateTable('exercises')
        .set({ archived_at: sql`coalesce(archived_at, now())`, version: sql`version + 1`, updated_at: new Date() })
        .where('id', '=', id)
        .execute();
      await trx.updateTable('exercise_search').set({ archived: true }).where('exercise_id', '=', id).execute();
      return { outcome: 'archived' as const };
    }
    const media = await trx
      .selectFrom('exercises')
      .select('video_media_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const images = await trx.selectFrom('exercise_images').select('media_id').where('exercise_id', '=', id).execute();
    await trx.deleteFrom('exercises').where('id', '=', id).execute();
    // Its uploads are of no other use (an image belongs to one exercise); the orphan sweep removes the files.
    const mediaIds = [media.video_media_id, ...images.map((image) => image.media_id)].filter(
      (mediaId): mediaId is string => Boolean(mediaId),
    );
    if (mediaIds.length) {
      await trx.deleteFrom('media_objects').where('id', 'in', mediaIds).where('owner_id', '=', trainerId).execute();
    }
    return { outcome: 'deleted' as const };
  });
}

/** A library exercise copied into the trainer's own, in the reader's language, to adapt. */
export async function copyExercise(db: DB, trainerId: string, locale: Locale, id: string): Promise<ExerciseDetail> {
  const source = await exerciseDetail(db, { id: trainerId, role: 'trainer' }, locale, id);
  return createExercise(
    db,
    trainerId,
    locale,
    {
      name: source.name,
      instructions: source.steps.join('\n') || null,
      category: source.category,
      primaryMuscles: source.primaryMuscles,
      secondaryMuscles: source.secondaryMuscles,
      equipment: source.equipment,
      level: source.level,
      measure: source.measure,
      imageIds: [],
      videoId: null,
      videoUrl: source.video && 'source' in source.video ? source.video : null,
      language: source.language,
    },
    source.origin === 'library' ? source.id : (source.copiedFrom?.id ?? null),
  );
}
