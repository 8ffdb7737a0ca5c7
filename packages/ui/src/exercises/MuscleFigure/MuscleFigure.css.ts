import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fontWeight } from '../../theme/tokens.ts';
import { muscleFills } from './fills.ts';

export const figure = style({
  display: 'block',
  flex: 'none',
  selectors: {
    '&[data-size="small"]': { height: '64px', width: 'auto' },
    '&[data-size="large"]': { width: '100%', maxWidth: '18rem', height: 'auto' },
  },
});

export const body = style({ fill: vars.color.border });

export const muscle = style({
  fill: muscleFills.other,
  stroke: vars.color.surface,
  strokeWidth: 0.6,
  strokeLinejoin: 'round',
  selectors: {
    [`${figure}[data-size="small"] &`]: { strokeWidth: 1.4 },
    '&[data-emphasis="primary"]': { fill: muscleFills.primary },
    '&[data-emphasis="secondary"]': { fill: muscleFills.secondary },
  },
});

/** The lines between the rows of the abs: the gap's colour, no fill. */
export const detail = style({ fill: 'none', strokeWidth: 0.8 });

export const caption = style({
  fill: vars.color.textMuted,
  fontSize: '9px',
  fontWeight: fontWeight.semibold,
});
