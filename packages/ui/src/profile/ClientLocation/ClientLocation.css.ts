import { style } from '@vanilla-extract/css';

export const fields = style({ minWidth: 0 });
