import { style } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { fontSize, fontWeight, radius, space } from '../theme/tokens.ts';
import { stack } from './controls.ts';

/** Shared pieces of form fields: the outer stack, label and input box (help and error: FieldFooter). */
export const field = style(stack(space[1]));

export const label = style({
  fontSize: fontSize.sm,
  fontWeight: fontWeight.semibold,
  color: vars.color.text,
});

export const input = style({
  width: '100%',
  minHeight: '44px',
  padding: `${space[2]} ${space[3]}`,
  borderRadius: radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: fontSize.md,
  outline: 'none',
  transition: 'border-color 120ms, box-shadow 120ms',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted },
    // :focus-within also covers boxes that hold the input (date and number fields) before hydration.
    '&[data-focused], &[data-focus-within], &:focus-visible, &:focus-within': {
      borderColor: vars.color.focusRing,
      boxShadow: `0 0 0 3px color-mix(in srgb, ${vars.color.focusRing} 30%, transparent)`,
    },
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' },
  },
});

/** Hidden from sight, still read by screen readers; also for selectors that hide a label in one state. */
export const visuallyHiddenRules = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
} as const;

export const visuallyHidden = style(visuallyHiddenRules);

export const popover = style({
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
  boxShadow: vars.shadow.lg,
  // As wide as its field, never wider than the screen with the 12 px edge the placement keeps: a
  // list wider than the page scrolls the page sideways when an option is reached by keyboard, and
  // React Aria closes a popover on any scroll outside it (the choice was lost).
  minWidth: 'min(var(--trigger-width), calc(100vw - 24px))',
  maxWidth: 'calc(100vw - 24px)',
  maxHeight: '320px',
  overflow: 'auto',
  outline: 'none',
});
