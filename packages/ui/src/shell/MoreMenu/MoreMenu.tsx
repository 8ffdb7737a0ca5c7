import type { ReactNode } from 'react';
import { Dialog, Heading, Link, useLocale } from 'react-aria-components';
import {
  activeNavItem,
  ageInYears,
  formatShortDate,
  initialsOf,
  limits,
  navigation,
  type Locale,
  type NavItem,
  type Role,
  type ShellAchievement,
  type ShellProfile,
  type ShellStats,
} from '@spotter/domain';
import { m } from '@spotter/i18n';
import { achievementLabel, experienceLabel, genderLabel, statLabel } from '../../i18n/labels.ts';
import { ChevronRightIcon, CloseIcon } from '../../icons/index.ts';
import { Avatar } from '../../primitives/Avatar/Avatar.tsx';
import { IconButton } from '../../primitives/Button/Button.tsx';
import { Link as ButtonLink } from '../../primitives/Link/Link.tsx';
import { ConnectedLanguagePicker } from '../../i18n/LanguagePicker/index.ts';
import { cx } from '../../styles/cx.ts';
import { Icon } from '../icons.tsx';
import { vibrateTap } from '../haptics.ts';
import { LevelRing } from '../LevelRing/index.ts';
import { LogoutButton } from '../LogoutButton/LogoutButton.tsx';
import { profileDetail, profileName } from '../Sidebar/ProfileCard.tsx';
import { navLabel } from '../NavItem/NavItemLink.tsx';
import { MobileOverlay } from '../MobileOverlay.tsx';
import { AchievementIcon } from './achievementIcons.tsx';
import * as styles from './MoreMenu.css.ts';
import { numberFormat } from '../../i18n/formatters.ts';

type StatItem = ShellStats['items'][number];

/** The three figures of each role (SPEC §7), shown as 0 until they load or when they fail. */
export const defaultStats: Record<Role, readonly StatItem[]> = {
  client: [
    { key: 'goals_completed', value: 0, format: 'integer' },
    { key: 'workouts_this_month', value: 0, format: 'integer' },
    { key: 'average_rating', value: 0, format: 'rating' },
  ],
  trainer: [
    { key: 'clients', value: 0, format: 'integer' },
    { key: 'total_sessions', value: 0, format: 'integer' },
    { key: 'average_rating', value: 0, format: 'rating' },
  ],
  admin: [
    { key: 'active_users', value: 0, format: 'integer' },
    { key: 'open_requests', value: 0, format: 'integer' },
    { key: 'pending_verifications', value: 0, format: 'integer' },
  ],
};

/** The figures to show: the loaded ones, or zeros while loading, after a failure or offline (SPEC §8). */
export function statsToShow(role: Role, stats: ShellStats | null | undefined, offline = false): StatItem[] {
  const items = stats?.items.length ? stats.items.slice(0, 3) : defaultStats[role];
  return items.map((item) => ({ ...item, value: offline || !Number.isFinite(item.value) ? 0 : item.value }));
}

/** 4.8 → "4.8" (one decimal for ratings), 12 → "12", 75 → "75%" (percent), in the reader's locale. */
export function formatStat(item: StatItem, locale: string): string {
  if (item.format === 'rating') {
    return numberFormat(locale, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(item.value);
  }
  if (item.format === 'percent') {
    return numberFormat(locale, { style: 'percent', maximumFractionDigits: 0 }).format(item.value / 100);
  }
  return numberFormat(locale, { maximumFractionDigits: 0 }).format(item.value);
}

/** Unlocked achievements, most XP first, at most three (SPEC §9). */
export function topAchievements(achievements: readonly ShellAchievement[]): ShellAchievement[] {
  return achievements
    .filter((achievement) => achievement.unlocked)
    .sort((a, b) => b.xp - a.xp)
    .slice(0, limits.recentAchievements);
}

export interface MoreMenuProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  role: Role;
  profile: ShellProfile;
  /** The role's three figures; undefined while loading (shown as 0). */
  stats?: ShellStats | null;
  /** Clients' achievements; the top three unlocked by XP are shown. */
  achievements?: readonly ShellAchievement[];
  onLogout: () => Promise<void>;
  saveLanguage?: (locale: Locale) => Promise<void>;
  /** Offline: figures show 0 with a note (SPEC §8). */
  offline?: boolean;
  /** The page's path, to mark its link in the menu; defaults to the address of the window. */
  currentPath?: string;
}

