import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { radius, space } from '../../theme/tokens.ts';
import { focusRing } from '../../styles/focus.ts';
import { choiceRow, disabledState } from '../../styles/controls.ts';

const boxSize = '20px';
const boxGap = space[3];

/** The clickable row: hidden input, the box, and the label text. */
export const button = style({ ...choiceRow, gap: boxGap, lineHeight: 1.4, selectors: disabledState });

export const box = style({
  flex: 'none',
  width: boxSize,
  height: boxSize,
  marginTop: '1px',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: radius.sm,
  // textMuted rather than borderStrong: the box outline must keep 3:1 contrast.
  border: `2px solid ${vars.color.textMuted}`,
  background: vars.color.surface,
  color: vars.color.primaryText,
  transition: 'background-color 120ms, border-color 120ms, transform 80ms',
  selectors: {
    [`${button}[data-hovered]:not([data-disabled]) &`]: { borderColor: vars.color.primary },
    [`${button}[data-selected] &, ${button}[data-indeterminate] &`]: {
      background: vars.color.primary,
      borderColor: vars.color.primary,
    },
    [`${button}[data-pressed] &`]: { transform: 'scale(0.92)' },
    // The input is visually hidden inside the label; the box shows its focus.
    [`${button}[data-focus-visible] &, ${button}:has(input:focus-visible) &`]: focusRing,
    [`${button}[data-invalid] &`]: { borderColor: vars.color.danger },
    [`${button}[data-invalid][data-selected] &, ${button}[data-invalid][data-indeterminate] &`]: {
      background: vars.color.danger,
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const mark = style({ width: '14px', height: '14px' });

/** Help and error text line up with the label text, not the box. */
export const indented = style({ paddingInlineStart: `calc(${boxSize} + ${boxGap})` });

export const group = style({ gap: space[2] });

export const options = recipe({
  base: { display: 'flex' },
  variants: {
    orientation: {
      vertical: { flexDirection: 'column', gap: space[1] },
      horizontal: { flexDirection: 'row', flexWrap: 'wrap', columnGap: space[6], rowGap: space[1] },
    },
  },
  defaultVariants: { orientation: 'vertical' },
});
