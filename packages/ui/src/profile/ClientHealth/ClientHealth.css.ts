import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, radius, space } from '../../theme/tokens.ts';

export const fields = style({ display: 'flex', flexDirection: 'column', gap: space[4] });

export const privacy = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space[3],
  padding: space[3],
  borderRadius: radius.md,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: fontSize.sm,
});

export const privacyIcon = style({ flex: 'none', color: vars.color.textMuted });

export const privacyText = style({ margin: 0 });
