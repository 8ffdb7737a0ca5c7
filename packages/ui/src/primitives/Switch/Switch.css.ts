import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { radius, space } from '../../theme/tokens.ts';
import { focusRing } from '../../styles/focus.ts';
import { choiceRow, disabledState } from '../../styles/controls.ts';

const trackWidth = '44px';
const trackHeight = '24px';
const thumbSize = '18px';
const trackGap = space[3];

export const button = style({ ...choiceRow, gap: trackGap, lineHeight: 1.5, selectors: disabledState });

export const track = style({
  flex: 'none',
  position: 'relative',
  width: trackWidth,
  height: trackHeight,
  borderRadius: radius.full,
  // textMuted keeps the "off" track at 3:1 against the page.
  background: vars.color.textMuted,
  transition: 'background-color 150ms',
  selectors: {
    [`${button}[data-selected] &`]: { background: vars.color.primary },
    [`${button}[data-hovered]:not([data-disabled]):not([data-selected]) &`]: { background: vars.color.text },
    [`${button}[data-hovered][data-selected]:not([data-disabled]) &`]: { background: vars.color.primaryHover },
    // The input is visually hidden inside the label; the track shows its focus.
    [`${button}[data-focus-visible] &, ${button}:has(input:focus-visible) &`]: focusRing,
    [`${button}[data-invalid] &`]: { boxShadow: `0 0 0 2px ${vars.color.danger}` },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const thumb = style({
  position: 'absolute',
  top: '3px',
  left: '3px',
  width: thumbSize,
  height: thumbSize,
  borderRadius: radius.full,
  background: vars.color.surface,
  boxShadow: vars.shadow.sm,
  transition: 'transform 150ms',
  selectors: {
    [`${button}[data-selected] &`]: { transform: `translateX(calc(${trackWidth} - ${thumbSize} - 6px))` },
    [`${button}[data-pressed] &`]: { width: '22px' },
    [`${button}[data-pressed][data-selected] &`]: {
      transform: `translateX(calc(${trackWidth} - 22px - 6px))`,
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const indented = style({ paddingInlineStart: `calc(${trackWidth} + ${trackGap})` });
