import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { media, radius, space } from '../../theme/tokens.ts';
import { stack } from '../../styles/controls.ts';

export const fields = style(stack(space[4]));

export const group = style({
  padding: space[4],
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.lg,
  background: vars.color.surface,
});

export const checkboxes = style({});

/** The boxes in even columns, so a long list reads row by row instead of as a ragged run. */
globalStyle(`${checkboxes} > div:nth-of-type(1)`, {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(12rem, 1fr))',
  columnGap: space[4],
  rowGap: space[1],
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))' } },
});
