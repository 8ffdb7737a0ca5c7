import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, fontWeight, lineHeight, media, radius, space } from '../../theme/tokens.ts';

export const card = style({
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
  '@media': { [media.tablet]: { padding: space[6] } },
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: space[1] });

export const title = style({
  fontFamily: vars.font.heading,
  fontSize: fontSize.lg,
  fontWeight: fontWeight.semibold,
  lineHeight: lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const description = style({ fontSize: fontSize.sm, color: vars.color.textMuted });

export const body = style({ minWidth: 0, lineHeight: lineHeight.normal });

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: space[2],
  paddingTop: space[4],
  borderTop: `1px solid ${vars.color.border}`,
});
