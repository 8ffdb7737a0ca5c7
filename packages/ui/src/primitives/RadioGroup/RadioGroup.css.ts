import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fontWeight, radius, space } from '../../theme/tokens.ts';
import { choiceRow, disabledState } from '../../styles/controls.ts';

const circleSize = '20px';
const circleGap = space[3];

export const group = style({ gap: space[2] });

export const options = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[1],
  selectors: {
    [`${group}[data-orientation="horizontal"] &`]: {
      flexDirection: 'row',
      flexWrap: 'wrap',
      columnGap: space[6],
    },
  },
});

export const cardOptions = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: space[3],
  selectors: {
    [`${group}[data-orientation="horizontal"] &`]: {
      gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))',
    },
  },
});

/** One option: the clickable row plus its help text. */
export const radio = style({ display: 'flex', flexDirection: 'column', gap: space[1] });

/** One option drawn as a bordered card; the whole card is clickable (see `button::after`). */
export const card = style({
  position: 'relative',
  padding: space[4],
  borderRadius: radius.lg,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  transition: 'border-color 120ms, background-color 120ms, box-shadow 120ms',
  selectors: {
    // `:has(input:checked)` styles the choice before (or without) hydration as well.
    '&[data-selected], &:has(input:checked)': {
      borderColor: vars.color.primary,
      background: vars.color.primarySoft,
      boxShadow: `inset 0 0 0 1px ${vars.color.primary}`,
    },
    [`${group}[data-invalid] &`]: { borderColor: vars.color.danger },
    '&[data-disabled]': { opacity: 0.6 },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const button = style({
  ...choiceRow,
  gap: circleGap,
  lineHeight: 1.4,
  outline: 'none',
  selectors: {
    ...disabledState,
    [`${card} &`]: { fontWeight: fontWeight.semibold, paddingBlock: 0 },
    [`${card} &[data-disabled]`]: { opacity: 1 },
    // Stretch the label over the whole card so a click anywhere on it selects.
    [`${card} &::after`]: {
      content: '""',
      position: 'absolute',
      inset: '-1px',
      borderRadius: radius.lg,
    },
    [`${card} &[data-focus-visible]::after, ${card} &:has(input:focus-visible)::after`]: {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    [`${card}:not([data-selected]) &[data-hovered]:not([data-disabled])::after`]: {
      boxShadow: `inset 0 0 0 1px ${vars.color.primary}`,
    },
  },
});

export const circle = style({
  flex: 'none',
  width: circleSize,
  height: circleSize,
  marginTop: '1px',
  borderRadius: radius.full,
  // textMuted rather than borderStrong: the circle outline must keep 3:1 contrast.
  border: `2px solid ${vars.color.textMuted}`,
  background: vars.color.surface,
  transition: 'border-width 120ms, border-color 120ms',
  selectors: {
    [`${button}[data-hovered]:not([data-disabled]) &`]: { borderColor: vars.color.primary },
    [`${button}[data-selected] &, ${button}:has(input:checked) &`]: {
      borderColor: vars.color.primary,
      borderWidth: '6px',
    },
    [`${button}[data-pressed] &`]: { transform: 'scale(0.92)' },
    [`${button}[data-focus-visible] &, ${button}:has(input:focus-visible) &`]: {
      outline: `2px solid ${vars.color.focusRing}`,
      outlineOffset: '2px',
    },
    [`${card} ${button}[data-focus-visible] &, ${card} ${button}:has(input:focus-visible) &`]: { outline: 'none' },
    [`${group}[data-invalid] &`]: { borderColor: vars.color.danger },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

/** Option help text lines up with the option's label, not its circle. */
export const indented = style({ paddingInlineStart: `calc(${circleSize} + ${circleGap})` });
