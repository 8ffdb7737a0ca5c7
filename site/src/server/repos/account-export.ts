import { sql } from 'kysely';
import { reviewAuthorName, tidyName, type Role } from '@spotter/domain';
import type { DB } from '../db/index.ts';
import { mediaUrl } from '../media/upload.ts';

/**
 * "Download my data": everything the product holds about one person, as plain JSON. Only what is
 * theirs or about them: the other party of a request, connection or session is named by id and
 * name, never by contact details or health data; no secret (password hash, token or code hashes,
 * device ids) ever leaves.
 */

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

/** A person on the other side, as the export names them. */
interface Party {
  id: string | null;
  name: string;
}

async function partyNames(db: DB, ids: ReadonlyArray<string | null>): Promise<Map<string, string>> {
  const unique = [...new Set(ids.filter((id): id is string => id !== null))];
  if (!unique.length) return new Map();
  const { rows } = await sql<{ id: string; first_name: string; last_name: string }>`
    select user_id::text as id, first_name, last_name from trainer_profiles where user_id = any(${unique}::uuid[])
    union all
    select user_id::text as id, first_name, last_name from client_profiles where user_id = any(${unique}::uuid[])
  `.execute(db);
  return new Map(rows.map((row) => [row.id, tidyName(`${row.first_name} ${row.last_name}`)]));
}

const partyOf = (names: Map<string, string>, id: string | null): Party => ({
  id,
  name: (id && names.get(id)) || '',
});

export interface AccountExport {
  format: 'spotter-account-export';
  version: 1;
  exportedAt: string;
  account: Record<string, unknown>;
  profile: Record<string, unknown> | null;
  coachingRequests: Array<Record<string, unknown>>;
  coachingConnections: Array<Record<string, unknown>>;
  trainingSessions: Array<Record<string, unknown>>;
  reviewsWritten: Array<Record<string, unknown>>;
  reviewsReceived: Array<Record<string, unknown>>;
  messagesSent: Array<Record<string, unknown>>;
  media: Array<Record<string, unknown>>;
  sessions: Array<Record<string, unknown>>;
  trustedDevices: Array<Record<string, unknown>>;
  exercises: Array<Record<string, unknown>>;
  trainingPlans: Array<Record<string, unknown>>;
}

