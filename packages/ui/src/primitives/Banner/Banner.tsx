import type { ComponentType, HTMLAttributes, ReactNode } from 'react';
import { m } from '@spotter/i18n';
import { visuallyHidden } from '../../styles/shared.css.ts';
import { cx } from '../../styles/cx.ts';
import {
  CircleAlertIcon,
  CircleCheckIcon,
  CircleInfoIcon,
  CloseIcon,
  TriangleAlertIcon,
  type IconProps,
} from '../../icons/index.ts';
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
    <div {...props} data-tone={tone} className={cx(styles.banner({ tone }), className)}>
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
          <CloseIcon size={18} />
        </IconButton>
      ) : null}
    </div>
  );
}

const toneIcons: Record<BannerTone, ComponentType<IconProps>> = {
  success: CircleCheckIcon,
  error: CircleAlertIcon,
  warning: TriangleAlertIcon,
  info: CircleInfoIcon,
};

function ToneIcon({ tone }: { tone: BannerTone }) {
  const ToneShape = toneIcons[tone];
  return <ToneShape size={20} strokeLinecap="round" strokeLinejoin="round" />;
}
