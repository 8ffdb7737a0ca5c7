import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, fontWeight, radius, space } from '../../theme/tokens.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: space[4], minWidth: 0 });

export const steps = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: space[2],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const stepItem = style({
  padding: `${space[1]} ${space[3]}`,
  borderRadius: radius.full,
  border: `1px solid ${vars.color.border}`,
  fontSize: fontSize.sm,
  color: vars.color.textMuted,
  selectors: {
    '&[data-state="current"]': {
      borderColor: vars.color.primary,
      color: vars.color.text,
      fontWeight: fontWeight.semibold,
    },
    '&[data-state="sent"]': {
      background: vars.color.successSoft,
      borderColor: vars.color.success,
      color: vars.color.text,
    },
  },
});

export const counter = style({ margin: 0, color: vars.color.textMuted, fontSize: fontSize.sm });

export const guidance = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.textMuted });

export const note = style({ margin: 0, color: vars.color.text });

export const actions = style({ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: space[2] });
