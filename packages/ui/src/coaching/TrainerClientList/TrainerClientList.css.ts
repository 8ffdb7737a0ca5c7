import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, media, radius, space } from '../../theme/tokens.ts';
import { stack } from '../../styles/controls.ts';

export const root = style(stack(space[3]));

export const count = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.textMuted });

export const row = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[3],
  padding: space[4],
  borderRadius: radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': {
    [media.tablet]: { flexDirection: 'row', alignItems: 'center', justifyContent: 'space-between' },
  },
});

export const actions = style({ display: 'flex', justifyContent: 'flex-end', flex: 'none' });
