import { style } from '@vanilla-extract/css';
import { fontWeight, space } from '../../theme/tokens.ts';
import { stack } from '../../styles/controls.ts';

export const form = style(stack(space[4]));

export const text = style({ margin: 0 });

export const summary = style({ margin: 0, fontWeight: fontWeight.semibold });
