import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';

const row = { display: 'inline-flex', gap: '2px', whiteSpace: 'nowrap' } as const;

export const stars = style({ position: 'relative', display: 'inline-flex', verticalAlign: 'middle', lineHeight: 0 });

export const empty = style({ ...row, color: vars.color.borderStrong });

/** The filled stars over the empty ones, cut at the rating's share of the width. */
export const filled = style({
  ...row,
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  overflow: 'hidden',
  color: vars.color.warning,
});

// The cut row is narrower than its stars: they keep their size instead of shrinking to fit.
globalStyle(`${empty} > svg, ${filled} > svg`, { flexShrink: 0 });
