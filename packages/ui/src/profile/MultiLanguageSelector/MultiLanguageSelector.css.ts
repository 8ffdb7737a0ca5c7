import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, fontWeight, radius, space } from '../../theme/tokens.ts';
import * as shared from '../../styles/shared.css.ts';
import { atInputEnd, centred, inputIconButton, labelRow as labelRowRule } from '../../styles/controls.ts';
import { focusRing, focusVisible } from '../../styles/focus.ts';
import { notice } from '../../styles/tones.ts';

export const selector = style({});

export const labelRow = style(labelRowRule);

export const count = style({ fontSize: fontSize.sm, color: vars.color.textMuted, whiteSpace: 'nowrap' });

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: space[1],
  minHeight: '36px',
  paddingInlineStart: space[3],
  paddingInlineEnd: space[1],
  borderRadius: radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.primarySoft,
  color: vars.color.text,
  fontSize: fontSize.sm,
  fontWeight: fontWeight.medium,
});

export const chipRemove = style({
  ...centred,
  width: '28px',
  height: '28px',
  padding: 0,
  border: 'none',
  borderRadius: radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]:not([data-disabled])': { background: vars.color.surfaceSunken, color: vars.color.text },
    [focusVisible]: focusRing,
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.6 },
  },
});

export const inputWrap = style({ position: 'relative', display: 'flex', alignItems: 'center' });

export const input = style([shared.input, { paddingRight: '44px' }]);

export const trigger = style({ ...atInputEnd, ...inputIconButton });

export const refusal = style({ ...notice('warning'), margin: 0 });

export const popover = style({ maxHeight: '300px' });

export const list = style({ outline: 'none', padding: `${space[1]} 0` });

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: space[2],
  padding: `${space[2]} ${space[3]}`,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-focused], &[data-hovered]': { background: vars.color.primarySoft },
  },
});

export const optionName = style({ flex: 1, minWidth: 0 });

export const optionCode = style({ color: vars.color.textMuted, fontSize: fontSize.xs, fontFamily: vars.font.mono });

export const flag = style({
  ...centred,
  flex: 'none',
  width: '1.4em',
  fontSize: fontSize.md,
  lineHeight: 1,
  color: vars.color.textMuted,
});

export const empty = style({ padding: `${space[2]} ${space[3]}`, color: vars.color.textMuted, fontSize: fontSize.sm });
