import { style } from '@vanilla-extract/css';
import { vars } from '@spotter/ui/theme/contract.css.ts';
import { fontSize, fontWeight, media, radius, space } from '@spotter/ui/theme/tokens.ts';

export const searchForm = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space[3],
  width: '100%',
  padding: space[4],
  borderRadius: radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.md,
  textAlign: 'start',
  '@media': { [media.tablet]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr) auto', alignItems: 'end' } },
});

export const field = style({ display: 'flex', flexDirection: 'column', gap: space[1] });

export const label = style({ fontSize: fontSize.sm, fontWeight: fontWeight.semibold });

export const control = style({
  minHeight: '44px',
  padding: `0 ${space[3]}`,
  borderRadius: radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '1px' } },
});

export const band = style({
  width: '100%',
  maxWidth: '1200px',
  margin: '0 auto',
  padding: `${space[8]} ${space[4]}`,
  display: 'flex',
  flexDirection: 'column',
  gap: space[6],
  '@media': { [media.tablet]: { padding: `${space[12]} ${space[8]}` } },
});

export const bandHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: space[3],
});

export const bandTitle = style({ margin: 0, fontSize: fontSize['2xl'], fontWeight: fontWeight.bold, lineHeight: 1.2 });

export const howGrid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space[6],
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const howCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[4],
  padding: space[6],
  borderRadius: radius.lg,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const howTitle = style({ margin: 0, fontSize: fontSize.xl, fontWeight: fontWeight.bold });

export const steps = style({
  margin: 0,
  paddingInlineStart: space[6],
  display: 'flex',
  flexDirection: 'column',
  gap: space[3],
  lineHeight: 1.5,
});
