import {
  blankShellProfile,
  tidyName,
  type Branding,
  type Gender,
  type ShellAchievement,
  type ShellProfile,
} from '@spotter/domain';
import type { SessionUser } from '../auth/session.ts';
import { jsonArrayFrom, jsonObjectFrom } from 'kysely/helpers/postgres';
import type { DB } from '../db/index.ts';
import { mediaUrl } from '../media/upload.ts';
import { mediaUrls } from './media.ts';
import { unreadMessagesOf, waitingRequestsOf } from './stats.ts';

export interface ShellData {
  profile: ShellProfile;
  branding: Branding | null;
  achievements: ShellAchievement[];
  unread: Record<string, number>;
}

const isoDate = (value: Date) => value.toISOString().slice(0, 10);

function toBranding(row: {
  use_custom_logo: boolean;
  hide_logo_image: boolean;
  custom_logo_title: string | null;
  custom_logo_tagline: string | null;
  logo_title_color: string | null;
  logo_tagline_color: string | null;
  logo_url: string | null;
}): Branding {
  return {
    useCustomLogo: row.use_custom_logo,
    hideLogoImage: row.hide_logo_image,
    customLogoUrl: row.logo_url,
    customLogoTitle: row.custom_logo_title,
    customLogoTagline: row.custom_logo_tagline,
    logoTitleColor: row.logo_title_color,
    logoTaglineColor: row.logo_tagline_color,
  };
}

/** A branding row's columns, the logo as its storage key (`logo_url` until `mediaUrl` makes it one). */
const brandingColumns = [
  'brandings.use_custom_logo',
  'brandings.hide_logo_image',
  'brandings.custom_logo_title',
  'brandings.custom_logo_tagline',
  'brandings.logo_title_color',
  'brandings.logo_tagline_color',
  'media_objects.storage_key as logo_url',
] as const;

const logoUrl = (storageKey: string | null) => (storageKey ? mediaUrl(storageKey) : null);

/** A trainer's branding, or null when they never set one. */
export async function brandingOf(db: DB, trainerId: string): Promise<Branding | null> {
  const row = await db
    .selectFrom('brandings')
    .leftJoin('media_objects', 'media_objects.id', 'brandings.custom_logo_media_id')
    .select(brandingColumns)
    .where('trainer_id', '=', trainerId)
    .executeTakeFirst();
  return row ? toBranding({ ...row, logo_url: logoUrl(row.logo_url) }) : null;
}

/** The small (thumbnail) address of a profile photo, for avatars. */
function photoUrl(row: { storage_key: string | null; variants: unknown }): string | null {
  if (!row.storage_key) return null;
  const urls = mediaUrls(row.storage_key, row.variants);
  return urls.thumbnailUrl ?? urls.url;
}

/** What a client's and a trainer's profile rows both tell the shell: name, birth date, gender, photo. */
function personOf(row: {
  first_name: string;
  last_name: string;
  date_of_birth: string | null;
  gender: Gender | null;
  storage_key: string | null;
  variants: unknown;
}) {
  return {
    imageUrl: photoUrl(row),
    firstName: tidyName(row.first_name),
    lastName: tidyName(row.last_name),
    dateOfBirth: row.date_of_birth,
    gender: row.gender,
  };
}

/** A client's shell profile from their profile row. */
function clientProfile(
  row: Parameters<typeof personOf>[0] & {
    height_cm: number | null;
    weight_kg: number | null;
    experience_level: ShellProfile['experienceLevel'];
    level: number;
    level_progress: number;
    xp: number;
  },
  empty: ShellProfile,
): ShellProfile {
  const { height_cm, weight_kg, experience_level, level, level_progress, xp } = row;
  return {
    ...empty,
    ...personOf(row),
    heightCm: height_cm,
    weightKg: weight_kg,
    experienceLevel: experience_level,
    level,
    levelProgress: level_progress,
    xp,
  };
}

/**
 * Everything the dashboard shell needs for one signed-in user, in one query (one database round
 * trip): the account's start, its profile row with photo, a client's achievements, the badge counts
 * (as `unreadCounts` gives them) and the header's branding (a trainer's own; a client's current
 * trainer's when it uses a custom logo; else none).
 */
