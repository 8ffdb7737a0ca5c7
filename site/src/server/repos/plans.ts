import { sql, type SqlBool } from 'kysely';
import {
  planExerciseIds,
  planLimits,
  planPosition,
  fullName,
  type Locale,
  type PlanAssign,
  type PlanDetail,
  type PlanExercise,
  type PlanSummary,
  type PlanWeek,
  type PlanWrite,
  type Role,
} from '@spotter/domain';
import { translateKey } from '@spotter/i18n';
import { inTransaction, type DB } from '../db/index.ts';
import { DomainError } from '../errors.ts';
import { mediaUrls } from './media.ts';

export interface PlanReader {
  id: string;
  role: Role;
}

const notFound = () => new DomainError('not_found', 'plans_error_not_found');
const iso = (value: Date | string) => new Date(value).toISOString();

/** True while the plan's trainer still coaches its client (a template is never ended). */
const coachingOpen = sql<boolean>`(p.client_id is null or exists (select 1 from trainer_clients tc
  where tc.trainer_id = p.trainer_id and tc.client_id = p.client_id and tc.ended_at is null))`;

function plansQuery(db: DB) {
  return db
    .selectFrom('training_plans as p')
    .leftJoin('client_profiles as cp', 'cp.user_id', 'p.client_id')
    .innerJoin('trainer_profiles as tp', 'tp.user_id', 'p.trainer_id')
    .select([
      'p.id',
      'p.trainer_id',
      'p.client_id',
      'p.template_id',
      'p.name',
      'p.goal',
      'p.weeks',
      'p.days_per_week',
      'p.start_date',
      'p.version',
      'p.updated_at',
      'cp.first_name as client_first_name',
      'cp.last_name as client_last_name',
      'tp.first_name as trainer_first_name',
      'tp.last_name as trainer_last_name',
      coachingOpen.as('open'),
      // A template's copy names its template only while the template is still there.
      sql<string | null>`(select t.id from training_plans t where t.id = p.template_id and t.client_id is null)`.as(
        'live_template_id',
      ),
    ]);
}

type PlanRow = Awaited<ReturnType<ReturnType<typeof plansQuery>['executeTakeFirstOrThrow']>>;

function personName(firstName: string | null, lastName: string | null): string {
  return fullName({ firstName, lastName });
}

function summaryOf(row: PlanRow): PlanSummary {
  return {
    id: row.id,
    name: row.name,
    goal: row.goal,
    weeks: row.weeks,
    daysPerWeek: row.days_per_week,
    client: row.client_id ? { id: row.client_id, name: personName(row.client_first_name, row.client_last_name) } : null,
    startDate: row.start_date,
    templateId: row.live_template_id,
    ended: !row.open,
    updatedAt: iso(row.updated_at),
    version: row.version,
  };
}

/** A trainer's plans: templates and client copies, the latest changed first. */
export async function trainerPlans(db: DB, trainerId: string): Promise<PlanSummary[]> {
  const rows = await plansQuery(db)
    .where('p.trainer_id', '=', trainerId)
    .orderBy('p.updated_at', 'desc')
    .orderBy('p.id')
    .execute();
  return rows.map(summaryOf);
}

/** A client's plans from every trainer, the latest start first. */
export async function clientPlans(db: DB, clientId: string): Promise<PlanSummary[]> {
  const rows = await plansQuery(db)
    .where('p.client_id', '=', clientId)
    .orderBy('p.start_date', 'desc')
    .orderBy('p.id')
    .execute();
  return rows.map(summaryOf);
}

