import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, radius, space } from '../../theme/tokens.ts';
import { stack } from '../../styles/controls.ts';

export const form = style(stack(space[4]));

export const text = style({ margin: 0 });

export const muted = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.textMuted });

export const times = style(stack(space[2]));

export const empty = style({
  margin: 0,
  padding: space[4],
  borderRadius: radius.lg,
  border: `1px dashed ${vars.color.borderStrong}`,
  color: vars.color.textMuted,
  textAlign: 'center',
});

export const timeGroup = style({});

/** The starts in even columns, so a day's times read down and across like a timetable. */
globalStyle(`${timeGroup} > div:nth-of-type(1)`, {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(6.5rem, 1fr))',
  columnGap: space[4],
  rowGap: space[2],
});
