import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, media, space } from '../../theme/tokens.ts';
import { stack } from '../../styles/controls.ts';

export const fields = style(stack(space[5]));

export const summary = style({
  margin: `calc(-1 * ${space[3]}) 0 0`,
  fontSize: fontSize.sm,
  color: vars.color.textMuted,
});

export const numbers = style({
  display: 'grid',
  gap: space[4],
  gridTemplateColumns: '1fr',
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

export const zone = style({ maxWidth: '28rem' });
