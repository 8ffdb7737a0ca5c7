import { style } from '@vanilla-extract/css';
import { vars } from '@spotter/ui/theme/contract.css.ts';
import { fontSize, fontWeight, radius, space } from '@spotter/ui/theme/tokens.ts';

export const who = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[2],
  padding: space[4],
  borderRadius: radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  maxWidth: '48rem',
});

export const whoTitle = style({ margin: 0, fontSize: fontSize.lg, fontWeight: fontWeight.semibold });

export const whoList = style({ margin: 0, paddingInlineStart: space[5], display: 'grid', gap: space[1] });
