import type { HTMLAttributes, ReactNode } from 'react';
import { m } from '@spotter/i18n';
import { visuallyHidden } from '../../styles/shared.css.ts';
import { IconButton } from '../Button/Button.tsx';
import * as styles from './Banner.css.ts';

export const bannerTones = ['success', 'error', 'warning', 'info'] as const;
export type BannerTone = (typeof bannerTones)[number];

export interface BannerProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title' | 'role'> {
  tone?: BannerTone;
  /** A short bold line, e.g. "Payment failed". */
  title?: ReactNode;
  /** The details. */
  children?: ReactNode;
  /** Shows a Dismiss button that calls this; the parent removes the banner. */
  onDismiss?: () => void;
}

/**
 * An inline message in the page flow. Errors and warnings are announced at once (role alert);
 * success and info politely (role status). The tone is named for screen readers too, not only by colour.
 */
export function Banner({ tone = 'info', title, children, onDismiss, className, ...props }: BannerProps) {
  const toneLabel: Record<BannerTone, string> = {
    success: m.common_success(),
    error: m.common_error(),
    warning: m.common_warning(),
    info: m.common_info(),
  };
  const urgent = tone === 'error' || tone === 'warning';
  return (
    <div {...props} data-tone={tone} className={[styles.banner({ tone }), className].filter(Boolean).join(' ')}>
      <span className={styles.icon({ tone })}>
        <ToneIcon tone={tone} />
      </span>
      <div role={urgent ? 'alert' : 'status'} className={styles.content}>
        <div className={visuallyHidden}>{toneLabel[tone]}</div>
        {title ? <div className={styles.title}>{title}</div> : null}
        {children ? <div className={styles.body}>{children}</div> : null}
      </div>
      {onDismiss ? (
        <IconButton size="small" label={m.common_dismiss()} onPress={onDismiss} className={styles.dismiss}>
          <svg
            width="18"
            height="18"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
          >
            <path d="M6 6l12 12M18 6 6 18" />
          </svg>
        </IconButton>
      ) : null}
    </div>
  );
}

const toneIcons: Record<BannerTone, ReactNode> = {
  success: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="m8 12.5 2.5 2.5L16 9.5" />
    </>
  ),
  error: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 7v6M12 16.5v.5" />
    </>
  ),
  warning: (
    <>
      <path d="M12 3 2 20h20L12 3Z" />
      <path d="M12 10v4M12 17v.5" />
    </>
  ),
  info: (
    <>
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v6M12 7.5v.5" />
    </>
  ),
};

function ToneIcon({ tone }: { tone: BannerTone }) {
  return (
    <svg
      width="20"
      height="20"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      {toneIcons[tone]}
    </svg>
  );
}
