import type { StyleRule } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css.ts';
import { fontSize, fontWeight, radius, space } from '../theme/tokens.ts';
import { focusRing, focusVisible } from './focus.ts';

/* Style rules several controls spread into their own styles. */

/** Dimmed and not clickable while disabled (a `selectors` entry). */
export const disabledState = { '&[data-disabled]': { opacity: 0.6, cursor: 'not-allowed' } } as const;

/** A column of parts with `gap` between them, allowed to shrink below its content's width. */
export const stack = (gap: string) =>
  ({ display: 'flex', flexDirection: 'column', gap, minWidth: 0 }) satisfies StyleRule;

/** Centres what it holds both ways: an icon in a square button, a count in a badge. */
export const centred = { display: 'inline-flex', alignItems: 'center', justifyContent: 'center' } satisfies StyleRule;

/** A field's label with something at the far end of its line: a counter, a percentage. */
export const labelRow = {
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'baseline',
  gap: space[2],
} satisfies StyleRule;

/** The clickable row of a checkbox, radio or switch: the mark, then the label text (add gap and lineHeight). */
export const choiceRow = {
  display: 'inline-flex',
  alignItems: 'flex-start',
  paddingBlock: space[1],
  color: vars.color.text,
  fontSize: fontSize.md,
  cursor: 'pointer',
} satisfies StyleRule;

/** Pinned to the end of an input's box, centred on its height (a combo box's arrow, a password toggle). */
export const atInputEnd = {
  position: 'absolute',
  right: space[1],
  top: '50%',
  transform: 'translateY(-50%)',
} satisfies StyleRule;

/** A borderless square icon button inside an input's box (a combo box's arrow, a date field's calendar). */
export const inputIconButton = {
  ...centred,
  width: '36px',
  height: '36px',
  padding: 0,
  border: 'none',
  borderRadius: radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]:not([data-disabled])': { background: vars.color.surfaceSunken, color: vars.color.text },
    [focusVisible]: { ...focusRing, outlineOffset: '1px' },
    '&[data-disabled]': { cursor: 'not-allowed' },
  },
} satisfies StyleRule;

/** A round toggle chip (a goal, a filter): outlined, filled in the primary colour when selected. */
export const toggleChip = {
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
} satisfies StyleRule;

/** The hovered and selected states of toggleChip (`selectors` entries). */
export const toggleChipStates = {
  '&[data-hovered]': { background: vars.color.surfaceSunken },
  '&[data-selected]': {
    background: vars.color.primary,
    borderColor: vars.color.primary,
    color: vars.color.primaryText,
  },
} as const;