export async function shellData(db: DB, user: SessionUser): Promise<ShellData> {
  const { role } = user;
  const row = await db
    .selectFrom('users')
    .where('users.id', '=', user.id)
    .select((eb) => ['users.created_at', unreadMessagesOf(eb, role), waitingRequestsOf(eb, role)])
    .$if(role === 'client', (query) =>
      query.select((eb) => [
        jsonObjectFrom(
          eb
            .selectFrom('client_profiles as p')
            .leftJoin('media_objects', 'media_objects.id', 'p.profile_image_id')
            .select(['p.first_name', 'p.last_name', 'p.date_of_birth', 'p.gender', 'p.height_cm', 'p.weight_kg'])
            .select(['p.experience_level', 'p.level', 'p.level_progress', 'p.xp'])
            .select(['media_objects.storage_key', 'media_objects.variants'])
            .whereRef('p.user_id', '=', 'users.id'),
        ).as('client'),
        jsonArrayFrom(
          eb
            .selectFrom('achievements')
            .leftJoin('client_achievements', (join) =>
              join
                .onRef('client_achievements.achievement_id', '=', 'achievements.id')
                .onRef('client_achievements.user_id', '=', 'users.id'),
            )
            .select(['achievements.id', 'achievements.icon', 'achievements.xp', 'client_achievements.unlocked_at'])
            .orderBy('achievements.xp', 'desc'),
        ).as('achievements'),
        // The trainer the client has now: the newest coaching link to an active trainer.
        jsonObjectFrom(
          eb
            .selectFrom('brandings')
            .leftJoin('media_objects', 'media_objects.id', 'brandings.custom_logo_media_id')
            .select(brandingColumns)
            .where('brandings.use_custom_logo', '=', true)
            .where('brandings.trainer_id', '=', (inner) =>
              inner
                .selectFrom('trainer_clients')
                .innerJoin('users as coach', 'coach.id', 'trainer_clients.trainer_id')
                .select('trainer_clients.trainer_id')
                .whereRef('trainer_clients.client_id', '=', 'users.id')
                .where('trainer_clients.ended_at', 'is', null)
                .where('coach.status', '=', 'active')
                .orderBy('trainer_clients.started_at', 'desc')
                .limit(1),
            ),
        ).as('coachBranding'),
      ]),
    )
    .$if(role === 'trainer', (query) =>
      query.select((eb) => [
        jsonObjectFrom(
          eb
            .selectFrom('trainer_profiles as p')
            .leftJoin('media_objects', 'media_objects.id', 'p.profile_image_id')
            .select(['p.first_name', 'p.last_name', 'p.date_of_birth', 'p.gender', 'p.trainer_since'])
            .select(['media_objects.storage_key', 'media_objects.variants'])
            .whereRef('p.user_id', '=', 'users.id'),
        ).as('trainer'),
        jsonObjectFrom(
          eb
            .selectFrom('brandings')
            .leftJoin('media_objects', 'media_objects.id', 'brandings.custom_logo_media_id')
            .select(brandingColumns)
            .whereRef('brandings.trainer_id', '=', 'users.id'),
        ).as('ownBranding'),
      ]),
    )
    .executeTakeFirstOrThrow();
  const empty = blankShellProfile({ role, email: user.email, memberSince: isoDate(row.created_at) });
  const branding = row.ownBranding ?? row.coachBranding;
  const unread: Record<string, number> =
    role === 'admin'
      ? { coaching_requests: row.waiting }
      : role === 'trainer'
        ? { messages: row.messages, new_clients: row.waiting }
        : { messages: row.messages };
  return {
    profile: row.client
      ? clientProfile(row.client, empty)
      : row.trainer
        ? { ...empty, ...personOf(row.trainer), trainerSince: row.trainer.trainer_since }
        : empty,
    branding: branding ? toBranding({ ...branding, logo_url: logoUrl(branding.logo_url) }) : null,
    unread,
    achievements: (row.achievements ?? []).map((a) => ({
      id: a.id,
      icon: a.icon,
      xp: a.xp,
      unlocked: a.unlocked_at !== null,
    })),
  };
}

/** `shellData` for the signed-in user of this request, loaded once and shared by page and layout. */
export function requestShellData(locals: App.Locals, db: DB): Promise<ShellData> {
  const user = locals.user;
  locals.shell ??= user ? shellData(db, user) : Promise.reject(new Error('The dashboard shell needs a signed-in user'));
  return locals.shell;
}
