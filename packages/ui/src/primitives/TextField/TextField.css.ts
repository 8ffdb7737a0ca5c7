import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fontSize } from '../../theme/tokens.ts';
import { atInputEnd, labelRow as labelRowRules } from '../../styles/controls.ts';

export const textarea = style({ minHeight: '120px', resize: 'vertical', lineHeight: 1.5 });

export const labelRow = style(labelRowRules);

export const counter = style({
  fontSize: fontSize.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
  selectors: { '&[data-over]': { color: vars.color.dangerText, fontWeight: 600 } },
});

export const inputWrap = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const inputWithAction = style({ paddingRight: '48px' });

export const inlineAction = style({
  ...atInputEnd,
  selectors: {
    // Inside the field's box, so the ring does not run over the field's own border.
    [`${inputWrap} &[data-focus-visible], ${inputWrap} &:focus-visible`]: { outlineOffset: '-2px' },
  },
});
