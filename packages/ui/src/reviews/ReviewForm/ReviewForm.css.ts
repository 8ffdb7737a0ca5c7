import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, fontWeight, lineHeight, radius, space } from '../../theme/tokens.ts';
import { focusRing } from '../../styles/focus.ts';
import { stack } from '../../styles/controls.ts';

export const root = style(stack(space[4]));

export const intro = style(stack(space[1]));

export const title = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: fontSize.lg,
  fontWeight: fontWeight.semibold,
  lineHeight: lineHeight.tight,
  color: vars.color.text,
});

export const text = style({ margin: 0 });

export const rating = style({ border: 0, padding: 0, margin: 0 });

export const stars = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space[1] });

/** One star: a 44px target around the drawing, the radio input hidden inside by react-aria. */
export const star = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '44px',
  minHeight: '44px',
  borderRadius: radius.md,
  color: vars.color.warning,
  cursor: 'pointer',
  selectors: {
    '&[data-focus-visible]': focusRing,
    '&[data-hovered]': { background: vars.color.warningSoft },
    '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' },
    '[data-invalid] &': { color: vars.color.danger },
  },
});

export const chosen = style({
  marginInlineStart: space[2],
  fontSize: fontSize.sm,
  fontWeight: fontWeight.medium,
  color: vars.color.textMuted,
});
