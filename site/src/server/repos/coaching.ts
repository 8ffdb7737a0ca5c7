import { sql, type ExpressionBuilder } from 'kysely';
import {
  askAgainAt,
  coachingLimits,
  coachingRequestStatuses,
  tidyName,
  type CoachingDecline,
  type ClientCoach,
  type CoachingClientSummary,
  type CoachingParty,
  type CoachingRequest,
  type CoachingRequestCreate,
  type CoachingRequestListQuery,
  type CoachingRequestPage,
  type CoachingRequestStatus,
  type CoachingStanding,
  type DepartedCoach,
  type Role,
  type Activity,
  type LanguageCode,
  type TrainerClient,
} from '@spotter/domain';
import { inTransaction, type DB } from '../db/index.ts';
import type { Database } from '../db/schema.ts';
import { DomainError } from '../errors.ts';
import { mediaUrls } from './media.ts';
import { giveClientNameIfMissing } from './profile.ts';

const notFound = () => new DomainError('not_found', 'error_not_found');

/** PostgreSQL's unique_violation: a second pending request to the same trainer, or a second connection. */
const UNIQUE_VIOLATION = '23505';

function photoUrl(storageKey: string | null, variants: unknown): string | null {
  if (!storageKey) return null;
  const urls = mediaUrls(storageKey, variants);
  return urls.thumbnailUrl ?? urls.url;
}

/** A client's preferred activities and languages, in their order, as arrays beside the row. */
const clientActivities = (column: 'r.client_id' | 'tc.client_id') =>
  sql<
    Activity[]
  >`array(select a.activity from client_preferred_activities a where a.user_id = ${sql.ref(column)} order by a.activity)`;
const clientLanguages = (column: 'r.client_id' | 'tc.client_id') =>
  sql<
    LanguageCode[]
  >`array(select l.language from profile_languages l where l.user_id = ${sql.ref(column)} order by l.position, l.language)`;

function requestsQuery(db: DB) {
  return db
    .selectFrom('coaching_requests as r')
    .innerJoin('trainer_profiles as tp', 'tp.user_id', 'r.trainer_id')
    .innerJoin('client_profiles as cp', 'cp.user_id', 'r.client_id')
    .leftJoin('media_objects as tm', 'tm.id', 'tp.profile_image_id')
    .leftJoin('media_objects as cm', 'cm.id', 'cp.profile_image_id')
    .select([
      'r.id',
      'r.status',
      'r.message',
      'r.goal',
      'r.source',
      'r.decline_reason',
      'r.created_at',
      'r.responded_at',
      'r.trainer_id',
      'tp.first_name as trainer_first_name',
      'tp.last_name as trainer_last_name',
      'tp.city as trainer_city',
      'tm.storage_key as trainer_photo_key',
      'tm.variants as trainer_photo_variants',
      'r.client_id',
      'cp.first_name as client_first_name',
      'cp.last_name as client_last_name',
      'cp.city as client_city',
      'cp.primary_goal',
      'cp.secondary_goal',
      'cp.goal_description',
      'cp.experience_level',
      'cp.description',
      clientActivities('r.client_id').as('preferred_activities'),
      clientLanguages('r.client_id').as('languages'),
      'cm.storage_key as client_photo_key',
      'cm.variants as client_photo_variants',
    ]);
}

type RequestRow = Awaited<ReturnType<ReturnType<typeof requestsQuery>['executeTakeFirstOrThrow']>>;

const iso = (value: Date | string) => new Date(value).toISOString();

interface PartyColumns {
  id: string;
  first_name: string;
  last_name: string;
  city: string | null;
  storage_key: string | null;
  variants: unknown;
}

function partyOf(row: PartyColumns): CoachingParty {
  return {
    id: row.id,
    firstName: tidyName(row.first_name),
    lastName: tidyName(row.last_name),
    photoUrl: photoUrl(row.storage_key, row.variants),
    city: row.city,
  };
}

/** A client as a trainer (or an admin) sees them: public info and goals, never health data. */
function clientSummaryOf(
  row: PartyColumns &
    Pick<Database['client_profiles'], 'primary_goal' | 'secondary_goal' | 'goal_description' | 'description'> & {
      experience_level: string | null;
      preferred_activities: Activity[] | null;
      languages: LanguageCode[] | null;
    },
): CoachingClientSummary {
  return {
    ...partyOf(row),
    primaryGoal: row.primary_goal,
    secondaryGoal: row.secondary_goal,
    goalDescription: row.goal_description,
    experienceLevel: row.experience_level,
    description: row.description,
    preferredActivities: row.preferred_activities ?? [],
    languages: row.languages ?? [],
  };
}

