import { describe, expect, it } from 'vitest';
import {
  emptyPlan,
  exerciseLimits,
  exerciseQuerySchema,
  exerciseWriteSchema,
  planWriteSchema,
  type ExerciseWriteInput,
  type PlanWeek,
} from '@spotter/domain';
import type { DB } from '#server/db/index.ts';
import { libraryExercises } from '#server/exercises/library.ts';
import { createUser } from '#server/repos/users.ts';
import {
  copyExercise,
  createExercise,
  deleteExercise,
  exerciseDetail,
  searchExercises,
  setExerciseArchived,
  updateExercise,
  type ExerciseReader,
} from '#server/repos/exercises.ts';
import {
  assignPlan,
  clientPlans,
  createPlan,
  currentPlan,
  dateIn,
  planDetail,
  trainerPlans,
  updatePlan,
} from '#server/repos/plans.ts';
import { endCoaching } from '#server/repos/coaching.ts';
import { deleteAccount } from '#server/repos/account-lifecycle.ts';
import { databaseCases, openTestDatabases, uniqueEmail } from './helpers/databases.ts';

const { on } = openTestDatabases();

const newUser = (db: DB, role: 'trainer' | 'client') =>
  createUser(db, { email: uniqueEmail(`training-${role}`), passwordHash: null, role, language: 'en' });

async function coached(db: DB, trainerId: string, first: string) {
  const client = await newUser(db, 'client');
  await db
    .updateTable('client_profiles')
    .set({ first_name: first, last_name: 'Begić' })
    .where('user_id', '=', client.id)
    .execute();
  await db.insertInto('trainer_clients').values({ trainer_id: trainerId, client_id: client.id }).execute();
  return client;
}

const query = (values: Record<string, string> = {}) => exerciseQuerySchema.parse(values);
const exercise = (values: Partial<ExerciseWriteInput> = {}) =>
  exerciseWriteSchema.parse({
    name: 'Tempo goblet squat',
    instructions: 'Hold the bell at the chest.\nSit down for three seconds.',
    category: 'strength',
    primaryMuscles: ['quadriceps'],
    secondaryMuscles: ['glutes'],
    equipment: ['kettlebell'],
    level: 'beginner',
    measure: 'reps',
    imageIds: [],
    videoId: null,
    videoUrl: 'https://youtu.be/aclHkVaku9U',
    language: 'bs',
    ...values,
  });

/** A plan of `weeks` weeks whose first day trains `exerciseIds` (a superset when two or more). */
function plan(exerciseIds: string[], weeks = 1, name = 'Strength base') {
  const document = emptyPlan(weeks, 3);
  const firstDay = document.weeks[0]!.days[0]!;
  firstDay.blocks = [
    {
      id: 'block-a',
      entries: exerciseIds.map((exerciseId, index) => ({
        id: `entry-${index}`,
        exerciseId,
        measure: 'reps' as const,
        oneRmKg: null,
        sets: [{ reps: 8, seconds: null, loadKg: 60, percent1rm: null, restSeconds: 90, rir: 2, tempo: '3010' }],
        note: null,
      })),
    },
  ];
  document.weeks[0]!.days[1]!.rest = true;
  return planWriteSchema.parse({ name, goal: 'Build a base', weeks: document.weeks });
}

const librarySlugs = (db: DB, slug: string) =>
  db.selectFrom('exercises').select('id').where('slug', '=', slug).executeTakeFirstOrThrow();

describe("a client's today", () => {
  it('is the date where the plan was made, UTC for an unknown zone', () => {
    const lateEvening = new Date('2026-11-27T23:30:00Z');
    expect(dateIn('Europe/Sarajevo', lateEvening)).toBe('2026-11-28');
    expect(dateIn('America/New_York', lateEvening)).toBe('2026-11-27');
    expect(dateIn('Not/A_Zone', lateEvening)).toBe('2026-11-27');
    expect(dateIn(null, lateEvening)).toBe('2026-11-27');
  });
});

