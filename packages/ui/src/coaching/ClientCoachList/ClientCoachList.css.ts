import { style } from '@vanilla-extract/css';
import { space } from '../../theme/tokens.ts';

export const titleRow = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space[2] });
