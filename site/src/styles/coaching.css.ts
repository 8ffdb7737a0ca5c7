import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '@spotter/ui/theme/contract.css.ts';
import { fontSize, fontWeight, radius, space } from '@spotter/ui/theme/tokens.ts';

export const section = style({ display: 'flex', flexDirection: 'column', gap: space[3] });
export const sectionTitle = style({ fontSize: fontSize.lg, fontWeight: fontWeight.semibold, lineHeight: 1.3 });
/** The admin's trainer and client filters: a row that wraps on phones. */
export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: space[3],
});

export const filter = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[1],
  fontSize: fontSize.sm,
  fontWeight: fontWeight.semibold,
  minWidth: '12rem',
});

globalStyle(`${filter} select`, {
  minHeight: '44px',
  padding: `0 ${space[3]}`,
  borderRadius: radius.md,
  border: `1px solid ${vars.color.borderStrong}`,
  background: vars.color.surface,
  color: vars.color.text,
  font: 'inherit',
  fontWeight: fontWeight.regular,
});
