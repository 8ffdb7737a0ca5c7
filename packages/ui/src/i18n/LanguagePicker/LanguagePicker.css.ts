import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../styles/focus.ts';
import { fontSize, fontWeight, media, radius, space } from '../../theme/tokens.ts';

/**
 * A native <select> laid invisibly over a styled face: the platform's own list (keyboard,
 * screen readers, phone pickers) with our look, and no script needed to open it.
 */
export const picker = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: space[2],
  minHeight: '44px',
  minWidth: '44px',
  padding: `0 ${space[3]}`,
  borderRadius: radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: fontSize.sm,
  fontWeight: fontWeight.medium,
  transition: 'background-color 120ms, border-color 120ms',
  '@media': { [media.reducedMotion]: { transition: 'none' } },
  selectors: {
    '&:hover:not([data-disabled])': { background: vars.color.surfaceSunken },
    '&:has(select:focus-visible)': focusRing,
    '&[data-disabled]': { opacity: 0.6 },
  },
});

export const select = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  opacity: 0,
  cursor: 'pointer',
  // 16px keeps mobile browsers from zooming in when the list opens.
  fontSize: '16px',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

/** What the face shows: the full name, the compact code, or both with a media query choosing. */
export const full = style({ display: 'inline-flex', alignItems: 'center', gap: space[2], minWidth: 0 });
export const compact = style({ display: 'inline-flex', alignItems: 'center', gap: space[1] });

/** `compact="auto"`: compact below the tablet breakpoint (768px), full from it up. */
export const auto = styleVariants({
  full: { display: 'none', '@media': { [media.tablet]: { display: 'inline-flex' } } },
  compact: { '@media': { [media.tablet]: { display: 'none' } } },
});

export const name = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const code = style({
  fontWeight: fontWeight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});

export const icon = style({ flex: 'none', color: vars.color.textMuted });
