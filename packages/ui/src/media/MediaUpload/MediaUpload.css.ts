import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, fontWeight, media, radius, space } from '../../theme/tokens.ts';
import { dropZoneFrame, dropZoneStates } from '../dropZone.ts';
import { notice } from '../../styles/tones.ts';

export const root = style({ display: 'flex', flexDirection: 'column', gap: space[6], minWidth: 0 });

export const parts = style({
  display: 'grid',
  gap: space[6],
  '@media': { [media.tablet]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const part = style({ display: 'flex', flexDirection: 'column', gap: space[3], minWidth: 0 });

export const partHeader = style({ display: 'flex', flexDirection: 'column', gap: space[1] });

export const partTitle = style({
  margin: 0,
  fontSize: fontSize.md,
  fontWeight: fontWeight.semibold,
  color: vars.color.text,
});

export const hint = style({ margin: 0, fontSize: fontSize.sm, color: vars.color.textMuted });

export const dropZone = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: space[2],
  minHeight: '200px',
  padding: space[6],
  ...dropZoneFrame,
  background: vars.color.surfaceSunken,
  color: vars.color.textMuted,
  textAlign: 'center',
  selectors: {
    ...dropZoneStates,
    // No fading: the hint text must keep its contrast; the disabled buttons say it cannot be used.
    '&[data-disabled]': { borderColor: vars.color.border, cursor: 'not-allowed' },
  },
});

export const icon = style({ color: vars.color.textMuted });

export const dropText = style({ fontSize: fontSize.sm, fontWeight: fontWeight.medium, color: vars.color.text });

export const dropOr = style({
  fontSize: fontSize.xs,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});

export const preview = style({ display: 'flex', flexDirection: 'column', gap: space[3] });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: space[2] });

export const error = style({ ...notice('danger'), fontWeight: fontWeight.medium });

export const urlBlock = style({ display: 'flex', flexDirection: 'column', gap: space[3], minWidth: 0 });

const mediaBox = {
  display: 'block',
  width: '100%',
  aspectRatio: '16 / 9',
  borderRadius: radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: '#0b0b0f',
} as const;

export const urlVideo = style({ ...mediaBox, maxWidth: '720px' });

/** The chosen image or video: letterboxed so tall phone clips and wide shots both fit. */
export const mediaPreview = style({
  ...mediaBox,
  objectFit: 'contain',
  selectors: { 'img&': { background: vars.color.surfaceSunken } },
});

export const linkNote = style({
  margin: 0,
  padding: space[3],
  borderRadius: radius.md,
  background: vars.color.surfaceSunken,
  fontSize: fontSize.sm,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const link = style({
  color: vars.color.primary,
  textDecoration: 'underline',
  selectors: {
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px', borderRadius: radius.sm },
  },
});