/** The export of one signed-in person (a client, a trainer or an admin). */
export async function exportAccountData(
  db: DB,
  user: { id: string; role: Role },
  now: Date = new Date(),
): Promise<AccountExport> {
  const id = user.id;
  const account = await db
    .selectFrom('users')
    .select([
      'id',
      'email',
      'email_verified',
      'role',
      'status',
      'language',
      'created_at',
      'updated_at',
      'notification_settings',
      sql<boolean>`password_hash is not null`.as('has_password'),
    ])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  const [providers, requests, connections, trainingSessions, written, received, sent, media, sessions, devices] =
    await Promise.all([
      db
        .selectFrom('oauth_accounts')
        .select(['provider', 'email', 'created_at'])
        .where('user_id', '=', id)
        .orderBy('provider')
        .execute(),
      db
        .selectFrom('coaching_requests')
        .selectAll()
        .where((eb) => eb.or([eb('client_id', '=', id), eb('trainer_id', '=', id)]))
        .orderBy('created_at')
        .execute(),
      db
        .selectFrom('trainer_clients')
        .selectAll()
        .where((eb) => eb.or([eb('client_id', '=', id), eb('trainer_id', '=', id)]))
        .orderBy('started_at')
        .execute(),
      db
        .selectFrom('training_sessions')
        .selectAll()
        .where((eb) => eb.or([eb('client_id', '=', id), eb('trainer_id', '=', id)]))
        .orderBy('starts_at')
        .execute(),
      db.selectFrom('trainer_reviews').selectAll().where('client_id', '=', id).orderBy('created_at').execute(),
      db
        .selectFrom('trainer_reviews as r')
        .innerJoin('users as u', 'u.id', 'r.client_id')
        .leftJoin('client_profiles as cp', 'cp.user_id', 'r.client_id')
        .select([
          'r.id',
          'r.rating',
          'r.body',
          'r.reply',
          'r.replied_at',
          'r.created_at',
          'cp.first_name',
          'cp.last_name',
        ])
        .where('r.trainer_id', '=', id)
        .where('u.status', '<>', 'deleted')
        .orderBy('r.created_at')
        .execute(),
      db
        .selectFrom('messages')
        .select(['id', 'recipient_id', 'body', 'created_at'])
        .where('sender_id', '=', id)
        .orderBy('created_at')
        .execute(),
      db
        .selectFrom('media_objects')
        .select([
          'id',
          'purpose',
          'visibility',
          'content_type',
          'byte_size',
          'width',
          'height',
          'storage_key',
          'created_at',
        ])
        .where('owner_id', '=', id)
        .where('status', '=', 'ready')
        .orderBy('created_at')
        .execute(),
      db
        .selectFrom('sessions')
        .select(['public_id', 'created_at', 'last_seen_at', 'expires_at', 'user_agent', 'ip'])
        .where('user_id', '=', id)
        .orderBy('created_at')
        .execute(),
      db
        .selectFrom('login_devices')
        .select(['created_at', 'last_used_at'])
        .where('user_id', '=', id)
        .orderBy('created_at')
        .execute(),
    ]);
  const names = await partyNames(db, [
    ...requests.flatMap((r) => [r.client_id, r.trainer_id]),
    ...connections.flatMap((c) => [c.client_id, c.trainer_id]),
    ...trainingSessions.flatMap((s) => [s.client_id, s.trainer_id]),
    ...written.map((r) => r.trainer_id),
    ...sent.map((m) => m.recipient_id),
  ]);
  const other = (clientId: string, trainerId: string | null) => partyOf(names, clientId === id ? trainerId : clientId);
  const asClient = (clientId: string) => clientId === id;

  return {
    format: 'spotter-account-export',
    version: 1,
    exportedAt: now.toISOString(),
    account: {
      id: account.id,
      email: account.email,
      emailVerified: account.email_verified,
      role: account.role,
      status: account.status,
      language: account.language,
      hasPassword: account.has_password,
      notificationSettings: account.notification_settings,
      createdAt: iso(account.created_at),
      updatedAt: iso(account.updated_at),
      linkedProviders: providers.map((p) => ({ provider: p.provider, email: p.email, linkedAt: iso(p.created_at) })),
    },
    profile: await profileOf(db, user),
    coachingRequests: requests.map((r) => ({
      id: r.id,
      role: asClient(r.client_id) ? 'client' : 'trainer',
      with: other(r.client_id, r.trainer_id),
      status: r.status,
      goal: r.goal,
      source: r.source,
      // Each side's own words: the client's message, the trainer's reason for declining.
      ...(asClient(r.client_id) ? { message: r.message } : { declineReason: r.decline_reason }),
      createdAt: iso(r.created_at),
      respondedAt: iso(r.responded_at),
    })),
    coachingConnections: connections.map((c) => ({
      id: c.id,
      role: asClient(c.client_id) ? 'client' : 'trainer',
      with: other(c.client_id, c.trainer_id),
      startedAt: iso(c.started_at),
      endedAt: iso(c.ended_at),
    })),
    trainingSessions: trainingSessions.map((s) => ({
      id: s.id,
      role: asClient(s.client_id) ? 'client' : 'trainer',
      with: other(s.client_id, s.trainer_id),
      startsAt: iso(s.starts_at),
      durationMinutes: s.duration_minutes,
      status: s.status,
      rating: s.rating,
      notes: s.notes,
    })),
    reviewsWritten: written.map((r) => ({
      id: r.id,
      trainer: partyOf(names, r.trainer_id),
      rating: r.rating,
      body: r.body,
      createdAt: iso(r.created_at),
      updatedAt: iso(r.updated_at),
    })),
    // As the public page shows them: the author by first name and initial.
    reviewsReceived: received.map((r) => ({
      id: r.id,
      authorName: reviewAuthorName(tidyName(r.first_name), tidyName(r.last_name)),
      rating: r.rating,
      body: r.body,
      reply: r.reply,
      repliedAt: iso(r.replied_at),
      createdAt: iso(r.created_at),
    })),
    messagesSent: sent.map((m) => ({
      id: m.id,
      to: partyOf(names, m.recipient_id),
      body: m.body,
      sentAt: iso(m.created_at),
    })),
    media: media.map((m) => ({
      id: m.id,
      purpose: m.purpose,
      visibility: m.visibility,
      contentType: m.content_type,
      byteSize: Number(m.byte_size),
      width: m.width,
      height: m.height,
      url: mediaUrl(m.storage_key),
      uploadedAt: iso(m.created_at),
    })),
    sessions: sessions.map((s) => ({
      id: s.public_id,
      createdAt: iso(s.created_at),
      lastSeenAt: iso(s.last_seen_at),
      expiresAt: iso(s.expires_at),
      userAgent: s.user_agent,
      ip: s.ip,
    })),
    trustedDevices: devices.map((d) => ({ firstUsedAt: iso(d.created_at), lastUsedAt: iso(d.last_used_at) })),
    ...(await trainingOf(db, user)),
  };
}

