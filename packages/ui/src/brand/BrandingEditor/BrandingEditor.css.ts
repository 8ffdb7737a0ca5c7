import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { fontSize, fontWeight, media, radius, space } from '../../theme/tokens.ts';

export const layout = style({
  display: 'grid',
  gap: space[6],
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(280px, 380px)' } },
});

export const fields = style({ display: 'flex', flexDirection: 'column', gap: space[4] });

export const colorRow = style({ display: 'grid', gap: space[4], '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } } });

export const colorField = style({ display: 'flex', alignItems: 'flex-end', gap: space[2] });

export const swatch = style({
  flex: 'none',
  width: '44px',
  height: '44px',
  padding: 0,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: radius.md,
  background: 'none',
  cursor: 'pointer',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' } },
});

export const preview = style({
  position: 'sticky',
  top: space[4],
  display: 'flex',
  flexDirection: 'column',
  gap: space[4],
  padding: space[5],
  borderRadius: radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const previewTitle = style({ fontSize: fontSize.sm, fontWeight: fontWeight.semibold, color: vars.color.textMuted });

export const previewSample = style({
  padding: space[3],
  borderRadius: radius.md,
  background: vars.color.background,
  minHeight: '56px',
  display: 'flex',
  alignItems: 'center',
  overflow: 'hidden',
});

export const actions = style({ display: 'flex', gap: space[3], alignItems: 'center' });
