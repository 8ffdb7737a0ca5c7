import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { dropZoneFrame } from '../../media/dropZone.ts';
import { focusRing } from '../../styles/focus.ts';
import { fontSize, space } from '../../theme/tokens.ts';

export const dropZone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space[3],
  padding: `${space[6]} ${space[4]}`,
  ...dropZoneFrame,
  background: vars.color.surfaceSunken,
  textAlign: 'center',
  selectors: {
    '&[data-drop-target]': { borderColor: vars.color.primary, background: vars.color.primarySoft },
    '&[data-focus-visible]': focusRing,
  },
});

export const dropIcon = style({ color: vars.color.textMuted });

export const dropHint = style({ fontSize: fontSize.sm, color: vars.color.textMuted, maxWidth: '42ch' });
