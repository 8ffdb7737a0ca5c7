import { displayName, fullName, initialsOf, normaliseLevel, type ShellProfile } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { roleLabel } from '../../i18n/labels.ts';
import { Avatar } from '../../primitives/Avatar/Avatar.tsx';
import { cx } from '../../styles/cx.ts';
import { LevelRing } from '../LevelRing/index.ts';
import * as styles from './Sidebar.css.ts';

/** The name the shell shows (domain rule `displayName`): an admin without a name is "Admin", never the email. */
export function profileName(profile: ShellProfile): string {
  return displayName(profile, { admin: roleLabel('admin') });
}

/** The line under the name: a client's level, else the role; the email where the role already stands in for the name. */
export function profileDetail(profile: ShellProfile): string {
  if (profile.role === 'client') return m.shell_level({ level: normaliseLevel(profile.level) });
  if (profile.role === 'admin' && !fullName(profile)) return profile.email;
  return roleLabel(profile.role);
}

/**
 * Avatar (photo or initials; for clients inside the level ring), name and role or level. Inside a
 * button (`inButton`) the picture is hidden from assistive technology: the text names the button.
 */
export function ProfileSummary({ profile, inButton = false }: { profile: ShellProfile; inButton?: boolean }) {
  const isClient = profile.role === 'client';
  const avatar = (
    <Avatar
      name={profileName(profile)}
      initials={initialsOf(profile)}
      src={profile.imageUrl}
      size={isClient ? 'sm' : 'md'}
      decorative
    />
  );
  const picture = isClient ? (
    <LevelRing level={profile.level} progress={profile.levelProgress} size="sm">
      {avatar}
    </LevelRing>
  ) : (
    avatar
  );
  return (
    <>
      {inButton ? (
        <span className={styles.profilePicture} aria-hidden="true">
          {picture}
        </span>
      ) : (
        picture
      )}
      <span className={styles.profileText}>
        <span className={styles.profileName}>{profileName(profile)}</span>
        <span className={styles.profileMeta}>{profileDetail(profile)}</span>
      </span>
    </>
  );
}

export interface ProfileCardProps {
  profile: ShellProfile;
  className?: string;
}

/** Who is signed in, as a plain card (the drawer; the desktop sidebar has the ProfileMenu). */
export function ProfileCard({ profile, className }: ProfileCardProps) {
  return (
    <div className={cx(styles.profileCard, className)}>
      <ProfileSummary profile={profile} />
    </div>
  );
}
