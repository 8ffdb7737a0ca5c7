import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing, focusVisible } from '../../styles/focus.ts';
import { fontSize, fontWeight, radius, space } from '../../theme/tokens.ts';

export const fields = style({ display: 'flex', flexDirection: 'column', gap: space[5] });

export const choices = style({ display: 'flex', flexWrap: 'wrap', gap: space[2] });

export const choice = style({
  minHeight: '44px',
  padding: `${space[2]} ${space[4]}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: radius.full,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontSize: fontSize.sm,
  fontWeight: fontWeight.medium,
  cursor: 'pointer',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-selected]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.primaryText,
    },
    '&[data-disabled]': { opacity: 0.45, cursor: 'not-allowed', textDecoration: 'line-through' },
    [focusVisible]: focusRing,
  },
});