for (const { name, skipped, title } of databaseCases)
  describe.skipIf(skipped)(`exercise library and plans on ${title}`, () => {
    it('ships the starter library in six languages, found without case, diacritics or script', async () => {
      const db = on(name);
      const trainer = await newUser(db, 'trainer');
      const reader: ExerciseReader = { id: trainer.id, role: 'trainer' };
      const library = libraryExercises();
      expect(library.length).toBeGreaterThanOrEqual(120);
      const { count } = await db
        .selectFrom('exercise_texts')
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .executeTakeFirstOrThrow();
      expect(Number(count)).toBe(library.length * 6);

      const bosnian = await searchExercises(db, reader, 'bs', query({ q: 'cucanj' }));
      expect(bosnian.items.length).toBeGreaterThan(0);
      expect(bosnian.items.every((item) => /čučanj/i.test(item.name))).toBe(true);
      const german = await searchExercises(db, reader, 'de', query({ q: 'KNIEBEUGE' }));
      expect(german.items.some((item) => /Kniebeuge/.test(item.name))).toBe(true);
      // English is the fallback: an English word finds the Bosnian name.
      const fallback = await searchExercises(db, reader, 'bs', query({ q: 'back squat' }));
      expect(fallback.items.map((item) => item.name)).toContain(
        library.find((item) => item.slug === 'barbell-back-squat')!.text.bs.name,
      );
      const cyrillic = await searchExercises(db, reader, 'sr', query({ q: 'чучањ' }));
      expect(cyrillic.items.length).toBeGreaterThan(0);
    });

    it('combines filters and pages through every match once, in name order', async () => {
      const db = on(name);
      const trainer = await newUser(db, 'trainer');
      const reader: ExerciseReader = { id: trainer.id, role: 'trainer' };
      const filtered = await searchExercises(
        db,
        reader,
        'en',
        query({ muscle: 'glutes', equipment: 'barbell', limit: '48' }),
      );
      expect(filtered.items.length).toBeGreaterThan(0);
      for (const item of filtered.items) {
        expect([...item.primaryMuscles, ...item.secondaryMuscles]).toContain('glutes');
        expect(item.equipment).toContain('barbell');
      }
      const seen: string[] = [];
      let after: string | undefined;
      do {
        const page = await searchExercises(db, reader, 'hr', query({ limit: '25', ...(after ? { after } : {}) }));
        seen.push(...page.items.map((item) => item.id));
        after = page.next ?? undefined;
      } while (after);
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen.length).toBe(libraryExercises().length);
      await expect(searchExercises(db, reader, 'en', query({ after: 'not-a-cursor' }))).rejects.toMatchObject({
        kind: 'invalid',
      });
    });

    it("keeps a trainer's own exercises theirs; clients see them only through their plans", async () => {
      const db = on(name);
      const trainer = await newUser(db, 'trainer');
      const other = await newUser(db, 'trainer');
      const client = await coached(db, trainer.id, 'Adna');
      const own = await createExercise(db, trainer.id, 'bs', exercise());
      expect(own).toMatchObject({
        origin: 'own',
        language: 'bs',
        steps: ['Hold the bell at the chest.', 'Sit down for three seconds.'],
      });
      expect(own.video).toMatchObject({ source: 'link', kind: 'youtube', id: 'aclHkVaku9U' });

      const mine = await searchExercises(db, { id: trainer.id, role: 'trainer' }, 'de', query({ scope: 'mine' }));
      expect(mine.items.map((item) => item.id)).toEqual([own.id]);
      const othersSearch = await searchExercises(
        db,
        { id: other.id, role: 'trainer' },
        'en',
        query({ q: 'tempo goblet' }),
      );
      expect(othersSearch.items).toEqual([]);
      await expect(exerciseDetail(db, { id: other.id, role: 'trainer' }, 'en', own.id)).rejects.toMatchObject({
        kind: 'not_found',
      });
      await expect(exerciseDetail(db, { id: client.id, role: 'client' }, 'en', own.id)).rejects.toMatchObject({
        kind: 'not_found',
      });
      await expect(updateExercise(db, other.id, 'en', own.id, exercise())).rejects.toMatchObject({ kind: 'not_found' });
      const squat = await librarySlugs(db, 'barbell-back-squat');
      await expect(updateExercise(db, trainer.id, 'en', squat.id, exercise())).rejects.toMatchObject({
        kind: 'forbidden',
        key: 'exercises_error_library_read_only',
      });

      const template = await createPlan(db, trainer.id, 'en', plan([own.id, squat.id]));
      await assignPlan(db, trainer.id, template.id, { clientIds: [client.id], startDate: '2026-11-23' });
      const clientView = await exerciseDetail(db, { id: client.id, role: 'client' }, 'en', own.id);
      expect(clientView).toMatchObject({ origin: 'trainer', usedByPlans: 0 });
      const fromTrainer = await searchExercises(db, { id: client.id, role: 'client' }, 'en', query({ scope: 'mine' }));
      expect(fromTrainer.items.map((item) => item.id)).toEqual([own.id]);
    });

    it('refuses a stale edit, archives an exercise a plan uses, deletes an unused one, copies the library', async () => {
      const db = on(name);
      const trainer = await newUser(db, 'trainer');
      const own = await createExercise(db, trainer.id, 'en', exercise({ language: 'en' }));
      const edited = await updateExercise(
        db,
        trainer.id,
        'en',
        own.id,
        exercise({ name: 'Pause squat', version: own.version }),
      );
      expect(edited).toMatchObject({ name: 'Pause squat', version: own.version + 1 });
      await expect(
        updateExercise(db, trainer.id, 'en', own.id, exercise({ version: own.version })),
      ).rejects.toMatchObject({ kind: 'conflict', key: 'exercises_error_conflict' });

      await createPlan(db, trainer.id, 'en', plan([own.id]));
      await expect(deleteExercise(db, trainer.id, own.id, 0)).rejects.toMatchObject({ kind: 'conflict' });
      expect(await deleteExercise(db, trainer.id, own.id, edited.version)).toEqual({ outcome: 'archived' });
      const archived = await searchExercises(
        db,
        { id: trainer.id, role: 'trainer' },
        'en',
        query({ scope: 'archived' }),
      );
      expect(archived.items.map((item) => item.id)).toEqual([own.id]);
      const restored = await setExerciseArchived(db, trainer.id, 'en', own.id, false);
      expect(restored.archived).toBe(false);

      const unused = await createExercise(db, trainer.id, 'en', exercise({ name: 'Unused', language: 'en' }));
      expect(await deleteExercise(db, trainer.id, unused.id, unused.version)).toEqual({ outcome: 'deleted' });
      const squat = await librarySlugs(db, 'barbell-back-squat');
      const copy = await copyExercise(db, trainer.id, 'de', squat.id);
      expect(copy).toMatchObject({ origin: 'own', language: 'de', copiedFrom: { id: squat.id } });
      expect(copy.name).toMatch(/Kniebeuge/);
    });

    it('stops a trainer at the exercise limit', async () => {
      const db = on(name);
      const trainer = await newUser(db, 'trainer');
      await db
        .insertInto('exercises')
        .values(
          Array.from({ length: exerciseLimits.exercisesPerTrainer }, () => ({
            owner_id: trainer.id,
            category: 'strength' as const,
            primary_muscles: ['chest' as const],
            equipment: ['none' as const],
            level: 'beginner' as const,
            measure: 'reps' as const,
            language: 'en' as const,
            video_media_id: null,
            video_url: null,
          })),
        )
        .execute();
      await expect(createExercise(db, trainer.id, 'en', exercise())).rejects.toMatchObject({
        kind: 'limit_reached',
        key: 'exercises_error_limit',
      });
    });

    it('gives each assigned client their own copy; ending coaching keeps it readable', async () => {
      const db = on(name);
      const trainer = await newUser(db, 'trainer');
      const adna = await coached(db, trainer.id, 'Adna');
      const haris = await coached(db, trainer.id, 'Haris');
      const stranger = await newUser(db, 'client');
      const squat = await librarySlugs(db, 'barbell-back-squat');
      const template = await createPlan(db, trainer.id, 'en', plan([squat.id], 4));
      expect(template.document.weeks).toHaveLength(4);

      await expect(
        assignPlan(db, trainer.id, template.id, { clientIds: [adna.id, stranger.id], startDate: '2026-11-23' }),
      ).rejects.toMatchObject({ kind: 'forbidden', key: 'plans_error_not_your_client' });
      const copies = await assignPlan(db, trainer.id, template.id, {
        clientIds: [adna.id, haris.id],
        startDate: '2026-11-23',
      });
      expect(copies.map((copy) => copy.client?.name).sort()).toEqual(['Adna Begić', 'Haris Begić']);
      const adnaCopy = copies.find((copy) => copy.client?.id === adna.id)!;
      const harisCopy = copies.find((copy) => copy.client?.id === haris.id)!;

      const detail = await planDetail(db, { id: trainer.id, role: 'trainer' }, 'en', adnaCopy.id);
      const weeks: PlanWeek[] = structuredClone(detail.document.weeks);
      weeks[0]!.days[0]!.blocks[0]!.entries[0]!.sets[0]!.reps = 5;
      await updatePlan(
        db,
        trainer.id,
        'en',
        adnaCopy.id,
        planWriteSchema.parse({ name: 'Adna strength', weeks, version: detail.version }),
      );
      await expect(
        updatePlan(
          db,
          trainer.id,
          'en',
          adnaCopy.id,
          planWriteSchema.parse({ name: 'Stale', weeks, version: detail.version }),
        ),
      ).rejects.toMatchObject({ kind: 'conflict' });

      const adnaView = await planDetail(db, { id: adna.id, role: 'client' }, 'en', adnaCopy.id);
      const harisView = await planDetail(db, { id: haris.id, role: 'client' }, 'en', harisCopy.id);
      expect(adnaView.name).toBe('Adna strength');
      expect(adnaView.document.weeks[0]!.days[0]!.blocks[0]!.entries[0]!.sets[0]!.reps).toBe(5);
      expect(harisView.document.weeks[0]!.days[0]!.blocks[0]!.entries[0]!.sets[0]!.reps).toBe(8);
      expect(adnaView.exercises.map((each) => each.id)).toEqual([squat.id]);
      await expect(planDetail(db, { id: adna.id, role: 'client' }, 'en', harisCopy.id)).rejects.toMatchObject({
        kind: 'not_found',
      });
      await expect(planDetail(db, { id: adna.id, role: 'client' }, 'en', template.id)).rejects.toMatchObject({
        kind: 'not_found',
      });

      expect(await currentPlan(db, adna.id, 'en', '2026-11-30')).toMatchObject({ id: adnaCopy.id });
      expect(await currentPlan(db, adna.id, 'en', '2027-03-01')).toBeNull();
      expect((await trainerPlans(db, trainer.id)).map((each) => each.id)).toHaveLength(3);

      await endCoaching(db, trainer.id, adna.id);
      const [ended] = await clientPlans(db, adna.id);
      expect(ended).toMatchObject({ id: adnaCopy.id, ended: true });
      await expect(
        updatePlan(db, trainer.id, 'en', adnaCopy.id, planWriteSchema.parse({ name: 'After', weeks })),
      ).rejects.toMatchObject({ kind: 'forbidden', key: 'plans_error_ended' });
    });

    it("refuses a plan naming another trainer's exercise", async () => {
      const db = on(name);
      const trainer = await newUser(db, 'trainer');
      const other = await newUser(db, 'trainer');
      const theirs = await createExercise(db, other.id, 'en', exercise({ language: 'en' }));
      await expect(createPlan(db, trainer.id, 'en', plan([theirs.id]))).rejects.toMatchObject({
        kind: 'invalid',
        key: 'plans_error_exercise',
      });
    });

    it("deleting a trainer keeps the clients' plans and the exercises they name; deleting a client removes theirs", async () => {
      const db = on(name);
      const trainer = await newUser(db, 'trainer');
      const adna = await coached(db, trainer.id, 'Adna');
      const own = await createExercise(db, trainer.id, 'en', exercise({ language: 'en' }));
      const unused = await createExercise(db, trainer.id, 'en', exercise({ name: 'Never planned', language: 'en' }));
      const template = await createPlan(db, trainer.id, 'en', plan([own.id]));
      const [copy] = await assignPlan(db, trainer.id, template.id, { clientIds: [adna.id], startDate: '2026-11-23' });

      await deleteAccount(db, { id: trainer.id, role: 'trainer' });
      const kept = await planDetail(db, { id: adna.id, role: 'client' }, 'en', copy!.id);
      expect(kept).toMatchObject({ ended: true, exercises: [{ id: own.id, name: 'Tempo goblet squat' }] });
      expect(await exerciseDetail(db, { id: adna.id, role: 'client' }, 'en', own.id)).toMatchObject({ id: own.id });
      const left = await db.selectFrom('exercises').select('id').where('owner_id', '=', trainer.id).execute();
      expect(left.map((row) => row.id)).toEqual([own.id]);
      expect(left.map((row) => row.id)).not.toContain(unused.id);
      expect(await db.selectFrom('training_plans').select('id').where('id', '=', template.id).execute()).toEqual([]);

      await deleteAccount(db, { id: adna.id, role: 'client' });
      expect(await db.selectFrom('training_plans').select('id').where('client_id', '=', adna.id).execute()).toEqual([]);
    });
  });
