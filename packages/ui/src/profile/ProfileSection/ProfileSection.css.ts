import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, fontWeight, lineHeight, media, radius, space } from '../../theme/tokens.ts';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[4],
  minWidth: 0,
  padding: space[4],
  background: vars.color.surface,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.lg,
  boxShadow: vars.shadow.sm,
  // The page's section links jump here; keep the heading clear of a sticky top bar.
  scrollMarginTop: space[16],
  '@media': { [media.tablet]: { padding: space[6] } },
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: space[1] });

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: fontSize.lg,
  fontWeight: fontWeight.semibold,
  lineHeight: lineHeight.tight,
  overflowWrap: 'anywhere',
  scrollMarginTop: space[16],
  outline: 'none',
});

export const description = style({ fontSize: fontSize.sm, color: vars.color.textMuted });

export const draftOffer = style({ display: 'contents' });

export const bannerText = style({ margin: 0 });

export const bannerActions = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space[2],
  marginTop: space[3],
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: space[4], minWidth: 0 });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: space[3],
  paddingTop: space[2],
  borderTop: `1px solid ${vars.color.border}`,
});

export const unsaved = style({ fontSize: fontSize.sm, color: vars.color.textMuted });
