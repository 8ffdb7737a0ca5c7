import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, space } from '../../theme/tokens.ts';
import * as shared from '../../styles/shared.css.ts';
import { atInputEnd, inputIconButton } from '../../styles/controls.ts';

export const comboBox = style({});

export const inputWrap = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const input = style([shared.input, { paddingRight: '44px' }]);

export const trigger = style({ ...atInputEnd, ...inputIconButton });

export const chevron = style({
  transition: 'transform 120ms',
  selectors: { [`${comboBox}[data-open] &`]: { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

export const empty = style({
  padding: `${space[2]} ${space[3]}`,
  color: vars.color.textMuted,
  fontSize: fontSize.sm,
});
