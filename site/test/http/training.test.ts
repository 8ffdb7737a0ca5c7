import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import {
  emptyPlan,
  exerciseLimits,
  type ExerciseDetail,
  type ExercisePage,
  type PlanDetail,
  type PlanSummary,
  type PlanWriteInput,
} from '@spotter/domain';
import { libraryExerciseId } from '#server/exercises/library.ts';
import { baseUrl } from '../helpers/http.ts';
import { account, connect, send } from '../helpers/accounts.ts';
import { uploadTo, type UploadedMedia } from '../helpers/media.ts';

/** The exercise library and training plans over HTTP: who reads and writes what, and hostile input. */

const exerciseBody = (values: Record<string, unknown> = {}) => ({
  name: 'Kettlebell halo',
  instructions: 'Hold the bell upside down.\nCircle it around the head.',
  category: 'mobility',
  primaryMuscles: ['shoulders'],
  secondaryMuscles: ['upper_back'],
  equipment: ['kettlebell'],
  level: 'beginner',
  measure: 'reps',
  imageIds: [],
  videoId: null,
  videoUrl: 'https://www.youtube.com/watch?v=aclHkVaku9U',
  language: 'en',
  ...values,
});

/** A plan as the builder sends it (sets may leave out the targets they do not set). */
function planBody(exerciseIds: string[], name = 'Four weeks of strength'): PlanWriteInput {
  const weeks: PlanWriteInput['weeks'] = emptyPlan(4, 3).weeks;
  weeks[0]!.days[0]!.blocks = [
    {
      id: 'superset-a',
      entries: exerciseIds.map((exerciseId, index) => ({
        id: `entry-${index}`,
        exerciseId,
        measure: 'reps' as const,
        oneRmKg: 100,
        sets: [{ reps: 5, percent1rm: 75, restSeconds: 120 }],
        note: null,
      })),
    },
  ];
  weeks[0]!.days[1]!.rest = true;
  return { name, goal: 'Strength', weeks };
}

const squat = libraryExerciseId('barbell-back-squat');