/** A trainer's own exercises and plans (templates and clients' copies), or a client's plans. */
async function trainingOf(
  db: DB,
  user: { id: string; role: Role },
): Promise<Pick<AccountExport, 'exercises' | 'trainingPlans'>> {
  const exercises =
    user.role === 'trainer'
      ? await db
          .selectFrom('exercises as e')
          .innerJoin('exercise_texts as t', 't.exercise_id', 'e.id')
          .select([
            'e.id',
            't.name',
            't.steps',
            'e.language',
            'e.category',
            'e.primary_muscles',
            'e.secondary_muscles',
            'e.equipment',
            'e.level',
            'e.measure',
            'e.video_url',
            'e.archived_at',
            'e.created_at',
            'e.updated_at',
          ])
          .where('e.owner_id', '=', user.id)
          .orderBy('e.created_at')
          .execute()
      : [];
  const plans =
    user.role === 'admin'
      ? []
      : await db
          .selectFrom('training_plans')
          .select([
            'id',
            'client_id',
            'trainer_id',
            'name',
            'goal',
            'start_date',
            'document',
            'created_at',
            'updated_at',
          ])
          .where(user.role === 'trainer' ? 'trainer_id' : 'client_id', '=', user.id)
          .orderBy('created_at')
          .execute();
  return {
    exercises: exercises.map((e) => ({
      id: e.id,
      name: e.name,
      steps: e.steps,
      language: e.language,
      category: e.category,
      primaryMuscles: e.primary_muscles,
      secondaryMuscles: e.secondary_muscles,
      equipment: e.equipment,
      level: e.level,
      measure: e.measure,
      videoUrl: e.video_url,
      archivedAt: iso(e.archived_at),
      createdAt: iso(e.created_at),
      updatedAt: iso(e.updated_at),
    })),
    trainingPlans: plans.map((p) => ({
      id: p.id,
      template: p.client_id === null,
      clientId: user.role === 'trainer' ? p.client_id : undefined,
      name: p.name,
      goal: p.goal,
      startDate: p.start_date,
      plan: typeof p.document === 'string' ? JSON.parse(p.document) : p.document,
      createdAt: iso(p.created_at),
      updatedAt: iso(p.updated_at),
    })),
  };
}

