import { style } from '@vanilla-extract/css';
import { space } from '../../theme/tokens.ts';

export const panel = style({ display: 'grid', gap: space[6], maxWidth: '48rem', minWidth: 0 });