describe('the exercise library over HTTP', () => {
  it('searches in the reader language without diacritics, and refuses bad filters with 400', async () => {
    const trainer = await account('trainer');
    await send(trainer.cookie, 'PATCH', '/api/users/update-language', { language: 'bs' });
    const bosnian = await send<ExercisePage>(trainer.cookie, 'GET', '/api/exercises?q=cucanj');
    expect(bosnian.status).toBe(200);
    expect(bosnian.body.data!.items.length).toBeGreaterThan(0);
    expect(bosnian.body.data!.items.every((item) => /čučanj/i.test(item.name))).toBe(true);
    await send(trainer.cookie, 'PATCH', '/api/users/update-language', { language: 'de' });
    const german = await send<ExercisePage>(trainer.cookie, 'GET', '/api/exercises?q=kniebeuge&equipment=barbell');
    expect(german.body.data!.items.some((item) => item.id === squat)).toBe(true);

    for (const query of [
      'muscle=__proto__',
      'scope=constructor',
      'limit=1000',
      'limit=-1',
      'after=%00',
      `q=${'x'.repeat(500)}`,
    ]) {
      const refused = await send(trainer.cookie, 'GET', `/api/exercises?${query}`);
      expect(refused.status, query).toBe(400);
      expect(typeof refused.body.error).toBe('string');
    }
    // LIKE's own characters are letters to search for, not patterns.
    for (const q of ['%', '_', '\\', '%25_%', "' or 1=1 --"]) {
      const answer = await send<ExercisePage>(trainer.cookie, 'GET', `/api/exercises?q=${encodeURIComponent(q)}`);
      expect(answer.status, q).toBe(200);
    }
  });

  it("keeps a trainer's exercises and media theirs; the library is read-only", async () => {
    const trainer = await account('trainer');
    const other = await account('trainer');
    const client = await account('client');
    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#3a7' } })
      .jpeg()
      .toBuffer();
    const uploaded = await uploadTo(baseUrl(), trainer.cookie, 'exerciseImage', [
      { name: 'halo.jpg', type: 'image/jpeg', body: photo },
    ]);
    expect(uploaded.status).toBe(201);
    const image = ((await uploaded.json()) as { data: { media: UploadedMedia[] } }).data.media[0]!;

    // Another trainer cannot attach this trainer's upload.
    const stolen = await send(other.cookie, 'POST', '/api/exercises', exerciseBody({ imageIds: [image.id] }));
    expect(stolen.status).toBe(403);
    const created = await send<ExerciseDetail>(
      trainer.cookie,
      'POST',
      '/api/exercises',
      exerciseBody({ imageIds: [image.id] }),
    );
    expect(created.status).toBe(201);
    const exercise = created.body.data!;
    expect(exercise.images.map((each) => each.id)).toEqual([image.id]);
    expect(exercise.video).toMatchObject({ kind: 'youtube', id: 'aclHkVaku9U' });

    expect((await send(other.cookie, 'GET', `/api/exercises/${exercise.id}`)).status).toBe(404);
    expect((await send(client.cookie, 'GET', `/api/exercises/${exercise.id}`)).status).toBe(404);
    expect((await send(other.cookie, 'PUT', `/api/exercises/${exercise.id}`, exerciseBody())).status).toBe(404);
    expect((await send(other.cookie, 'DELETE', `/api/exercises/${exercise.id}?version=0`)).status).toBe(404);
    const library = await send(trainer.cookie, 'PUT', `/api/exercises/${squat}`, exerciseBody());
    expect(library.status).toBe(403);
    expect((await send(client.cookie, 'POST', '/api/exercises', exerciseBody())).status).toBe(403);

    const stale = await send(trainer.cookie, 'PUT', `/api/exercises/${exercise.id}`, exerciseBody({ version: 99 }));
    expect(stale.status).toBe(409);
    const both = await send(trainer.cookie, 'POST', '/api/exercises', exerciseBody({ videoId: image.id }));
    expect(both.status).toBe(400);
    expect(both.body.fieldErrors).toHaveProperty('videoUrl');
    const tooMany = await send(
      trainer.cookie,
      'POST',
      '/api/exercises',
      exerciseBody({
        imageIds: Array.from({ length: exerciseLimits.imagesPerExercise + 1 }, () => crypto.randomUUID()),
      }),
    );
    expect(tooMany.status).toBe(400);
    const copied = await send<ExerciseDetail>(trainer.cookie, 'POST', `/api/exercises/${squat}/copy`);
    expect(copied.status).toBe(201);
    expect(copied.body.data).toMatchObject({ origin: 'own', copiedFrom: { id: squat } });
  });
});