/** The exercises a plan names, in the reader's language (kept when archived: a plan never loses one). */
async function exercisesOf(db: DB, locale: Locale, ids: string[]): Promise<PlanExercise[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('exercises as e')
    .innerJoin('exercise_search as s', (join) => join.onRef('s.exercise_id', '=', 'e.id').on('s.locale', '=', locale))
    .select([
      'e.id',
      's.name',
      'e.measure',
      'e.archived_at',
      sql<{
        storage_key: string;
        variants: unknown;
      } | null>`(select json_build_object('storage_key', m.storage_key, 'variants', m.variants)
        from exercise_images i join media_objects m on m.id = i.media_id
        where i.exercise_id = e.id order by i.position limit 1)`.as('image'),
    ])
    .where('e.id', 'in', ids)
    .execute();
  return rows.map((row) => {
    const image = (typeof row.image === 'string' ? JSON.parse(row.image) : row.image) as {
      storage_key: string;
      variants: unknown;
    } | null;
    const urls = image ? mediaUrls(image.storage_key, image.variants) : null;
    return {
      id: row.id,
      name: row.name,
      measure: row.measure,
      thumbnailUrl: urls ? (urls.thumbnailUrl ?? urls.url) : null,
      archived: row.archived_at !== null,
    };
  });
}

function readableBy(reader: PlanReader) {
  if (reader.role === 'trainer') return sql<SqlBool>`p.trainer_id = ${reader.id}`;
  if (reader.role === 'client') return sql<SqlBool>`p.client_id = ${reader.id}`;
  return sql<SqlBool>`false`;
}

/** One plan whole: the trainer's own, or the client's copy (404 for anyone else). */
export async function planDetail(db: DB, reader: PlanReader, locale: Locale, id: string): Promise<PlanDetail> {
  const row = await plansQuery(db)
    .select('p.document')
    .where('p.id', '=', id)
    .where(readableBy(reader))
    .executeTakeFirst();
  if (!row) throw notFound();
  const document = (typeof row.document === 'string' ? JSON.parse(row.document) : row.document) as {
    weeks: PlanWeek[];
  };
  return {
    ...summaryOf(row),
    document,
    exercises: await exercisesOf(db, locale, planExerciseIds(document)),
    trainer: { id: row.trainer_id, name: personName(row.trainer_first_name, row.trainer_last_name) },
  };
}

/** `now`'s calendar date (YYYY-MM-DD) in `timeZone`; UTC's for an unknown zone. */
export function dateIn(timeZone: string | null, now: Date = new Date()): string {
  try {
    return new Intl.DateTimeFormat('en-CA', { timeZone: timeZone ?? 'UTC', dateStyle: 'short' }).format(now);
  } catch {
    return now.toISOString().slice(0, 10);
  }
}

/**
 * A client's today, as their plans count days: in the time zone of the trainer whose plan is the
 * latest (plans are made where the trainer works), else UTC. The browser replaces it with the
 * reader's own date once the page runs.
 */
export async function clientToday(db: DB, clientId: string, now: Date = new Date()): Promise<string> {
  const row = await db
    .selectFrom('training_plans as p')
    .innerJoin('trainer_profiles as tp', 'tp.user_id', 'p.trainer_id')
    .select('tp.time_zone')
    .where('p.client_id', '=', clientId)
    .orderBy('p.start_date', 'desc')
    .limit(1)
    .executeTakeFirst();
  return dateIn(row?.time_zone ?? null, now);
}

/**
 * The plan a client follows on `today`: the latest started one that has not finished, else the
 * next to start, else none.
 */
export async function currentPlan(db: DB, clientId: string, locale: Locale, today: string): Promise<PlanDetail | null> {
  const plans = await clientPlans(db, clientId);
  const positioned = plans.map((plan) => ({
    plan,
    position: planPosition(plan.startDate ?? today, today, plan.weeks, plan.daysPerWeek),
  }));
  const current = positioned.find((entry) => entry.position.state === 'current');
  const upcoming = positioned
    .filter((entry) => entry.position.state === 'upcoming')
    .sort((a, b) => (a.plan.startDate ?? '').localeCompare(b.plan.startDate ?? ''))[0];
  const chosen = current ?? upcoming;
  return chosen ? planDetail(db, { id: clientId, role: 'client' }, locale, chosen.plan.id) : null;
}

