import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import type { Branding, Locale } from '@spotter/domain';
import { m } from '@spotter/i18n';
import { Badge } from '../../primitives/Badge/Badge.tsx';
import { IconButton } from '../../primitives/Button/Button.tsx';
import { LogoHeader } from '../../brand/LogoHeader/index.ts';
import { ConnectedLanguagePicker } from '../../i18n/LanguagePicker/index.ts';
import { GlobeIcon } from '../../i18n/LanguagePicker/LanguagePicker.tsx';
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
    <header className={[styles.topBar, className].filter(Boolean).join(' ')}>
      <div className={styles.start}>
        {onOpenMenu ? (
          <span className={styles.menuButton}>
            <IconButton
              label={m.shell_open_menu()}
              onPress={onOpenMenu}
              aria-haspopup="dialog"
              aria-expanded={isMenuOpen ?? false}
            >
              <MenuIcon />
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
    <div className={[styles.preview, className].filter(Boolean).join(' ')} data-top-bar-preview="">
      <div className={styles.start}>
        <span className={styles.previewControl} aria-hidden="true">
          <MenuIcon />
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

/** A panel with lines: the navigation drawer (the bottom bar's More uses the plain lines). */
function MenuIcon() {
  return (
    <svg
      width="22"
      height="22"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <rect x="3" y="4" width="18" height="16" rx="2.5" />
      <path d="M9 4v16" />
      <path d="M13 9h4" />
      <path d="M13 12h4" />
      <path d="M13 15h4" />
    </svg>
  );
}
