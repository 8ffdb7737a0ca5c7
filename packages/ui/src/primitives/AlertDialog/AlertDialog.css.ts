import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, space } from '../../theme/tokens.ts';

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[4],
  color: vars.color.text,
});

export const message = style({ color: vars.color.textMuted, fontSize: fontSize.md });
