import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css.ts';
import { focusRing } from '../../styles/focus.ts';
import { fontSize, fontWeight, media, radius, space } from '../../theme/tokens.ts';
import { notice } from '../../styles/tones.ts';

export const layout = style({
  display: 'grid',
  // minmax(0, …): a long unbroken value must not widen the page on a phone.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: space[6],
  alignItems: 'start',
  '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(280px, 380px)' } },
});

export const fields = style({ display: 'flex', flexDirection: 'column', gap: space[4] });

export const colorRow = style({
  display: 'grid',
  gap: space[4],
  '@media': { [media.tablet]: { gridTemplateColumns: '1fr 1fr' } },
});

export const colorField = style({ display: 'flex', alignItems: 'flex-start', gap: space[2] });

/** The swatch sits beside the input, below the label (label: 0.875rem × 1.5 line + the field's gap). */
export const swatch = style({
  position: 'relative',
  flex: 'none',
  boxSizing: 'border-box',
  width: '44px',
  height: '44px',
  marginTop: `calc(${fontSize.sm} * 1.5 + ${space[1]})`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: radius.md,
  // A ring inside the border keeps a white or very light colour visible against the page.
  boxShadow: `inset 0 0 0 2px ${vars.color.surface}`,
  selectors: {
    '&:has(input:focus-visible)': focusRing,
    '&:has(input:disabled)': { opacity: 0.45, borderStyle: 'dashed' },
  },
});

/** Empty, or not yet a valid hex, the swatch shows what the header uses instead: the theme's brand colour. */
export const swatchDefault = styleVariants({
  logoTitleColor: { background: vars.color.brandTitle },
  logoTaglineColor: { background: vars.color.brandTagline },
});

/** The native picker, invisible over the swatch: the platform's own dialog, our look. */
export const swatchInput = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  padding: 0,
  border: 0,
  opacity: 0,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

/** Fields that only apply with custom branding on; off, they read as switched off, not as empty. */
export const editable = style({});

globalStyle(`${editable}[data-disabled] input`, {
  background: vars.color.surfaceSunken,
  borderStyle: 'dashed',
  color: vars.color.textMuted,
  cursor: 'not-allowed',
});

globalStyle(`${editable}[data-disabled] input::placeholder`, { color: 'transparent' });

globalStyle(`${editable}[data-disabled] label`, { color: vars.color.textMuted });

export const offHint = style(notice('neutral'));

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

export const previewHeading = style({ fontSize: fontSize.md, fontWeight: fontWeight.semibold, color: vars.color.text });

export const previewGroup = style({ display: 'flex', flexDirection: 'column', gap: space[2], minWidth: 0 });

export const previewTitle = style({
  fontSize: fontSize.sm,
  fontWeight: fontWeight.semibold,
  color: vars.color.textMuted,
});

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
