import { useState, type ReactNode } from 'react';
import { Link } from 'react-aria-components';
import type { Branding } from '@spotter/domain';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { m } from '@spotter/i18n';
import { cx } from '../../styles/cx.ts';
import { brandThemeStyle } from '../../theme/brand.ts';
import * as styles from './LogoHeader.css.ts';
import { estimateTitleEm, titleLineWidthsEm } from './titleWidth.ts';

export const logoSizes = ['small', 'default', 'large'] as const;
export type LogoSize = (typeof logoSizes)[number];

export interface LogoHeaderProps {
  /** A trainer's custom logo; null, or `useCustomLogo: false`, shows the Spotter logo. */
  branding?: Branding | null;
  /** Logo height: small 24px, default 32px, large 40px. */
  size?: LogoSize;
  /** Makes the whole logo a link (usually to the dashboard home). */
  href?: string;
  /**
   * Fits a custom title into the width of the nearest inline-size container (such as the top
   * bar's logo slot) instead of cutting it: the title scales down and wraps to up to four lines,
   * the tagline shows only while the title fits on one line, and the image gives way to a long
   * title in a narrow space.
   */
  fit?: boolean;
  className?: string;
}

/** The product's logo, or a trainer's custom logo, title and tagline in their own colours. */
export function LogoHeader({ branding, size = 'default', href, fit = false, className }: LogoHeaderProps) {
  const custom = branding?.useCustomLogo ? branding : null;
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const fitting = fit && custom !== null;
  const classes = cx(styles.root, href && styles.link, fitting && styles.fitRoot, className);

  let content: ReactNode;
  let linkName: string | undefined;
  let style: Record<string, string> | undefined;
  if (custom) {
    const title = custom.customLogoTitle?.trim() || m.app_name();
    const tagline = custom.customLogoTagline?.trim();
    const url = custom.customLogoUrl;
    const showImage = Boolean(url) && !custom.hideLogoImage && failedUrl !== url;
    // In a link the visible title and tagline name it (WCAG 2.5.3), so the image adds nothing.
    linkName = undefined;
    style = {
      ...brandThemeStyle({ logoTitleColor: custom.logoTitleColor, logoTaglineColor: custom.logoTaglineColor }),
      ...(fitting ? fitVars(title, tagline) : {}),
    };
    content = (
      <>
        {showImage ? (
          <img
            className={cx(styles.image, styles.markSize[size], fitting && styles.fitImage)}
            src={url ?? undefined}
            alt={href ? '' : title}
            onError={() => setFailedUrl(url)}
          />
        ) : null}
        <span className={cx(styles.text, fitting && styles.fitText, fitting && styles.fitTextSize[size])}>
          <span
            className={cx(
              styles.title,
              ...(fitting ? [styles.fitTitle, styles.fitTitleSize[size]] : [styles.titleSize[size]]),
            )}
            data-logo-title=""
          >
            {title}
          </span>
          {tagline ? (
            <span
              className={cx(styles.tagline, styles.taglineSize[size], fitting && styles.fitTagline)}
              data-logo-tagline=""
            >
              {tagline}
            </span>
          ) : null}
        </span>
      </>
    );
  } else {
    linkName = m.logo_home();
    const name = m.app_name();
    if (fit) style = assignInlineVars({ [styles.wordmarkEm]: String(estimateTitleEm(name)) });
    content = (
      <>
        <SpotterMark className={cx(styles.mark, styles.markSize[size])} />
        <span
          className={cx(styles.wordmark, styles.titleSize[size], fit && styles.fitWordmarkSize[size])}
          data-logo-wordmark=""
        >
          {name}
        </span>
      </>
    );
  }

  if (href) {
    return (
      <Link href={href} aria-label={linkName} className={classes} style={style} data-custom={custom ? '' : undefined}>
        {content}
      </Link>
    );
  }
  return (
    <div className={classes} style={style} data-custom={custom ? '' : undefined}>
      {content}
    </div>
  );
}

/** The title's narrowest line for one to four lines and the tagline's width, as the `fit` styles' variables. */
function fitVars(title: string, tagline: string | undefined): Record<string, string> {
  const widths = titleLineWidthsEm(title);
  const vars: Record<string, string> = { [styles.taglineEm]: String(tagline ? estimateTitleEm(tagline) : 0) };
  styles.lineEm.forEach((name, index) => {
    vars[name] = String(widths[index] ?? widths.at(-1));
  });
  return assignInlineVars(vars);
}

/** The Spotter mark: a rounded square holding a dumbbell, drawn in the primary colour. */
function SpotterMark({ className }: { className: string }) {
  return (
    <svg className={className} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <g className={styles.markGlyph} fill="none" strokeWidth="2.5" strokeLinecap="round">
        <path d="M11 16h10" />
        <path d="M10 11v10M22 11v10" strokeWidth="3.5" />
        <path d="M6.5 13.5v5M25.5 13.5v5" />
      </g>
    </svg>
  );
}
