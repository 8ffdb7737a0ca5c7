import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { fontSize, media, space } from '../theme/tokens.ts';

export const note = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.textMuted });

/** Two fields side by side from tablet width up, stacked on a phone. */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space[4],
  alignItems: 'start',
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const withAside = style({ display: 'flex', flexDirection: 'column', gap: space[1] });

export const aside = style({ fontSize: fontSize.sm, color: vars.color.textMuted });

export const section = style({ display: 'flex', flexDirection: 'column', gap: space[4] });
