import { style } from '@vanilla-extract/css';
import { vars } from '@spotter/ui/theme/contract.css.ts';
import { fontSize, fontWeight, media, radius, space } from '@spotter/ui/theme/tokens.ts';

export const skipLink = style({
  position: 'absolute',
  left: space[2],
  top: '-100px',
  padding: space[2],
  background: vars.color.surface,
  zIndex: 1000,
  selectors: { '&:focus': { top: space[2] } },
});

export const authShell = style({
  minHeight: '100dvh',
  display: 'grid',
  gridTemplateRows: 'auto 1fr auto',
  background: `radial-gradient(1200px 600px at 10% -10%, ${vars.color.primarySoft}, transparent), ${vars.color.background}`,
});

export const authHeader = style({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: space[3],
  padding: `${space[3]} ${space[4]}`,
  '@media': { [media.tablet]: { padding: `${space[4]} ${space[8]}` } },
});

export const brand = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space[2],
  fontSize: fontSize.xl,
  fontWeight: fontWeight.bold,
  color: vars.color.brandTitle,
  textDecoration: 'none',
});

export const brandMark = style({ width: '32px', height: '32px' });

export const authMain = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'flex-start',
  padding: `${space[4]} ${space[4]} ${space[12]}`,
  '@media': { [media.tablet]: { alignItems: 'center', paddingTop: space[8] } },
});

export const authCard = style({
  width: '100%',
  maxWidth: '440px',
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.lg,
  boxShadow: vars.shadow.md,
  padding: space[6],
  display: 'flex',
  flexDirection: 'column',
  gap: space[5],
  '@media': { [media.tablet]: { padding: space[8] } },
});

export const title = style({ fontSize: fontSize['2xl'], lineHeight: 1.2, fontWeight: fontWeight.bold });
export const subtitle = style({ color: vars.color.textMuted, marginTop: space[1] });
export const switchLine = style({ textAlign: 'center', color: vars.color.textMuted, fontSize: fontSize.sm });

export const footer = style({
  padding: space[4],
  textAlign: 'center',
  color: vars.color.textMuted,
  fontSize: fontSize.sm,
});

export const hero = style({
  maxWidth: '720px',
  margin: '0 auto',
  padding: `${space[12]} ${space[4]}`,
  display: 'flex',
  flexDirection: 'column',
  gap: space[6],
  textAlign: 'center',
  alignItems: 'center',
});

export const heroTitle = style({
  fontSize: fontSize['3xl'],
  lineHeight: 1.1,
  fontWeight: fontWeight.bold,
  '@media': { [media.tablet]: { fontSize: '3rem' } },
});

export const heroActions = style({ display: 'flex', flexWrap: 'wrap', gap: space[3], justifyContent: 'center' });

export const page = style({ maxWidth: '960px', margin: '0 auto', padding: space[6], display: 'flex', flexDirection: 'column', gap: space[4] });

export const langForm = style({ display: 'flex', alignItems: 'center', gap: space[2] });


export const statGrid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
  gap: space[4],
  margin: 0,
});

export const statCard = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.lg,
  padding: space[5],
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: space[1],
  boxShadow: vars.shadow.sm,
});

export const statValue = style({ margin: 0, fontSize: fontSize['3xl'], fontWeight: fontWeight.bold, lineHeight: 1.1 });
export const statLabel = style({ color: vars.color.textMuted, fontSize: fontSize.sm, fontWeight: fontWeight.medium });