function toRequest(row: RequestRow): CoachingRequest {
  return {
    id: row.id,
    status: row.status,
    message: row.message,
    goal: row.goal,
    source: row.source,
    declineReason: row.decline_reason,
    createdAt: iso(row.created_at),
    respondedAt: row.responded_at ? iso(row.responded_at) : null,
    trainer: partyOf({
      id: row.trainer_id,
      first_name: row.trainer_first_name,
      last_name: row.trainer_last_name,
      city: row.trainer_city,
      storage_key: row.trainer_photo_key,
      variants: row.trainer_photo_variants,
    }),
    client: clientSummaryOf({
      ...row,
      id: row.client_id,
      first_name: row.client_first_name,
      last_name: row.client_last_name,
      city: row.client_city,
      storage_key: row.client_photo_key,
      variants: row.client_photo_variants,
    }),
  };
}

async function requestOf(db: DB, id: string): Promise<CoachingRequest> {
  const row = await requestsQuery(db).where('r.id', '=', id).executeTakeFirst();
  if (!row) throw notFound();
  return toRequest(row);
}

/** When this client last stopped with this trainer: a decline, a withdrawal, or an ended coaching. */
async function lastClosedAt(db: DB, clientId: string, trainerId: string): Promise<Date | null> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('coaching_requests')
        .select((inner) => inner.fn.max('responded_at').as('at'))
        .where('client_id', '=', clientId)
        .where('trainer_id', '=', trainerId)
        .where('status', 'in', ['declined', 'withdrawn'])
        .as('request_closed'),
      eb
        .selectFrom('trainer_clients')
        .select((inner) => inner.fn.max('ended_at').as('at'))
        .where('client_id', '=', clientId)
        .where('trainer_id', '=', trainerId)
        .as('coaching_ended'),
    ])
    .executeTakeFirstOrThrow();
  const times = [row.request_closed, row.coaching_ended].filter((at) => at !== null).map((at) => new Date(at!));
  return times.length ? new Date(Math.max(...times.map((at) => at.getTime()))) : null;
}

/** The trainer can be asked: an active trainer account. */
async function assertAskableTrainer(db: DB, trainerId: string): Promise<void> {
  const trainer = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', trainerId)
    .where('role', '=', 'trainer')
    .where('status', '=', 'active')
    .executeTakeFirst();
  if (!trainer) {
    throw new DomainError('not_found', 'coaching_error_trainer_unavailable', {
      fieldErrors: { trainerId: ['coaching_error_trainer_unavailable'] },
    });
  }
}

/**
 * A client's request to a trainer. Refused when the trainer is not an active trainer (404), when
 * the two are connected already, when a request to them is waiting (the unique index decides, so
 * two at once cannot both pass), when the client has coachingLimits.maxPendingPerClient waiting,
 * and within coachingLimits.cooldownDays of a decline, a withdrawal or an ended coaching (409).
 */
