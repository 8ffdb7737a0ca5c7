import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, fontWeight, media, radius, space } from '../../theme/tokens.ts';
import { focusRing } from '../../styles/focus.ts';
import { stack } from '../../styles/controls.ts';
import * as entryStyles from './EntryEditor.css.ts';

const railWidth = '3px';

export const block = style({
  ...stack(space[2]),
  position: 'relative',
  padding: space[3],
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
  background: vars.color.surface,
  outline: 'none',
  selectors: {
    '&:focus-visible': focusRing,
    '&[data-superset]': { borderColor: vars.color.borderStrong },
  },
});

export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space[2],
  // From tablets up, a single exercise's buttons sit beside its name instead of on a line of their own.
  '@media': {
    [media.tablet]: {
      selectors: {
        [`${block}:not([data-superset]) &`]: {
          position: 'absolute',
          insetBlockStart: space[3],
          insetInlineEnd: space[3],
        },
      },
    },
  },
});

globalStyle(`${block}:not([data-superset]) ${entryStyles.header}`, {
  '@media': { [media.tablet]: { paddingInlineEnd: '7.5rem' } },
});

export const supersetTitle = style({
  color: vars.color.primary,
  fontSize: fontSize.sm,
  fontWeight: fontWeight.bold,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const actions = style({ display: 'flex', gap: space[1], marginInlineStart: 'auto' });

export const entries = style({
  ...stack(space[6]),
  selectors: {
    [`${block}[data-superset] &`]: {
      marginInlineStart: `calc(1rem - ${railWidth} / 2)`,
      paddingInlineStart: space[4],
      paddingBlock: space[1],
      borderInlineStart: `${railWidth} solid ${vars.color.primary}`,
    },
  },
});

// In a superset the exercise's mark sits on the rail that joins the exercises.
globalStyle(`${block}[data-superset] ${entryStyles.header}`, {
  marginInlineStart: `calc(-2rem - ${railWidth} / 2)`,
});
globalStyle(`${block}[data-superset] ${entryStyles.label}`, {
  background: vars.color.primary,
  color: vars.color.primaryText,
});

export const supersetFoot = style({ paddingInlineStart: space[4] });