/** The person's own profile with everything hanging off it (an admin has none). */
async function profileOf(db: DB, user: { id: string; role: Role }): Promise<Record<string, unknown> | null> {
  const id = user.id;
  const languages = db
    .selectFrom('profile_languages')
    .select('language')
    .where('user_id', '=', id)
    .orderBy('position')
    .execute()
    .then((rows) => rows.map((row) => row.language));
  if (user.role === 'client') {
    const [profile, activities, goals, achievements, langs] = await Promise.all([
      db.selectFrom('client_profiles').selectAll().where('user_id', '=', id).executeTakeFirst(),
      db.selectFrom('client_preferred_activities').select('activity').where('user_id', '=', id).execute(),
      db.selectFrom('client_goals').selectAll().where('client_id', '=', id).orderBy('created_at').execute(),
      db.selectFrom('client_achievements').selectAll().where('user_id', '=', id).execute(),
      languages,
    ]);
    if (!profile) return null;
    return {
      ...camel(profile, ['user_id']),
      languages: langs,
      preferredActivities: activities.map((row) => row.activity),
      goals: goals.map((goal) => ({
        id: goal.id,
        title: goal.title,
        targetDate: goal.target_date,
        completedAt: iso(goal.completed_at),
        createdAt: iso(goal.created_at),
      })),
      achievements: achievements.map((a) => ({ id: a.achievement_id, unlockedAt: iso(a.unlocked_at) })),
    };
  }
  if (user.role !== 'trainer') return null;
  const [
    profile,
    availability,
    specialties,
    modes,
    offerings,
    gyms,
    certifications,
    gallery,
    branding,
    verification,
    decisions,
    documentViews,
    langs,
  ] = await Promise.all([
    db.selectFrom('trainer_profiles').selectAll().where('user_id', '=', id).executeTakeFirst(),
    db.selectFrom('trainer_availabilities').selectAll().where('trainer_id', '=', id).execute(),
    db.selectFrom('trainer_specialties').selectAll().where('trainer_id', '=', id).execute(),
    db.selectFrom('trainer_training_types').selectAll().where('trainer_id', '=', id).execute(),
    db.selectFrom('trainer_offerings').select(['kind', 'value']).where('trainer_id', '=', id).execute(),
    db.selectFrom('trainer_gyms').selectAll().where('trainer_id', '=', id).orderBy('position').execute(),
    db.selectFrom('certifications').selectAll().where('trainer_id', '=', id).orderBy('created_at').execute(),
    db
      .selectFrom('gallery_images')
      .select(['id', 'media_id', 'position', 'highlight_rank', 'description', 'created_at'])
      .where('trainer_id', '=', id)
      .orderBy('position')
      .execute(),
    db.selectFrom('brandings').selectAll().where('trainer_id', '=', id).executeTakeFirst(),
    db
      .selectFrom('verifications')
      .select(['status', 'document_type', 'submitted_at', 'reviewed_at', 'review_note'])
      .where('trainer_id', '=', id)
      .executeTakeFirst(),
    db
      .selectFrom('verification_reviews')
      .select(['decision', 'reason', 'document_type', 'submitted_at', 'decided_at', 'documents_deleted_at'])
      .where('trainer_id', '=', id)
      .orderBy('decided_at')
      .execute(),
    // When a reviewer opened which kind of document; who they were is theirs, not the trainer's.
    db
      .selectFrom('document_access_log')
      .select(['purpose', 'accessed_at'])
      .where('trainer_id', '=', id)
      .orderBy('accessed_at')
      .execute(),
    languages,
  ]);
  if (!profile) return null;
  return {
    ...camel(profile, ['user_id', 'search_vector']),
    languages: langs,
    availability: availability.map((a) => ({ weekday: a.weekday, timeSlot: a.time_slot })),
    specialties: specialties.map((s) => s.specialty),
    trainingTypes: modes.map((m) => m.mode),
    offerings: offerings.map((o) => ({ kind: o.kind, value: o.value })),
    gyms: gyms.map((g) => camel(g, ['trainer_id'])),
    certifications: certifications.map((c) => camel(c, ['trainer_id', 'version'])),
    gallery: gallery.map((g) => camel(g, [])),
    branding: branding ? camel(branding, ['trainer_id']) : null,
    verification: verification
      ? {
          ...camel(verification, []),
          decisions: decisions.map((d) => camel(d, [])),
          documentViews: documentViews.map((v) => camel(v, [])),
        }
      : null,
  };
}

/** A row with camelCase keys, dates as ISO text, leaving out the named columns. */
function camel(row: object, omit: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (omit.includes(key)) continue;
    const name = key.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
    out[name] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

/** The person's ready uploads, for the media archive: where each is stored and its name in the archive. */
export async function exportableMedia(
  db: DB,
  userId: string,
): Promise<Array<{ key: string; name: string; modifiedAt: Date }>> {
  const rows = await db
    .selectFrom('media_objects')
    .select(['id', 'purpose', 'storage_key', 'created_at'])
    .where('owner_id', '=', userId)
    .where('status', '=', 'ready')
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  return rows.map((row) => {
    const extension = /\.([a-z0-9]+)$/.exec(row.storage_key)?.[1];
    return {
      key: row.storage_key,
      name: `${row.purpose}/${row.id}${extension ? `.${extension}` : ''}`,
      modifiedAt: new Date(row.created_at),
    };
  });
}
