import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@spotter/ui/theme/contract.css.ts';
import { fontSize, fontWeight, media, radius, space } from '@spotter/ui/theme/tokens.ts';

export const crumbs = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: fontSize.sm,
  color: vars.color.textMuted,
});

globalStyle(`${crumbs} li + li::before`, { content: '"›"', marginInlineEnd: space[2] });

export const hero = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gap: space[4],
  alignItems: 'center',
  '@media': { [media.tablet]: { gap: space[6] } },
});

export const photo = style({
  width: '96px',
  height: '96px',
  borderRadius: radius.full,
  objectFit: 'cover',
  background: vars.color.surfaceSunken,
  display: 'grid',
  placeItems: 'center',
  fontSize: fontSize['2xl'],
  fontWeight: fontWeight.bold,
  color: vars.color.primary,
  '@media': { [media.tablet]: { width: '144px', height: '144px', fontSize: fontSize['3xl'] } },
});

export const heroText = style({ display: 'flex', flexDirection: 'column', gap: space[2], minWidth: 0 });

export const name = style({
  margin: 0,
  fontSize: fontSize['2xl'],
  lineHeight: 1.15,
  fontWeight: fontWeight.bold,
  overflowWrap: 'anywhere',
  '@media': { [media.tablet]: { fontSize: fontSize['3xl'] } },
});

export const short = style({ margin: 0, fontSize: fontSize.lg, color: vars.color.text });

export const metaLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${space[1]} ${space[4]}`,
  color: vars.color.textMuted,
  fontSize: fontSize.sm,
});

export const verified = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space[1],
  color: vars.color.text,
  fontWeight: fontWeight.semibold,
});

export const columns = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space[8],
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) 360px' } },
});

/** Placed in its column on desktops, so the side column (first in the page) never moves when it arrives. */
export const mainColumn = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[8],
  minWidth: 0,
  '@media': { [media.desktop]: { gridColumn: 1, gridRow: 1 } },
});

/** The side column comes first on phones (the request panel near the top), second on desktops. */
export const sideColumn = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[6],
  '@media': { [media.desktop]: { gridColumn: 2, gridRow: 1, position: 'sticky', top: space[4] } },
});

export const section = style({ display: 'flex', flexDirection: 'column', gap: space[3] });

export const sectionTitle = style({ margin: 0, fontSize: fontSize.xl, fontWeight: fontWeight.bold, lineHeight: 1.2 });

export const subTitle = style({ margin: 0, fontSize: fontSize.md, fontWeight: fontWeight.semibold });

export const prose = style({
  margin: 0,
  whiteSpace: 'pre-line',
  overflowWrap: 'anywhere',
  lineHeight: 1.6,
  maxWidth: '70ch',
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chip = style({
  padding: `${space[1]} ${space[3]}`,
  borderRadius: radius.full,
  background: vars.color.primarySoft,
  color: vars.color.text,
  fontSize: fontSize.sm,
  fontWeight: fontWeight.medium,
});

export const offerGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space[4],
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[3],
  padding: space[5],
  borderRadius: radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const facts = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const certList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[3],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const certItem = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[1],
  padding: space[4],
  borderRadius: radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const certName = style({ fontWeight: fontWeight.semibold });

export const muted = style({ color: vars.color.textMuted, fontSize: fontSize.sm });

export const expired = style({ color: vars.color.dangerText, fontSize: fontSize.sm, fontWeight: fontWeight.semibold });

export const checked = style({ color: vars.color.text, fontSize: fontSize.sm, fontWeight: fontWeight.semibold });
