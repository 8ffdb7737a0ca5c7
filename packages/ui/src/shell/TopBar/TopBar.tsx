import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import type { Branding, Locale } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { SidebarMenuIcon } from '../../icons/index.ts';
import { Badge } from '../../primitives/Badge/Badge.tsx';
import { IconButton } from '../../primitives/Button/Button.tsx';
import { LogoHeader } from '../../brand/LogoHeader/index.ts';
import { ConnectedLanguagePicker } from '../../i18n/LanguagePicker/index.ts';
import { GlobeIcon } from '../../i18n/LanguagePicker/LanguagePicker.tsx';
import { cx } from '../../styles/cx.ts';
import { Icon } from '../icons.tsx';
import * as styles from './TopBar.css.ts';

export interface TopBarProps {
  /** A trainer's custom logo (also shown to their clients); null shows the Spotter logo. */
  branding?: Branding | null;
  /** Where the logo links (the role's dashboard home). */
  homeHref?: string;
  /** The messages page; null (admins) hides the icon. */
  messagesHref?: string | null;
  /** Unread messages for the badge on the icon. */
  unreadMessages?: number;
  /** Opens the navigation drawer; the menu button shows only below 1024 px. */
  onOpenMenu?: () => void;
  /** Whether the drawer is open (for the menu button's `aria-expanded`). */
  isMenuOpen?: boolean;
  /** Saves a language choice on the server (signed-in users). */
  saveLanguage?: (locale: Locale) => Promise<void>;
  /** Extra controls at the end of the bar. */
  children?: ReactNode;
  className?: string;
}

/** The menu button's icon: the navigation drawer (the bottom bar's More uses plain lines). */
const menuIconProps = { size: 22, strokeWidth: 1.8, strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/** The 60 px bar across the top of the dashboard: menu button, logo, messages, language. */
export function TopBar({
  branding,
  homeHref,
  messagesHref,
  unreadMessages = 0,
  onOpenMenu,
  isMenuOpen,
  saveLanguage,
  children,
  className,
}: TopBarProps) {
  const messagesLabel = m.nav_messages();
  return (
    <header className={cx(styles.topBar, className)}>
      <div className={styles.start}>
        {onOpenMenu ? (
          <span className={styles.menuButton}>
            <IconButton
              label={m.shell_open_menu()}
              onPress={onOpenMenu}
              aria-haspopup="dialog"
              aria-expanded={isMenuOpen ?? false}
            >
              <SidebarMenuIcon {...menuIconProps} />
            </IconButton>
          </span>
        ) : null}
        <div className={styles.logoSlot}>
          <LogoHeader branding={branding} href={homeHref} fit />
        </div>
      </div>
      <div className={styles.end}>
        {messagesHref ? (
          <Link
            href={messagesHref}
            className={styles.iconLink}
            aria-label={unreadMessages > 0 ? undefined : messagesLabel}
          >
            <Icon name="message" />
            {unreadMessages > 0 ? (
              <Badge
                count={unreadMessages}
                label={m.shell_messages_unread({ count: unreadMessages })}
                className={styles.iconBadge}
              />
            ) : null}
          </Link>
        ) : null}
        <ConnectedLanguagePicker save={saveLanguage} compact="auto" />
        {children}
      </div>
    </header>
  );
}

export interface TopBarPreviewProps {
  branding: Branding | null;
  /** The language code the stand-in picker shows. */
  locale: Locale;
  className?: string;
}

/**
 * The bar as a phone 320 px wide shows it, for previews (the brand editor): the real logo fitting
 * between still, decorative stand-ins for the menu button, messages icon and language picker.
 */
export function TopBarPreview({ branding, locale, className }: TopBarPreviewProps) {
  return (
    <div className={cx(styles.preview, className)} data-top-bar-preview="">
      <div className={styles.start}>
        <span className={styles.previewControl} aria-hidden="true">
          <SidebarMenuIcon {...menuIconProps} />
        </span>
        <div className={styles.logoSlot}>
          <LogoHeader branding={branding} fit />
        </div>
      </div>
      <div className={styles.end} aria-hidden="true">
        <span className={styles.previewControl}>
          <Icon name="message" />
        </span>
        <span className={styles.previewPicker}>
          <GlobeIcon className={styles.previewPickerIcon} />
          {locale}
        </span>
      </div>
    </div>
  );
}
