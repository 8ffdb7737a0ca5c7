import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, radius, space } from '../../theme/tokens.ts';

export const dropZone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space[3],
  padding: `${space[6]} ${space[4]}`,
  border: `2px dashed ${vars.color.borderStrong}`,
  borderRadius: radius.lg,
  background: vars.color.surfaceSunken,
  textAlign: 'center',
  outline: 'none',
  transition: 'border-color 120ms, background-color 120ms',
  selectors: {
    '&[data-drop-target]': { borderColor: vars.color.primary, background: vars.color.primarySoft },
    '&[data-focus-visible]': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

export const dropIcon = style({ color: vars.color.textMuted });

export const dropHint = style({ fontSize: fontSize.sm, color: vars.color.textMuted, maxWidth: '42ch' });