/**
 * The full-screen 'More' menu of the mobile bottom bar (SPEC §2): who you are and your figures,
 * language, level and achievements (clients), personal or professional info, edit profile and
 * settings, the role's other pages and logout. A modal: it traps focus, locks page scroll, closes
 * on Escape, and closes by itself when the window grows to desktop width.
 */
export function MoreMenu({
  isOpen,
  onOpenChange,
  achievements = [],
  offline = false,
  currentPath,
  ...details
}: MoreMenuProps) {
  return (
    <MobileOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      overlayClassName={styles.overlay}
      className={styles.panel}
    >
      <Dialog className={styles.dialog}>
        {({ close }) => (
          <>
            <div className={styles.header}>
              <Heading slot="title" level={2} className={styles.title}>
                {m.shell_profile_menu()}
              </Heading>
              <IconButton label={m.shell_close_menu()} onPress={close}>
                <CloseIcon size={22} strokeLinecap="round" />
              </IconButton>
            </div>
            <div className={styles.body}>
              <MoreMenuContent
                {...details}
                achievements={achievements}
                offline={offline}
                currentPath={currentPath ?? (typeof window === 'undefined' ? '' : window.location.pathname)}
                onNavigate={() => {
                  vibrateTap();
                  close();
                }}
              />
            </div>
          </>
        )}
      </Dialog>
    </MobileOverlay>
  );
}

interface MoreMenuContentProps extends Omit<MoreMenuProps, 'isOpen' | 'onOpenChange' | 'achievements' | 'currentPath'> {
  achievements: readonly ShellAchievement[];
  currentPath: string;
  onNavigate: () => void;
}

function MoreMenuContent({
  role,
  profile,
  stats,
  achievements,
  onLogout,
  saveLanguage,
  offline,
  currentPath,
  onNavigate,
}: MoreMenuContentProps) {
  const { locale } = useLocale();
  const name = profileName(profile);
  const initials = initialsOf(profile);
  const isClient = role === 'client';
  const nav = navigation[role];
  const byId = new Map(nav.items.map((item) => [item.id, item]));
  const roleLinks = nav.menuLinks.flatMap((id) => byId.get(id) ?? []);
  const current = activeNavItem(role, currentPath)?.id;
  const path = currentPath.replace(/\/+$/, '');
  const figures = statsToShow(role, stats, offline);
  const yearsOfService = ageInYears(profile.memberSince) ?? 0;

  return (
    <div className={styles.content}>
      <div className={styles.hero}>
        <div className={styles.identity}>
          {isClient ? (
            <LevelRing level={profile.level} progress={profile.levelProgress} size="lg">
              <Avatar name={name} initials={initials} src={profile.imageUrl} size="lg" />
            </LevelRing>
          ) : (
            <Avatar name={name} initials={initials} src={profile.imageUrl} size="lg" />
          )}
          <div className={styles.identityText}>
            <p className={styles.name} data-email={name === profile.email || undefined}>
              {name}
            </p>
            <p className={styles.meta}>{profileDetail(profile)}</p>
            {isClient ? <p className={styles.meta}>{m.shell_years_of_service({ years: yearsOfService })}</p> : null}
          </div>
        </div>
        <dl className={styles.stats}>
          {figures.map((item) => (
            <div key={item.key} className={styles.stat} data-stat={item.key}>
              <dt className={styles.statLabel}>{statLabel(item.key)}</dt>
              <dd className={styles.statValue}>{formatStat(item, locale)}</dd>
            </div>
          ))}
        </dl>
        {offline ? <p className={styles.offline}>{m.shell_offline()}</p> : null}
      </div>

      <div className={cx(styles.card, styles.languageRow)}>
        <span className={styles.rowLabel} aria-hidden="true">
          {m.language_label()}
        </span>
        <ConnectedLanguagePicker save={saveLanguage} />
      </div>

      {isClient ? (
        <Section title={m.shell_recent_achievements()}>
          <AchievementList achievements={topAchievements(achievements)} />
        </Section>
      ) : null}

      <Section title={role === 'trainer' ? m.shell_professional_info() : m.shell_personal_info()}>
        <InfoList profile={profile} role={role} />
      </Section>

      <div className={styles.actions}>
        {nav.edit ? (
          <ProfileAction href={nav.edit} icon="edit" path={path} onNavigate={onNavigate}>
            {m.nav_edit_profile()}
          </ProfileAction>
        ) : null}
        <ProfileAction href={nav.settings} icon="settings" path={path} onNavigate={onNavigate}>
          {m.nav_settings()}
        </ProfileAction>
      </div>

      <Section title={m.shell_role_links()} flush>
        <RoleLinks items={roleLinks} current={current} onNavigate={onNavigate} />
      </Section>

      <LogoutButton onLogout={onLogout} look="button" className={styles.logout} />
    </div>
  );
}

