import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, fontWeight, space } from '../../theme/tokens.ts';

export const rating = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: space[1],
    color: vars.color.text,
    lineHeight: 1.2,
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    size: {
      small: { fontSize: fontSize.sm },
      medium: { fontSize: fontSize.md, gap: space[2] },
    },
  },
  defaultVariants: { size: 'small' },
});

export const none = style({ color: vars.color.textMuted });

/** Outline stars underneath, the filled ones on top cut to the average's width. */
export const stars = style({ position: 'relative', display: 'inline-flex', flex: 'none' });

export const starRow = style({ display: 'inline-flex', whiteSpace: 'nowrap' });

export const filled = style({ position: 'absolute', insetBlock: 0, insetInlineStart: 0, overflow: 'hidden' });

export const emptyStar = style({ flex: 'none', display: 'block', color: vars.color.borderStrong });

export const star = style({ flex: 'none', display: 'block', color: vars.color.warning });

export const average = style({ fontWeight: fontWeight.semibold });

export const count = style({ color: vars.color.textMuted });
