import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, fontWeight, space } from '../../theme/tokens.ts';
import { stack } from '../../styles/controls.ts';

export const body = style(stack(space[4]));

export const text = style({ margin: 0 });

/** The address and its Copy button on one line, the button level with the input. */
export const copyRow = style({ display: 'flex', alignItems: 'flex-end', gap: space[2], flexWrap: 'wrap' });

export const urlField = style({ flex: '1 1 16rem' });

export const copyButton = style({ flex: 'none' });

export const failed = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.dangerText });

export const existing = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: space[3],
});

export const howTo = style({ ...stack(space[1]), fontSize: fontSize.sm, color: vars.color.textMuted });

export const howToTitle = style({ margin: 0, fontWeight: fontWeight.semibold, color: vars.color.text });

export const steps = style({ ...stack(space[1]), margin: 0, paddingInlineStart: space[5] });