/** Refuses a plan naming an exercise the trainer may not use (not the library's and not their own). */
async function assertPlanExercises(db: DB, trainerId: string, ids: string[]): Promise<void> {
  if (!ids.length) return;
  const usable = await db
    .selectFrom('exercises')
    .select('id')
    .where('id', 'in', ids)
    .where((eb) => eb.or([eb('owner_id', 'is', null), eb('owner_id', '=', trainerId)]))
    .execute();
  if (usable.length !== ids.length) {
    throw new DomainError('invalid', 'plans_error_exercise', { fieldErrors: { weeks: ['plans_error_exercise'] } });
  }
}

async function writePlanExercises(trx: DB, planId: string, ids: string[]): Promise<void> {
  await trx.deleteFrom('plan_exercises').where('plan_id', '=', planId).execute();
  if (ids.length) {
    await trx
      .insertInto('plan_exercises')
      .values(ids.map((exerciseId) => ({ plan_id: planId, exercise_id: exerciseId })))
      .execute();
  }
}

async function assertPlanRoom(trx: DB, trainerId: string, adding: number): Promise<void> {
  // One trainer's plan writes queue behind each other, so the count cannot be outrun.
  await trx.selectFrom('trainer_profiles').select('user_id').where('user_id', '=', trainerId).forUpdate().execute();
  const { count } = await trx
    .selectFrom('training_plans')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('trainer_id', '=', trainerId)
    .executeTakeFirstOrThrow();
  if (Number(count) + adding > planLimits.plansPerTrainer) {
    throw new DomainError('limit_reached', 'plans_error_limit', { params: { max: planLimits.plansPerTrainer } });
  }
}

function planColumns(write: Pick<PlanWrite, 'name' | 'goal' | 'weeks'>) {
  return {
    name: write.name,
    goal: write.goal,
    document: JSON.stringify({ weeks: write.weeks }),
    weeks: write.weeks.length,
    days_per_week: write.weeks[0]?.days.length ?? 1,
  };
}

