import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, fontWeight, media, radius, space } from '../../theme/tokens.ts';

export const picker = style({ display: 'inline-flex', minWidth: 0 });

export const trigger = style({
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
  cursor: 'pointer',
  outline: 'none',
  transition: 'background-color 120ms, border-color 120ms',
  '@media': { [media.reducedMotion]: { transition: 'none' } },
  selectors: {
    '&[data-hovered]:not([data-disabled])': { background: vars.color.surfaceSunken },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
    '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

export const value = style({ display: 'inline-flex', alignItems: 'center', minWidth: 0 });

/** What the trigger shows: the full name, the compact code, or both with a media query choosing. */
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

export const chevron = style([
  icon,
  {
    transition: 'transform 120ms',
    selectors: { [`${picker}[data-open] &`]: { transform: 'rotate(180deg)' } },
    '@media': { [media.reducedMotion]: { transition: 'none' } },
  },
]);

export const popover = style({ minWidth: 'max(var(--trigger-width), 12rem)' });

export const listBox = style({ outline: 'none', padding: `${space[1]} 0` });

/** The two-letter code in front of each language: text, not a flag (languages are not countries). */
export const chip = style({
  flex: 'none',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '2rem',
  padding: `2px ${space[1]}`,
  borderRadius: radius.sm,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: fontSize.xs,
  fontWeight: fontWeight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
  selectors: {
    '[data-selected] > &': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.primaryText,
    },
  },
});

export const check = style({
  flex: 'none',
  marginInlineStart: 'auto',
  color: vars.color.primary,
  visibility: 'hidden',
  selectors: { '[data-selected] > &': { visibility: 'visible' } },
});
