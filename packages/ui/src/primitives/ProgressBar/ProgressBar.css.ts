import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, media, radius } from '../../theme/tokens.ts';
import * as shared from '../../styles/shared.css.ts';
import { labelRow as labelRowRules } from '../../styles/controls.ts';

export const progressBar = style([
  shared.field,
  {
    width: '100%',
    selectors: {
      '&[data-disabled]': { opacity: 0.6 },
    },
  },
]);

export const labelRow = style(labelRowRules);

export const value = style({
  fontSize: fontSize.sm,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
});

export const track = style({
  position: 'relative',
  height: '8px',
  borderRadius: radius.full,
  background: vars.color.surfaceSunken,
  boxShadow: `inset 0 0 0 1px ${vars.color.border}`,
  overflow: 'hidden',
});

const slide = keyframes({
  from: { transform: 'translateX(-100%)' },
  to: { transform: 'translateX(250%)' },
});

export const fill = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  borderRadius: radius.full,
  background: vars.color.primary,
  transition: 'width 200ms ease-out',
  selectors: {
    '&[data-indeterminate]': {
      width: '40%',
      animation: `${slide} 1.4s ease-in-out infinite`,
    },
  },
  '@media': {
    [media.reducedMotion]: {
      transition: 'none',
      selectors: {
        // Still and dimmed instead of sliding: the label says it is working.
        '&[data-indeterminate]': { animation: 'none', width: '100%', opacity: 0.45 },
      },
    },
  },
});
