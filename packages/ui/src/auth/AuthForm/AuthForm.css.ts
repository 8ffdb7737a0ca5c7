import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, space } from '../../theme/tokens.ts';

export const form = style({ display: 'flex', flexDirection: 'column', gap: space[4] });

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: space[3],
  color: vars.color.textMuted,
  fontSize: fontSize.sm,
  selectors: {
    '&::before, &::after': { content: '""', flex: 1, height: '1px', background: vars.color.border },
  },
});

export const providers = style({ display: 'flex', flexDirection: 'column', gap: space[2] });
