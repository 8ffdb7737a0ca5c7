import { style } from '@vanilla-extract/css';
import { fontSize, fontWeight, space } from '@spotter/ui/theme/tokens.ts';

export const section = style({ display: 'flex', flexDirection: 'column', gap: space[3] });
export const sectionTitle = style({ fontSize: fontSize.lg, fontWeight: fontWeight.semibold, lineHeight: 1.3 });
export const coach = style({ display: 'flex', alignItems: 'center', gap: space[3] });
export const coachName = style({ fontSize: fontSize.md, fontWeight: fontWeight.semibold });
