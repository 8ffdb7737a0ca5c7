import { style } from '@vanilla-extract/css';
import { space } from '../../theme/tokens.ts';
import { stack } from '../../styles/controls.ts';

export const form = style(stack(space[4]));

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: space[3],
  marginTop: space[2],
});