/** A trainer's new template. */
export async function createPlan(
  db: DB,
  trainerId: string,
  locale: Locale,
  write: PlanWrite,
  /** The id to give it (demo data names its plans); a new random one otherwise. */
  fixedId?: string,
): Promise<PlanDetail> {
  const id = await inTransaction(db, async (trx) => {
    await assertPlanRoom(trx, trainerId, 1);
    const ids = planExerciseIds(write);
    await assertPlanExercises(trx, trainerId, ids);
    const row = await trx
      .insertInto('training_plans')
      .values({ ...(fixedId ? { id: fixedId } : {}), trainer_id: trainerId, ...planColumns(write) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writePlanExercises(trx, row.id, ids);
    return row.id;
  });
  return planDetail(db, { id: trainerId, role: 'trainer' }, locale, id);
}

/** The trainer's plan, locked for a change: 404 for another's, 403 once its coaching ended. */
async function ownPlan(trx: DB, trainerId: string, id: string) {
  const row = await trx
    .selectFrom('training_plans as p')
    .select(['p.id', 'p.client_id', 'p.version', 'p.name', 'p.goal', 'p.document', coachingOpen.as('open')])
    .where('p.id', '=', id)
    .where('p.trainer_id', '=', trainerId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound();
  return row;
}

/** Saves a plan the trainer edited; a stale `version` answers 409, an ended client's copy 403. */
export async function updatePlan(
  db: DB,
  trainerId: string,
  locale: Locale,
  id: string,
  write: PlanWrite,
): Promise<PlanDetail> {
  await inTransaction(db, async (trx) => {
    const current = await ownPlan(trx, trainerId, id);
    if (!current.open) throw new DomainError('forbidden', 'plans_error_ended');
    if (write.version !== undefined && write.version !== current.version) {
      throw new DomainError('conflict', 'plans_error_conflict');
    }
    if (current.client_id === null && write.startDate) {
      throw new DomainError('invalid', 'validation_invalid', { fieldErrors: { startDate: ['validation_invalid'] } });
    }
    const ids = planExerciseIds(write);
    await assertPlanExercises(trx, trainerId, ids);
    await trx
      .updateTable('training_plans')
      .set({
        ...planColumns(write),
        ...(current.client_id && write.startDate ? { start_date: write.startDate } : {}),
        version: sql`version + 1`,
        updated_at: new Date(),
      })
      .where('id', '=', id)
      .execute();
    await writePlanExercises(trx, id, ids);
  });
  return planDetail(db, { id: trainerId, role: 'trainer' }, locale, id);
}

/** Deletes a trainer's plan read at `version`: a template (its copies stay the clients'), or a client's copy. */
export async function deletePlan(db: DB, trainerId: string, id: string, version: number): Promise<void> {
  await inTransaction(db, async (trx) => {
    const current = await ownPlan(trx, trainerId, id);
    if (current.version !== version) throw new DomainError('conflict', 'plans_error_conflict');
    await trx.deleteFrom('training_plans').where('id', '=', id).execute();
  });
}

/** A new template from any of the trainer's plans, named "… (copy)" in the trainer's language. */
export async function duplicatePlan(db: DB, trainerId: string, locale: Locale, id: string): Promise<PlanDetail> {
  const copyId = await inTransaction(db, async (trx) => {
    const source = await ownPlan(trx, trainerId, id);
    await assertPlanRoom(trx, trainerId, 1);
    const document = (typeof source.document === 'string' ? JSON.parse(source.document) : source.document) as {
      weeks: PlanWeek[];
    };
    const name = translateKey('plans_copy_name', { name: source.name }, locale).slice(0, planLimits.nameChars);
    const row = await trx
      .insertInto('training_plans')
      .values({ trainer_id: trainerId, ...planColumns({ name, goal: source.goal, weeks: document.weeks }) })
      .returning('id')
      .executeTakeFirstOrThrow();
    await writePlanExercises(trx, row.id, planExerciseIds(document));
    return row.id;
  });
  return planDetail(db, { id: trainerId, role: 'trainer' }, locale, copyId);
}

/**
 * Assigns a template to current clients: each gets their own copy from `startDate`, so a change
 * for one never reaches another. Refuses the whole assignment when one is not a current client.
 */
export async function assignPlan(
  db: DB,
  trainerId: string,
  id: string,
  assign: PlanAssign,
  /** The id of each client's copy (demo data names them); new random ones otherwise. */
  copyIdOf?: (clientId: string) => string,
): Promise<PlanSummary[]> {
  const ids = await inTransaction(db, async (trx) => {
    const source = await ownPlan(trx, trainerId, id);
    const current = await trx
      .selectFrom('trainer_clients as tc')
      .innerJoin('users as u', 'u.id', 'tc.client_id')
      .select('tc.client_id')
      .where('tc.trainer_id', '=', trainerId)
      .where('tc.ended_at', 'is', null)
      .where('u.status', '=', 'active')
      .where('tc.client_id', 'in', assign.clientIds)
      .execute();
    if (current.length !== assign.clientIds.length) {
      throw new DomainError('forbidden', 'plans_error_not_your_client', {
        fieldErrors: { clientIds: ['plans_error_not_your_client'] },
      });
    }
    await assertPlanRoom(trx, trainerId, assign.clientIds.length);
    const document = (typeof source.document === 'string' ? JSON.parse(source.document) : source.document) as {
      weeks: PlanWeek[];
    };
    const exerciseIds = planExerciseIds(document);
    const created: string[] = [];
    for (const clientId of assign.clientIds) {
      const row = await trx
        .insertInto('training_plans')
        .values({
          ...(copyIdOf ? { id: copyIdOf(clientId) } : {}),
          trainer_id: trainerId,
          client_id: clientId,
          // A copy of a copy names the template it came from.
          template_id: source.client_id === null ? source.id : null,
          start_date: assign.startDate,
          ...planColumns({ name: source.name, goal: source.goal, weeks: document.weeks }),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await writePlanExercises(trx, row.id, exerciseIds);
      created.push(row.id);
    }
    return created;
  });
  const rows = await plansQuery(db).where('p.id', 'in', ids).execute();
  return rows.map(summaryOf);
}