export async function createCoachingRequest(
  db: DB,
  clientId: string,
  input: CoachingRequestCreate,
  now: Date = new Date(),
): Promise<CoachingRequest> {
  const id = await inTransaction(db, async (trx) => {
    await assertAskableTrainer(trx, input.trainerId);
    // One client's requests are decided one at a time: the count below cannot race another.
    await sql`select pg_advisory_xact_lock(hashtext(${`coaching:${clientId}`}))`.execute(trx);
    // A trainer decides on a person: a client without a name gives it with the request.
    const { missing } = await giveClientNameIfMissing(trx, clientId, input);
    if (missing) {
      throw new DomainError('invalid', 'coaching_error_name_required', {
        fieldErrors: {
          ...(input.firstName ? {} : { firstName: ['validation_required'] }),
          ...(input.lastName ? {} : { lastName: ['validation_required'] }),
        },
      });
    }
    const connected = await trx
      .selectFrom('trainer_clients')
      .select('id')
      .where('client_id', '=', clientId)
      .where('trainer_id', '=', input.trainerId)
      .where('ended_at', 'is', null)
      .executeTakeFirst();
    if (connected) throw new DomainError('conflict', 'coaching_error_already_connected');
    const pending = await trx
      .selectFrom('coaching_requests')
      .select(['trainer_id'])
      .where('client_id', '=', clientId)
      .where('status', '=', 'pending')
      .execute();
    if (pending.some((row) => row.trainer_id === input.trainerId)) {
      throw new DomainError('conflict', 'coaching_error_duplicate');
    }
    if (pending.length >= coachingLimits.maxPendingPerClient) {
      throw new DomainError('conflict', 'coaching_error_too_many', {
        params: { max: coachingLimits.maxPendingPerClient },
      });
    }
    const again = askAgainAt(await lastClosedAt(trx, clientId, input.trainerId), now);
    if (again) {
      throw new DomainError('conflict', 'coaching_error_cooldown', {
        params: { date: again.toISOString() },
      });
    }
    try {
      const row = await trx
        .insertInto('coaching_requests')
        .values({
          client_id: clientId,
          trainer_id: input.trainerId,
          message: input.message,
          goal: input.goal,
          source: input.source,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) {
        throw new DomainError('conflict', 'coaching_error_duplicate');
      }
      throw error;
    }
  });
  return requestOf(db, id);
}

/** Who sees which requests: a client their own, a trainer those sent to them, an admin all. */
function visibleTo(viewer: { id: string; role: Role }) {
  return (eb: ExpressionBuilder<Database & { r: Database['coaching_requests'] }, 'r'>) =>
    viewer.role === 'admin'
      ? eb.val(true)
      : eb(viewer.role === 'trainer' ? 'r.trainer_id' : 'r.client_id', '=', viewer.id);
}

/** One page of the requests the viewer may see, newest first, with counts by status. */
export async function listCoachingRequests(
  db: DB,
  viewer: { id: string; role: Role },
  query: CoachingRequestListQuery,
): Promise<CoachingRequestPage> {
  const filtered = <Q extends ReturnType<typeof requestsQuery> | ReturnType<typeof countsQuery>>(q: Q): Q =>
    (q as ReturnType<typeof requestsQuery>)
      .where(visibleTo(viewer))
      .$if(query.trainerId !== undefined, (inner) => inner.where('r.trainer_id', '=', query.trainerId!))
      .$if(query.clientId !== undefined, (inner) => inner.where('r.client_id', '=', query.clientId!)) as Q;
  const countsQuery = () =>
    db
      .selectFrom('coaching_requests as r')
      .select(['r.status', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('r.status');
  let page = filtered(requestsQuery(db))
    .$if(query.status !== undefined, (inner) => inner.where('r.status', '=', query.status!))
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id', 'desc')
    .limit(query.limit + 1);
  if (query.before) {
    const before = await db
      .selectFrom('coaching_requests')
      .select(['created_at', 'id'])
      .where('id', '=', query.before)
      .executeTakeFirst();
    if (!before) throw notFound();
    page = page.where((eb) =>
      eb.or([
        eb('r.created_at', '<', before.created_at),
        eb.and([eb('r.created_at', '=', before.created_at), eb('r.id', '<', before.id)]),
      ]),
    );
  }
  const [rows, countRows] = await Promise.all([
    page.execute(),
    filtered(countsQuery()).execute() as Promise<{ status: CoachingRequestStatus; n: number | string }[]>,
  ]);
  const counts = Object.fromEntries(coachingRequestStatuses.map((status) => [status, 0])) as Record<
    CoachingRequestStatus,
    number
  >;
  for (const row of countRows) counts[row.status] = Number(row.n);
  const items = rows.slice(0, query.limit).map(toRequest);
  return { items, next: rows.length > query.limit ? items.at(-1)!.id : null, counts };
}

/** Locks a pending request of this trainer (or client) for its answer; 404 when it is not theirs, 409 when answered. */
async function claimPending(trx: DB, id: string, party: 'trainer_id' | 'client_id', userId: string) {
  const row = await trx
    .selectFrom('coaching_requests')
    .select(['id', 'status', 'client_id', 'trainer_id'])
    .where('id', '=', id)
    .where(party, '=', userId)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound();
  if (row.status !== 'pending') throw new DomainError('conflict', 'coaching_error_not_pending');
  return row;
}

/** The trainer accepts: the request is answered and the two are connected, in one transaction. */
export async function acceptCoachingRequest(db: DB, trainerId: string, id: string): Promise<CoachingRequest> {
  await inTransaction(db, async (trx) => {
    const request = await claimPending(trx, id, 'trainer_id', trainerId);
    await trx
      .updateTable('coaching_requests')
      .set({ status: 'accepted', responded_at: new Date() })
      .where('id', '=', id)
      .execute();
    try {
      await trx.insertInto('trainer_clients').values({ trainer_id: trainerId, client_id: request.client_id }).execute();
    } catch (error) {
      if ((error as { code?: string }).code === UNIQUE_VIOLATION) {
        throw new DomainError('conflict', 'coaching_error_already_connected');
      }
      throw error;
    }
  });
  return requestOf(db, id);
}

/** The trainer declines, with an optional reason the client reads. */
export async function declineCoachingRequest(
  db: DB,
  trainerId: string,
  id: string,
  input: CoachingDecline,
): Promise<CoachingRequest> {
  await inTransaction(db, async (trx) => {
    await claimPending(trx, id, 'trainer_id', trainerId);
    await trx
      .updateTable('coaching_requests')
      .set({ status: 'declined', responded_at: new Date(), decline_reason: input.reason })
      .where('id', '=', id)
      .execute();
  });
  return requestOf(db, id);
}

/** The client takes back a request that is still waiting. */
export async function withdrawCoachingRequest(db: DB, clientId: string, id: string): Promise<CoachingRequest> {
  await inTransaction(db, async (trx) => {
    await claimPending(trx, id, 'client_id', clientId);
    await trx
      .updateTable('coaching_requests')
      .set({ status: 'withdrawn', responded_at: new Date() })
      .where('id', '=', id)
      .execute();
  });
  return requestOf(db, id);
}

/** A trainer's active clients, newest connection first: public info and goals, never health data. */
export async function trainerClients(db: DB, trainerId: string): Promise<TrainerClient[]> {
  const rows = await db
    .selectFrom('trainer_clients as tc')
    .innerJoin('users as u', 'u.id', 'tc.client_id')
    .innerJoin('client_profiles as cp', 'cp.user_id', 'tc.client_id')
    .leftJoin('media_objects as m', 'm.id', 'cp.profile_image_id')
    .select([
      'tc.id as connection_id',
      'tc.started_at',
      'tc.client_id',
      'cp.first_name',
      'cp.last_name',
      'cp.city',
      'cp.primary_goal',
      'cp.secondary_goal',
      'cp.goal_description',
      'cp.experience_level',
      'cp.description',
      clientActivities('tc.client_id').as('preferred_activities'),
      clientLanguages('tc.client_id').as('languages'),
      'm.storage_key',
      'm.variants',
    ])
    .where('tc.trainer_id', '=', trainerId)
    .where('tc.ended_at', 'is', null)
    .where('u.status', '<>', 'deleted')
    .orderBy('tc.started_at', 'desc')
    .orderBy('tc.id', 'desc')
    .execute();
  return rows.map((row) => ({
    ...clientSummaryOf({ ...row, id: row.client_id }),
    connectionId: row.connection_id,
    startedAt: iso(row.started_at),
  }));
}

/** The trainer ends a coaching; the client may ask them again after the cooldown. */
export async function endCoaching(db: DB, trainerId: string, clientId: string): Promise<void> {
  const result = await db
    .updateTable('trainer_clients')
    .set({ ended_at: new Date() })
    .where('trainer_id', '=', trainerId)
    .where('client_id', '=', clientId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw notFound();
}

/**
 * A client's coaches now (every active connection, newest first), a deactivated coach marked so
 * (SPEC §4) and a deleted one left out. Only a current client reads the coach's contact email and
 * phone; the public page is linked only while it is listed (it answers 404 or 410 otherwise).
 */
export async function clientCoaches(db: DB, clientId: string): Promise<ClientCoach[]> {
  const rows = await db
    .selectFrom('trainer_clients as tc')
    .innerJoin('users as u', 'u.id', 'tc.trainer_id')
    .innerJoin('trainer_profiles as tp', 'tp.user_id', 'tc.trainer_id')
    .leftJoin('media_objects as m', 'm.id', 'tp.profile_image_id')
    .select([
      'tc.trainer_id',
      'tc.started_at',
      'u.status',
      'tp.first_name',
      'tp.last_name',
      'tp.city',
      'tp.slug',
      'tp.contact_email',
      'tp.contact_phone',
      'm.storage_key',
      'm.variants',
      sql<boolean>`exists (select 1 from marketplace_entries le where le.trainer_id = tc.trainer_id and le.listed)`.as(
        'listed',
      ),
    ])
    .where('tc.client_id', '=', clientId)
    .where('tc.ended_at', 'is', null)
    .where('u.status', '<>', 'deleted')
    .orderBy('tc.started_at', 'desc')
    .orderBy('tc.id', 'desc')
    .execute();
  return rows.flatMap(({ trainer_id: id, ...row }) => {
    if (!id) return [];
    const deactivated = row.status !== 'active';
    return {
      ...partyOf({ ...row, id }),
      startedAt: iso(row.started_at),
      deactivated,
      slug: !deactivated && row.listed && row.slug ? row.slug : null,
      contactEmail: row.contact_email,
      contactPhone: row.contact_phone,
    };
  });
}

/**
 * The coaches who closed their account while coaching this client, most recent first: the
 * coaching ended with the account and the client's Train-with-coach page says so.
 */
export async function clientDepartedCoaches(db: DB, clientId: string): Promise<DepartedCoach[]> {
  const rows = await db
    .selectFrom('trainer_clients as tc')
    .innerJoin('users as u', 'u.id', 'tc.trainer_id')
    .innerJoin('trainer_profiles as tp', 'tp.user_id', 'tc.trainer_id')
    .select(['tp.user_id as id', 'tp.first_name', 'tp.last_name', (eb) => eb.fn.max('tc.ended_at').as('ended_at')])
    .where('tc.client_id', '=', clientId)
    .where('u.status', '=', 'deleted')
    .where('tc.ended_at', 'is not', null)
    .groupBy(['tp.user_id', 'tp.first_name', 'tp.last_name'])
    .orderBy('ended_at', 'desc')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    firstName: tidyName(row.first_name),
    lastName: tidyName(row.last_name),
    endedAt: iso(row.ended_at!),
  }));
}

/** Whether a client may ask this trainer now, and if not why (the trainer page's request panel). */
export async function coachingStanding(
  db: DB,
  clientId: string,
  trainerId: string,
  now: Date = new Date(),
): Promise<CoachingStanding> {
  const connected = await db
    .selectFrom('trainer_clients')
    .select('id')
    .where('client_id', '=', clientId)
    .where('trainer_id', '=', trainerId)
    .where('ended_at', 'is', null)
    .executeTakeFirst();
  if (connected) return { state: 'connected' };
  const pending = await db
    .selectFrom('coaching_requests')
    .select(['id', 'trainer_id'])
    .where('client_id', '=', clientId)
    .where('status', '=', 'pending')
    .execute();
  const waiting = pending.find((row) => row.trainer_id === trainerId);
  if (waiting) return { state: 'pending', requestId: waiting.id };
  const again = askAgainAt(await lastClosedAt(db, clientId, trainerId), now);
  if (again) return { state: 'cooldown', until: again.toISOString() };
  if (pending.length >= coachingLimits.maxPendingPerClient) return { state: 'full' };
  const profile = await db
    .selectFrom('client_profiles')
    .select(['first_name', 'last_name'])
    .where('user_id', '=', clientId)
    .executeTakeFirst();
  const askName = !tidyName(profile?.first_name) || !tidyName(profile?.last_name);
  return askName ? { state: 'open', askName } : { state: 'open' };
}

/** A person an admin can narrow the requests to: everyone on either side of some request. */
export interface RequestPartyOption {
  id: string;
  name: string;
}

/** The trainers and clients of every request, by name, for the admin's filters. */
export async function requestParties(
  db: DB,
): Promise<{ trainers: RequestPartyOption[]; clients: RequestPartyOption[] }> {
  const [trainers, clients] = await Promise.all([
    db
      .selectFrom('trainer_profiles as p')
      .select(['p.user_id as id', 'p.first_name', 'p.last_name'])
      .where('p.user_id', 'in', (eb) => eb.selectFrom('coaching_requests').select('trainer_id').distinct())
      .orderBy('p.first_name')
      .orderBy('p.last_name')
      .execute(),
    db
      .selectFrom('client_profiles as p')
      .innerJoin('users as u', 'u.id', 'p.user_id')
      .select(['p.user_id as id', 'p.first_name', 'p.last_name', 'u.email'])
      .where('p.user_id', 'in', (eb) => eb.selectFrom('coaching_requests').select('client_id').distinct())
      .orderBy('p.first_name')
      .orderBy('p.last_name')
      .execute(),
  ]);
  const named = (row: { id: string; first_name: string; last_name: string; email?: string }) => ({
    id: row.id,
    name: tidyName(`${row.first_name} ${row.last_name}`) || row.email || row.id,
  });
  return { trainers: trainers.map(named), clients: clients.map(named) };
}