/** Edit profile or Settings: a full-width button, marked as the current page while it is open. */
function ProfileAction({
  href,
  icon,
  path,
  onNavigate,
  children,
}: {
  href: string;
  icon: 'edit' | 'settings';
  /** The current page's path, without a trailing slash. */
  path: string;
  onNavigate: () => void;
  children: ReactNode;
}) {
  return (
    <ButtonLink
      href={href}
      buttonLike
      buttonVariant="secondary"
      fullWidth
      onPress={onNavigate}
      aria-current={path === href ? 'page' : undefined}
      className={styles.action}
    >
      <Icon name={icon} size={18} />
      {children}
    </ButtonLink>
  );
}

function Section({ title, flush = false, children }: { title: string; flush?: boolean; children: ReactNode }) {
  return (
    <section className={styles.card} data-flush={flush || undefined}>
      <h3 className={styles.sectionTitle}>{title}</h3>
      {children}
    </section>
  );
}

function AchievementList({ achievements }: { achievements: ShellAchievement[] }) {
  if (achievements.length === 0) return <p className={styles.empty}>{m.shell_no_achievements()}</p>;
  return (
    <ol className={styles.achievements}>
      {achievements.map((achievement) => (
        <li key={achievement.id} className={styles.achievement}>
          <span className={styles.achievementIcon}>
            <AchievementIcon name={achievement.icon} />
          </span>
          <span className={styles.achievementName}>{achievementLabel(achievement.id)}</span>
          <span className={styles.achievementXp}>{m.shell_achievement_xp({ xp: achievement.xp })}</span>
        </li>
      ))}
    </ol>
  );
}

function InfoList({ profile, role }: { profile: ShellProfile; role: Role }) {
  const notSet = m.info_not_set();
  const age = ageInYears(profile.dateOfBirth);
  const rows: Array<[string, string | null]> = [
    [m.info_age(), age === null ? null : m.unit_years({ value: age })],
    [m.info_gender(), profile.gender ? genderLabel(profile.gender) : null],
  ];
  if (role === 'client') {
    rows.push(
      [m.info_height(), profile.heightCm === null ? null : m.unit_cm({ value: profile.heightCm })],
      [m.info_weight(), profile.weightKg === null ? null : m.unit_kg({ value: profile.weightKg })],
      [m.info_experience(), profile.experienceLevel ? experienceLabel(profile.experienceLevel) : null],
      [m.info_member_since(), profile.memberSince ? formatShortDate(profile.memberSince) : null],
    );
  }
  if (role === 'trainer')
    rows.push([m.info_trainer_since(), profile.trainerSince ? String(profile.trainerSince) : null]);
  return (
    <dl className={styles.info}>
      {rows.map(([label, value]) => (
        <div key={label} className={styles.infoRow}>
          <dt className={styles.infoLabel}>{label}</dt>
          <dd className={styles.infoValue} data-missing={value === null || undefined}>
            {value ?? notSet}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function RoleLinks({
  items,
  current,
  onNavigate,
}: {
  items: NavItem[];
  current: string | undefined;
  onNavigate: () => void;
}) {
  return (
    <ul className={styles.links}>
      {items.map((item) => (
        <li key={item.id}>
          <Link
            href={item.href}
            className={styles.link}
            onPress={onNavigate}
            aria-current={item.id === current ? 'page' : undefined}
          >
            <span className={styles.linkIcon}>
              <Icon name={item.icon} size={20} />
            </span>
            <span className={styles.linkLabel}>{navLabel(item.id)}</span>
            <ChevronRightIcon className={styles.chevron} size={18} strokeLinecap="round" strokeLinejoin="round" />
          </Link>
        </li>
      ))}
    </ul>
  );
}
