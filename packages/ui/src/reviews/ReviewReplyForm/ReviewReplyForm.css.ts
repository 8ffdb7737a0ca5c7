import { style } from '@vanilla-extract/css';
import { space } from '../../theme/tokens.ts';

export const form = style({ gap: space[3] });

export const actions = style({ justifyContent: 'flex-end', marginTop: 0 });

export const opener = style({ display: 'inline-flex' });
