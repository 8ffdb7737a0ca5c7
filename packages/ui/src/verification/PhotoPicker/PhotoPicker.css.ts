import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, fontWeight, media, radius, space } from '../../theme/tokens.ts';
import { dropZoneFrame, dropZoneStates } from '../../media/dropZone.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: space[2], minWidth: 0 });

export const title = style({ margin: 0, fontSize: fontSize.md, fontWeight: fontWeight.semibold });

export const hint = style({ margin: 0, color: vars.color.textMuted, fontSize: fontSize.sm });

export const zone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'stretch',
  gap: space[3],
  padding: space[3],
  ...dropZoneFrame,
  background: vars.color.surface,
  selectors: {
    ...dropZoneStates,
    '&[data-invalid]': { borderColor: vars.color.danger },
    '&[data-disabled]': { background: vars.color.surfaceSunken },
  },
  '@media': { [media.tablet]: { padding: space[4] } },
});

export const frame = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '100%',
  aspectRatio: '4 / 3',
  maxHeight: '320px',
  overflow: 'hidden',
  borderRadius: radius.md,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
});

export const image = style({ display: 'block', width: '100%', height: '100%', objectFit: 'contain' });

export const overlay = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: 'rgba(15, 23, 42, 0.62)',
  color: '#ffffff',
  fontWeight: fontWeight.semibold,
  fontSize: fontSize.md,
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: space[2] });

export const dropHint = style({ color: vars.color.textMuted, fontSize: fontSize.sm });

export const error = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: space[1],
  margin: 0,
  color: vars.color.danger,
  fontSize: fontSize.sm,
});
