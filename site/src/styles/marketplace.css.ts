import { style } from '@vanilla-extract/css';
import { vars } from '@spotter/ui/theme/contract.css.ts';
import { fontSize, fontWeight, media, radius, space } from '@spotter/ui/theme/tokens.ts';

/** The wide frame of the marketplace and trainer pages. */
export const wide = style({
  width: '100%',
  maxWidth: '1200px',
  margin: '0 auto',
  padding: `${space[4]} ${space[4]} ${space[12]}`,
  display: 'flex',
  flexDirection: 'column',
  gap: space[6],
  '@media': { [media.tablet]: { padding: `${space[6]} ${space[8]} ${space[16]}` } },
});

export const pageTitle = style({
  fontSize: fontSize['2xl'],
  lineHeight: 1.15,
  fontWeight: fontWeight.bold,
  '@media': { [media.tablet]: { fontSize: fontSize['3xl'] } },
});

export const lead = style({ color: vars.color.textMuted, maxWidth: '70ch' });

export const resultsHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: space[2],
});

export const resultsCount = style({ fontSize: fontSize.md, fontWeight: fontWeight.semibold });

export const pager = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: space[3],
  marginTop: space[4],
});

export const siteNav = style({
  display: 'flex',
  alignItems: 'center',
  gap: space[3],
  marginInlineStart: 'auto',
});

export const siteNavLink = style({
  color: vars.color.text,
  fontWeight: fontWeight.semibold,
  textDecoration: 'none',
  padding: `${space[2]} ${space[2]}`,
  borderRadius: radius.sm,
  selectors: {
    '&:hover': { color: vars.color.primary },
    '&[aria-current="page"]': { color: vars.color.primary },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});
