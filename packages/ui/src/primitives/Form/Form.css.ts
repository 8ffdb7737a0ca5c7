import { style } from '@vanilla-extract/css';
import { space } from '../../theme/tokens.ts';

export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[4],
  minWidth: 0,
});

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space[3],
  marginTop: space[2],
});
