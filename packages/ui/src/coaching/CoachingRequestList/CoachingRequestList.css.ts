import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, fontWeight, radius, space } from '../../theme/tokens.ts';
import { focusRing, focusVisible } from '../../styles/focus.ts';
import { stack, toggleChip, toggleChipStates } from '../../styles/controls.ts';

export const root = style(stack(space[4]));

export const filters = style({ display: 'flex', flexWrap: 'wrap', gap: space[2] });

export const filter = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space[2],
  ...toggleChip,
  selectors: {
    ...toggleChipStates,
    [focusVisible]: focusRing,
  },
});

export const filterCount = style({
  minWidth: '1.5em',
  padding: `0 ${space[1]}`,
  borderRadius: radius.full,
  background: vars.color.surfaceSunken,
  color: vars.color.text,
  fontSize: fontSize.xs,
  fontWeight: fontWeight.semibold,
  textAlign: 'center',
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    [`${filter}[data-selected] &`]: { background: vars.color.primaryText, color: vars.color.primary },
  },
});

export const more = style({ display: 'flex', justifyContent: 'center' });
