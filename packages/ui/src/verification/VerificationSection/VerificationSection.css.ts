import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, fontWeight, space } from '../../theme/tokens.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: space[4], minWidth: 0 });

export const header = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space[3] });

export const heading = style({ margin: 0, fontSize: fontSize.xl, fontWeight: fontWeight.semibold });

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const panel = style({ display: 'flex', flexDirection: 'column', gap: space[4], paddingTop: space[4] });

export const modeText = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.textMuted });
