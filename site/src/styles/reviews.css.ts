import { style } from '@vanilla-extract/css';
import { fontSize, fontWeight, space } from '@spotter/ui/theme/tokens.ts';

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: space[3],
  marginTop: space[6],
  // Reached from the rating figure's link: the top bar must not cover the title.
  scrollMarginTop: space[16],
});
export const sectionTitle = style({
  margin: 0,
  fontSize: fontSize.lg,
  fontWeight: fontWeight.semibold,
  lineHeight: 1.3,
});
