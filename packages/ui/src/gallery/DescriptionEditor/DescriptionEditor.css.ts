import { style } from '@vanilla-extract/css';

export const description = style({ minWidth: 0 });
