import {
  blankShellProfile,
  tidyName,
  type Branding,
  type Gender,
  type ShellAchievement,
  type ShellProfile,
} from '@spotter/domain';
import type { SessionUser } from '../auth/session.ts';
import type { DB } from '../db/index.ts';
import { mediaUrl } from '../media/upload.ts';
import { mediaUrls } from './media.ts';
import { unreadCounts } from './stats.ts';

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

/** A trainer's branding, or null when they never set one. */
export async function brandingOf(db: DB, trainerId: string): Promise<Branding | null> {
  const row = await db
    .selectFrom('brandings')
    .leftJoin('media_objects', 'media_objects.id', 'brandings.custom_logo_media_id')
    .select([
      'use_custom_logo',
      'hide_logo_image',
      'custom_logo_title',
      'custom_logo_tagline',
      'logo_title_color',
      'logo_tagline_color',
      'media_objects.storage_key as logo_url',
    ])
    .where('trainer_id', '=', trainerId)
    .executeTakeFirst();
  return row ? toBranding({ ...row, logo_url: row.logo_url ? mediaUrl(row.logo_url) : null }) : null;
}

/** What the header shows: a trainer's own branding; a client's trainer's branding; else none. */
export async function headerBranding(db: DB, user: SessionUser): Promise<Branding | null> {
  if (user.role === 'trainer') return brandingOf(db, user.id);
  if (user.role !== 'client') return null;
  const link = await db
    .selectFrom('trainer_clients')
    .innerJoin('users', 'users.id', 'trainer_clients.trainer_id')
    .select('trainer_clients.trainer_id')
    .where('trainer_clients.client_id', '=', user.id)
    .where('trainer_clients.ended_at', 'is', null)
    .where('users.status', '=', 'active')
    .orderBy('trainer_clients.started_at', 'desc')
    .executeTakeFirst();
  if (!link?.trainer_id) return null;
  const branding = await brandingOf(db, link.trainer_id);
  return branding?.useCustomLogo ? branding : null;
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

const photoColumns = ['media_objects.storage_key', 'media_objects.variants'] as const;

/** The shell's profile of a client or trainer from their profile row; `empty` until they have one. */
async function ownProfile(db: DB, user: SessionUser, empty: ShellProfile): Promise<ShellProfile> {
  if (user.role === 'client') {
    const row = await db
      .selectFrom('client_profiles')
      .leftJoin('media_objects', 'media_objects.id', 'client_profiles.profile_image_id')
      .selectAll('client_profiles')
      .select(photoColumns)
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    if (!row) return empty;
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
  if (user.role === 'trainer') {
    const row = await db
      .selectFrom('trainer_profiles')
      .leftJoin('media_objects', 'media_objects.id', 'trainer_profiles.profile_image_id')
      .select(['first_name', 'last_name', 'date_of_birth', 'gender', 'trainer_since', ...photoColumns])
      .where('user_id', '=', user.id)
      .executeTakeFirst();
    return row ? { ...empty, ...personOf(row), trainerSince: row.trainer_since } : empty;
  }
  return empty;
}

/** A client's achievements, most XP first, each marked unlocked or not. */
async function achievementsOf(db: DB, clientId: string): Promise<ShellAchievement[]> {
  const rows = await db
    .selectFrom('achievements')
    .leftJoin('client_achievements', (join) =>
      join
        .onRef('client_achievements.achievement_id', '=', 'achievements.id')
        .on('client_achievements.user_id', '=', clientId),
    )
    .select(['achievements.id', 'achievements.icon', 'achievements.xp', 'client_achievements.unlocked_at'])
    .orderBy('achievements.xp', 'desc')
    .execute();
  return rows.map((a) => ({ id: a.id, icon: a.icon, xp: a.xp, unlocked: a.unlocked_at !== null }));
}

/** Everything the dashboard shell needs for one signed-in user, in a few queries. */
export async function shellData(db: DB, user: SessionUser): Promise<ShellData> {
  const base = await db.selectFrom('users').select(['created_at']).where('id', '=', user.id).executeTakeFirstOrThrow();
  const empty = blankShellProfile({ role: user.role, email: user.email, memberSince: isoDate(base.created_at) });
  const [profile, achievements, unread, branding] = await Promise.all([
    ownProfile(db, user, empty),
    user.role === 'client' ? achievementsOf(db, user.id) : Promise.resolve([]),
    unreadCounts(db, user),
    headerBranding(db, user),
  ]);
  return { profile, branding, unread, achievements };
}

/** `shellData` for the signed-in user of this request, loaded once and shared by page and layout. */
export function requestShellData(locals: App.Locals, db: DB): Promise<ShellData> {
  const user = locals.user;
  locals.shell ??= user ? shellData(db, user) : Promise.reject(new Error('The dashboard shell needs a signed-in user'));
  return locals.shell;
}
