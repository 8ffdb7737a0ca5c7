import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, fontWeight, media, space } from '../../theme/tokens.ts';

export const list = style({ display: 'grid', gap: space[3], margin: 0 });

export const row = style({
  display: 'grid',
  gap: space[1],
  '@media': { [media.tablet]: { gridTemplateColumns: '9rem 1fr', alignItems: 'center', gap: space[4] } },
});

export const label = style({ fontSize: fontSize.sm, fontWeight: fontWeight.semibold, color: vars.color.textMuted });

export const values = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space[2], margin: 0 });

export const status = style({ fontWeight: fontWeight.semibold });

export const badgeIcon = style({ marginInlineEnd: space[1], verticalAlign: '-2px' });