describe('training plans over HTTP', () => {
  it('assigns editable copies to current clients only; each client reads their own', async () => {
    const trainer = await account('trainer');
    const adna = await account('client');
    const haris = await account('client');
    const stranger = await account('client');
    await connect(trainer, adna);
    await connect(trainer, haris);
    const own = (await send<ExerciseDetail>(trainer.cookie, 'POST', '/api/exercises', exerciseBody())).body.data!;

    const created = await send<PlanDetail>(trainer.cookie, 'POST', '/api/plans', planBody([squat, own.id]));
    expect(created.status).toBe(201);
    const template = created.body.data!;
    expect(template.exercises.map((each) => each.id).sort()).toEqual([squat, own.id].sort());

    const refused = await send(trainer.cookie, 'POST', `/api/plans/${template.id}/assign`, {
      clientIds: [adna.id, stranger.id],
      startDate: '2026-11-30',
    });
    expect(refused.status).toBe(403);
    const assigned = await send<PlanSummary[]>(trainer.cookie, 'POST', `/api/plans/${template.id}/assign`, {
      clientIds: [adna.id, haris.id],
      startDate: '2026-11-30',
    });
    expect(assigned.status).toBe(201);
    const adnaCopy = assigned.body.data!.find((each) => each.client?.id === adna.id)!;
    const harisCopy = assigned.body.data!.find((each) => each.client?.id === haris.id)!;

    const read = (await send<PlanDetail>(trainer.cookie, 'GET', `/api/plans/${adnaCopy.id}`)).body.data!;
    const edited = structuredClone(read.document.weeks);
    edited[0]!.days[0]!.blocks[0]!.entries[0]!.sets[0]!.reps = 3;
    const saved = await send<PlanDetail>(trainer.cookie, 'PUT', `/api/plans/${adnaCopy.id}`, {
      name: 'Adna: heavier triples',
      weeks: edited,
      version: read.version,
    });
    expect(saved.status).toBe(200);
    const again = await send(trainer.cookie, 'PUT', `/api/plans/${adnaCopy.id}`, {
      name: 'Second tab',
      weeks: edited,
      version: read.version,
    });
    expect(again.status).toBe(409);

    const adnaView = await send<PlanDetail>(adna.cookie, 'GET', `/api/plans/${adnaCopy.id}`);
    expect(adnaView.body.data!.name).toBe('Adna: heavier triples');
    const harisView = await send<PlanDetail>(haris.cookie, 'GET', `/api/plans/${harisCopy.id}`);
    expect(harisView.body.data!.document.weeks[0]!.days[0]!.blocks[0]!.entries[0]!.sets[0]!.reps).toBe(5);
    expect((await send(adna.cookie, 'GET', `/api/plans/${harisCopy.id}`)).status).toBe(404);
    expect((await send(adna.cookie, 'GET', `/api/plans/${template.id}`)).status).toBe(404);
    expect((await send(stranger.cookie, 'GET', `/api/plans/${adnaCopy.id}`)).status).toBe(404);
    // The client now reads the trainer's own exercise their plan names.
    expect((await send(adna.cookie, 'GET', `/api/exercises/${own.id}`)).status).toBe(200);
    expect((await send(stranger.cookie, 'GET', `/api/exercises/${own.id}`)).status).toBe(404);
    const current = await send<PlanDetail | null>(adna.cookie, 'GET', '/api/plans/current?date=2026-12-01');
    expect(current.body.data).toMatchObject({ id: adnaCopy.id });
  });

  it('refuses malformed plans field by field, and never answers 500', async () => {
    const trainer = await account('trainer');
    const bodies: unknown[] = [
      { name: 'x', weeks: [] },
      { name: 'x', weeks: emptyPlan(17, 1).weeks },
      { name: 'x', weeks: [{ id: 'w', days: [{ id: 'd', rest: true, blocks: [{ id: 'b', entries: [] }] }] }] },
      { ...planBody([squat]), weeks: [{ __proto__: { days: [] } }] },
      { ...planBody(['00000000-0000-4000-8000-000000000000']) },
      { name: 'x'.repeat(10_000), weeks: emptyPlan(1, 1).weeks },
      {
        name: 'ok',
        weeks: emptyPlan(2, 3).weeks.map((week, index) => (index ? { ...week, days: week.days.slice(1) } : week)),
      },
    ];
    for (const body of bodies) {
      const answer = await send(trainer.cookie, 'POST', '/api/plans', body);
      expect(answer.status, JSON.stringify(body).slice(0, 120)).toBeGreaterThanOrEqual(400);
      expect(answer.status).toBeLessThan(500);
      expect(typeof answer.body.error).toBe('string');
    }
    const tempo = planBody([squat]);
    (tempo.weeks[0]!.days[0]!.blocks[0]!.entries[0]!.sets[0] as Record<string, unknown>).tempo = 'fast';
    const refusedTempo = await send(trainer.cookie, 'POST', '/api/plans', tempo);
    expect(refusedTempo.status).toBe(400);
    expect(Object.keys(refusedTempo.body.fieldErrors ?? {}).some((key) => key.endsWith('tempo'))).toBe(true);
  });
});
