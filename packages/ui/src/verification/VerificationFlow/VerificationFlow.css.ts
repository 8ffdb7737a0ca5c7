import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, space } from '../../theme/tokens.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: space[4], minWidth: 0 });

export const counter = style({ margin: 0, color: vars.color.textMuted, fontSize: fontSize.sm });

export const guidance = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.textMuted });

export const consentText = style({ marginTop: 0 });

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: space[2] });
