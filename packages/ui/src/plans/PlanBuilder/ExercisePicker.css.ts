import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, fontWeight, radius, space } from '../../theme/tokens.ts';
import { focusRingInset } from '../../styles/focus.ts';
import { stack } from '../../styles/controls.ts';

export const picker = style(stack(space[3]));

export const search = style({
  selectors: { '&::-webkit-search-cancel-button': { cursor: 'pointer' } },
});

export const hint = style({ fontSize: fontSize.sm, color: vars.color.textMuted });

export const results = style({
  display: 'flex',
  flexDirection: 'column',
  gap: '2px',
  // The dialog's body scrolls; the list keeps a steady height while results come and go.
  minHeight: '12rem',
  maxHeight: 'min(22rem, 50vh)',
  overflowY: 'auto',
  padding: space[1],
  border: `1px solid ${vars.color.border}`,
  borderRadius: radius.md,
  background: vars.color.surface,
  outline: 'none',
  selectors: { '&[data-focus-visible]': focusRingInset },
});

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: space[3],
  minHeight: '48px',
  padding: `${space[1]} ${space[2]}`,
  borderRadius: radius.sm,
  color: vars.color.text,
  cursor: 'pointer',
  outline: 'none',
  selectors: {
    '&[data-hovered]': { background: vars.color.surfaceSunken },
    '&[data-focused]': { background: vars.color.primarySoft },
    '&[data-focus-visible]': focusRingInset,
  },
});

export const optionName = style({ flex: 1, minWidth: 0, fontWeight: fontWeight.medium });

export const optionMeta = style({ fontSize: fontSize.sm, color: vars.color.textMuted });

export const empty = style({ padding: space[4], color: vars.color.textMuted, textAlign: 'center' });

export const thumbnail = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '40px',
  height: '40px',
  overflow: 'hidden',
  borderRadius: radius.sm,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  selectors: { '&[data-size="large"]': { width: '48px', height: '48px' } },
});

export const thumbnailImage = style({ width: '100%', height: '100%', objectFit: 'cover' });
