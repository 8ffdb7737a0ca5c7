import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { space } from '../../theme/tokens.ts';

export const fields = style({ display: 'flex', flexDirection: 'column', gap: space[6], minWidth: 0 });

export const gyms = style({ paddingTop: space[6], borderTop: `1px solid ${vars.color.border}` });
